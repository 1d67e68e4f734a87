import { Trans } from '@lingui/react/macro'
import appleSvg from 'simple-icons/icons/apple.svg?raw'
import googlePlaySvg from 'simple-icons/icons/googleplay.svg?raw'
import { siteConfig } from '../config/site'
import { BrandIcon } from './brand-icons'

const buttonClass =
  'inline-flex min-h-12 items-center gap-3 rounded-xl bg-black px-4 py-2 text-left text-white shadow-sm ring-1 ring-white/25 hover:bg-plum-900'

/** The App Store and Google Play download links. */
export function StoreButtons({ className = '' }: { className?: string }) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <a href={siteConfig.stores.appStore} className={buttonClass} rel="noopener">
        <BrandIcon svg={appleSvg} className="size-6" />
        <span className="leading-tight">
          <Trans comment="Small line of the App Store download button, above 'App Store'">
            <span className="block text-xs">Download on the</span>
            <span className="block text-base font-semibold">App Store</span>
          </Trans>
        </span>
      </a>
      <a href={siteConfig.stores.googlePlay} className={buttonClass} rel="noopener">
        <BrandIcon svg={googlePlaySvg} className="size-6" />
        <span className="leading-tight">
          <Trans comment="Small line of the Google Play download button, above 'Google Play'">
            <span className="block text-xs">Get it on</span>
            <span className="block text-base font-semibold">Google Play</span>
          </Trans>
        </span>
      </a>
    </div>
  )
}
