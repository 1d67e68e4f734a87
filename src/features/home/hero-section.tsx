import { Trans, useLingui } from '@lingui/react/macro'
import { figuresAsOf, heroFigures } from 'virtual:site'
import { deferred } from '../../components/deferred'
import { StoreButtons } from '../../components/store-buttons'
import { RatingStars } from '../../components/ui-icons'
import { siteConfig } from '../../config/site'
import { useLocale } from '../../i18n/use-locale'
import { heroSubtitle, heroTitle } from './hero-copy'
import { HeroPhone } from './screenshots/hero-phone'

/** Desktop only (hidden below `lg`, so a phone never loads its code unless the page changes). */
const GetAppQr = deferred('get-app-qr', () => import('./get-app-qr').then((m) => m.GetAppQr))

/**
 * The first screen. On a 360 × 740 phone the heading, the promise and the store buttons fit
 * above the fold in every language, with the top of the app picture below them; the longer
 * description waits for wider screens (the features section says it all again).
 */
export function HeroSection() {
  const { i18n } = useLingui()
  const { appName } = siteConfig
  return (
    <section aria-labelledby="hero-title" className="overflow-hidden bg-gradient-to-b from-brand-50 to-paper">
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-8 px-4 pt-5 pb-12 sm:px-6 sm:pt-12 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:items-center lg:gap-12 lg:py-20">
        <div>
          <h1
            id="hero-title"
            className="font-serif text-[1.875rem] leading-[1.12] font-bold tracking-tight text-brand-900 sm:text-5xl lg:text-[3.5rem] xl:text-6xl"
          >
            {i18n._(heroTitle)}
          </h1>
          <p className="mt-3 text-lg leading-snug font-medium text-brand-700 sm:mt-4 sm:text-xl">{i18n._(heroSubtitle)}</p>
          <p className="mt-4 hidden text-lg text-muted sm:block">
            <Trans comment="Hero description paragraph">
              {appName} gives you a verse for your mood, guided meditations, the whole Bible, a private journal and a
              community that prays with you. Start free, upgrade when you want more, and download content to use offline.
            </Trans>
          </p>
          <div id="download" className="mt-5 flex items-center gap-6 sm:mt-8">
            <div className="min-w-0 flex-1 lg:flex-none">
              <StoreButtons placement="hero" loading="eager" />
              <p className="mt-2 text-sm text-muted">
                <Trans comment="Small line under the hero's download buttons: the app is free to download and use, with an optional paid Premium subscription, for both phone systems. Keep all three parts: “free” must never stand alone">
                  Free · Premium optional · iPhone &amp; Android
                </Trans>
              </p>
            </div>
            <GetAppQr />
          </div>
          <SocialProof />
        </div>
        <div className="flex justify-center">
          <HeroPhone />
        </div>
      </div>
    </section>
  )
}

/**
 * The store rating and the number of people using the app, from the site's figures: only those
 * the operator set (VITE_STAT_RATING, VITE_STAT_ACTIVE_USERS), with the month they were read
 * (VITE_STATS_AS_OF), as the statistics give it: a rating or a count is true at a date (§ 5 UWG,
 * Code de la consommation L.111-7-2). The stars only with a rating, filled as far as it reaches.
 */
function SocialProof() {
  const locale = useLocale()
  const { rating, activeUsers } = heroFigures[locale]
  const month = figuresAsOf[locale]
  if (rating === undefined && activeUsers === undefined) return null
  return (
    <p className="mt-4 flex items-center gap-2 text-sm text-ink">
      {rating !== undefined && <RatingStars rating={siteConfig.stats.rating ?? 0} className="h-4 w-20 shrink-0 text-gold-700" />}
      {/* May be narrower than its longest words (a store's unbroken name, with larger text): they wrap. */}
      <span className="min-w-0 [overflow-wrap:anywhere]">
        {rating === undefined ? (
          <Trans comment="Under the hero's download buttons, when the site shows no store rating. activeUsers is like 50,000 (formatted for the language); say 'more than' the way your language does; month is when it was read, like 'November 2026', written the language's way, as under the statistics ('Figures as of {month}')">
            More than {activeUsers} active users (as of {month})
          </Trans>
        ) : activeUsers === undefined ? (
          <Trans comment="Under the hero's download buttons, after five stars, when the site shows no user count. rating is like 4.9 (formatted for the language): the app stores' average rating, said to be one (each store shows its own), which names them (a published rating names its source; fr Code de la consommation L.111-7-2), as the statistics' tile does; keep each store's name unbroken (a no-break space inside); month is when it was read, like 'November 2026', written the language's way, as under the statistics ('Figures as of {month}')">
            {rating} out of 5 on average across the App Store and Google Play (as of {month})
          </Trans>
        ) : (
          <Trans comment="Under the hero's download buttons, after five stars. rating is like 4.9 (formatted for the language): the app stores' average rating, said to be one (each store shows its own), which names them (fr Code de la consommation L.111-7-2), as the statistics' tile does; keep each store's name unbroken and a no-break space before the dot; activeUsers like 50,000; say 'more than' the way your language does; month is when both were read, like 'November 2026', written the language's way, as under the statistics ('Figures as of {month}'): at the end, for both figures">
            {rating} out of 5 on average across the App Store and Google Play · more than {activeUsers} active users (as of {month})
          </Trans>
        )}
      </span>
    </p>
  )
}
