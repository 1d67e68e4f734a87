import { Trans, useLingui } from '@lingui/react/macro'
import appleSvg from 'simple-icons/icons/apple.svg?raw'
import googlePlaySvg from 'simple-icons/icons/googleplay.svg?raw'
import { storeBadges } from 'virtual:store-badges'
import { officialBadges } from 'virtual:site'
import { useLocale } from '../i18n/use-locale'
import type { Store } from '../lib/store-campaign'
import { BrandIcon } from './brand-icons'
import { useStoreHref } from './use-store-href'

type OfficialBadgeSet = NonNullable<(typeof storeBadges)[keyof typeof storeBadges]>
type OfficialBadge = OfficialBadgeSet['appStore']

interface StoreButtonsProps {
  /** Where on the page the badges are: the campaign their links carry without a landing campaign (README, "Campaign links"). */
  placement: 'hero' | 'footer'
  className?: string
  /** `eager` where the badges are on the first screen (the hero); elsewhere they load as they come near. */
  loading?: 'eager' | 'lazy'
}

/**
 * The App Store and Google Play download links, App Store first: the stores' official badges of
 * the page's language when the build has them (store-badges/, see its README), else badges drawn
 * in their look. In a build that counts visits, each link says its store and placement
 * (`data-store`, `data-placement`) for the analytics (src/analytics/analytics.ts); `__ANALYTICS_URL__`
 * is a literal, so a build without analytics has neither in its markup nor its code.
 */
export function StoreButtons({ placement, className = '', loading = 'lazy' }: StoreButtonsProps) {
  const locale = useLocale()
  const hrefs = { appStore: useStoreHref('appStore', placement), googlePlay: useStoreHref('googlePlay', placement) }
  // A constant of the build (`virtual:site`): a build with no official badge at all ships none of their code.
  const official = officialBadges ? storeBadges[locale] : undefined
  return official ? (
    <OfficialBadges badges={official} hrefs={hrefs} placement={placement} className={className} loading={loading} />
  ) : (
    <DrawnBadges hrefs={hrefs} placement={placement} className={className} />
  )
}

/** Each store's link from this placement. */
type Hrefs = Record<Store, string>

/** How high a badge's artwork shows: Apple's minimum on screen; Google's must be no smaller. */
const BADGE_HEIGHT = 40
/** The clear space both stores ask for around a badge, a quarter of its height: `p-2.5` and `-ml-2.5` below. */
const CLEAR_SPACE = BADGE_HEIGHT / 4

/**
 * The size to show a badge file at so that its artwork is BADGE_HEIGHT high (Google's PNG has a
 * transparent margin, Apple's SVG none), and whether that margin already is its clear space.
 */
function badgeSize({ width, height, artwork }: OfficialBadge) {
  const scale = BADGE_HEIGHT / artwork.height
  const margin = Math.min(artwork.x, artwork.y, width - artwork.x - artwork.width, height - artwork.y - artwork.height) * scale
  // Google's PNG leaves about 0.24 of the badge's height around it: its own clear space, give or take a pixel.
  return { width: Math.round(width * scale), height: Math.round(height * scale), ownClearSpace: margin >= CLEAR_SPACE * 0.9 }
}

/**
 * The official badges, unaltered: both artworks the same height, each link the badge with its clear
 * space around it (from its file or added), a tap target 60 px high. Side by side, each link
 * overlaps the clear space before it (one clear space between two badges, and the first badge's
 * edge on the text's); on a narrow column they wrap, left-aligned alike.
 */
function OfficialBadges({ badges, hrefs, placement, className, loading }: { badges: OfficialBadgeSet; hrefs: Hrefs } & Required<StoreButtonsProps>) {
  const { t } = useLingui()
  const links = [
    {
      store: 'appStore',
      href: hrefs.appStore,
      badge: badges.appStore,
      alt: t({
        comment: "Text of the official App Store badge image (a link to the app in Apple's store): the badge's own words in your language",
        message: 'Download on the App Store',
      }),
    },
    {
      store: 'googlePlay',
      href: hrefs.googlePlay,
      badge: badges.googlePlay,
      alt: t({
        comment: "Text of the official Google Play badge image (a link to the app in Google's store): the badge's own words in your language",
        message: 'Get it on Google Play',
      }),
    },
  ]
  return (
    <div className={`flex flex-wrap items-center ${className}`}>
      {links.map(({ store, href, badge, alt }) => {
        const { width, height, ownClearSpace } = badgeSize(badge)
        return (
          <a key={store} href={href} rel="noopener" className={`-ml-2.5 shrink-0 ${ownClearSpace ? '' : 'p-2.5'}`} {...(__ANALYTICS_URL__ && { 'data-store': store, 'data-placement': placement })}>
            <img src={badge.src} width={width} height={height} alt={alt} decoding="async" loading={loading} className="block" />
          </a>
        )
      })}
    </div>
  )
}

// The stores' badge look (black, white text), the same size, side by side while each has 8.5rem
// (which grows with the visitor's text size), else one above the other (a narrow footer column,
// large text); printed as shown, as the official badges' pictures are.
const buttonClass =
  'print-as-shown inline-flex min-h-13 min-w-0 items-center justify-center gap-2 rounded-xl bg-black px-2 py-1.5 min-[22.5em]:px-2.5 text-left text-white shadow-sm ring-1 ring-white/25 hover:bg-plum-900'

/** Two badges of equal size drawn in the stores' look, for a language without the official artwork. */
function DrawnBadges({ hrefs, placement, className }: { hrefs: Hrefs; placement: StoreButtonsProps['placement']; className: string }) {
  return (
    <div className={`grid w-full max-w-[21rem] grid-cols-[repeat(auto-fit,minmax(min(100%,8.5rem),1fr))] gap-2.5 ${className}`}>
      <a href={hrefs.appStore} className={buttonClass} rel="noopener" {...(__ANALYTICS_URL__ && { 'data-store': 'appStore', 'data-placement': placement })}>
        <BrandIcon svg={appleSvg} className="size-5 shrink-0 min-[22.5em]:size-6" />
        <span className="leading-tight">
          <Trans comment="Small line of the App Store download button, above 'App Store'">
            <span className="block text-[0.6875rem] min-[22.5em]:text-xs">Download on the</span>
            <span className="block text-[0.9375rem] font-semibold min-[22.5em]:text-base min-[22.5em]:whitespace-nowrap">App Store</span>
          </Trans>
        </span>
      </a>
      <a href={hrefs.googlePlay} className={buttonClass} rel="noopener" {...(__ANALYTICS_URL__ && { 'data-store': 'googlePlay', 'data-placement': placement })}>
        <BrandIcon svg={googlePlaySvg} className="size-5 shrink-0 min-[22.5em]:size-6" />
        <span className="leading-tight">
          <Trans comment="Small line of the Google Play download button, above 'Google Play'">
            <span className="block text-[0.6875rem] min-[22.5em]:text-xs">Get it on</span>
            <span className="block text-[0.9375rem] font-semibold min-[22.5em]:text-base min-[22.5em]:whitespace-nowrap">Google Play</span>
          </Trans>
        </span>
      </a>
    </div>
  )
}
