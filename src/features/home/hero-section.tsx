import { Trans, useLingui } from '@lingui/react/macro'
import { StoreButtons } from '../../components/store-buttons'
import { siteConfig } from '../../config/site'
import { heroSubtitle, heroTitle } from './hero-copy'
import { HeroPhone } from './screenshots/hero-phone'

export function HeroSection() {
  const { i18n } = useLingui()
  const { appName } = siteConfig
  return (
    <section aria-labelledby="hero-title" className="overflow-hidden bg-gradient-to-b from-brand-50 to-paper">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20">
        <div>
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
            {i18n._(heroTitle)}
          </h1>
          <p className="mt-4 text-xl font-medium text-brand-700">
            {i18n._(heroSubtitle)}
          </p>
          <p className="mt-4 text-lg text-muted">
            <Trans comment="Hero description paragraph">
              {appName} gives you a verse for your mood, guided meditations, the whole Bible, a private journal and a
              community that prays with you. Start free, upgrade when you want more, and download content to use offline.
            </Trans>
          </p>
          <StoreButtons className="mt-8" />
        </div>
        <div className="flex justify-center">
          <HeroPhone />
        </div>
      </div>
    </section>
  )
}
