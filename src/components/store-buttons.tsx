import { Trans } from '@lingui/react/macro'
import appleSvg from 'simple-icons/icons/apple.svg?raw'
import googlePlaySvg from 'simple-icons/icons/googleplay.svg?raw'
import { siteConfig } from '../config/site'
import { BrandIcon } from './brand-icons'

// The stores' own badge look (black, white text), the same size side by side.
const buttonClass =
  'inline-flex min-h-13 min-w-0 items-center justify-center gap-2 rounded-xl bg-black px-2 py-1.5 min-[360px]:px-2.5 text-left text-white shadow-sm ring-1 ring-white/25 hover:bg-plum-900'

/** The App Store and Google Play download links, as two badges of equal size. */
export function StoreButtons({ className = '' }: { className?: string }) {
  return (
    <div className={`grid w-full max-w-[21rem] grid-cols-2 gap-2.5 ${className}`}>
      <a href={siteConfig.stores.appStore} className={buttonClass} rel="noopener">
        <BrandIcon svg={appleSvg} className="size-5 shrink-0 min-[360px]:size-6" />
        <span className="leading-tight">
          <Trans comment="Small line of the App Store download button, above 'App Store'">
            <span className="block text-[0.6875rem] min-[360px]:text-xs">Download on the</span>
            <span className="block text-[0.9375rem] font-semibold min-[360px]:text-base min-[360px]:whitespace-nowrap">App Store</span>
          </Trans>
        </span>
      </a>
      <a href={siteConfig.stores.googlePlay} className={buttonClass} rel="noopener">
        <BrandIcon svg={googlePlaySvg} className="size-5 shrink-0 min-[360px]:size-6" />
        <span className="leading-tight">
          <Trans comment="Small line of the Google Play download button, above 'Google Play'">
            <span className="block text-[0.6875rem] min-[360px]:text-xs">Get it on</span>
            <span className="block text-[0.9375rem] font-semibold min-[360px]:text-base min-[360px]:whitespace-nowrap">Google Play</span>
          </Trans>
        </span>
      </a>
    </div>
  )
}
