import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { siteConfig } from '../config/site'
import { useLangParams } from '../i18n/use-locale'
import { BrandMark } from './brand-mark'
import { LANDING_ANCHORS } from './landing-anchors'

/** The brand and the landing navigation. The language picker sits apart, fixed. */
export function SiteHeader() {
  const { t, i18n } = useLingui()
  const params = useLangParams()
  const { appName } = siteConfig
  return (
    <header className="border-b border-line bg-paper/90">
      {/* Right padding leaves room for the fixed language picker. */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-8 gap-y-2 py-3 pr-4 pl-4 sm:pr-48 sm:pl-6">
        <Link
          to="/{-$lang}"
          params={params}
          className="flex min-h-11 items-center gap-2 text-xl font-bold text-brand-800"
          aria-label={t({ comment: 'Accessible name of the logo link in the header', message: `${appName}, home` })}
        >
          <BrandMark />
          <span translate="no">{appName}</span>
        </Link>
        <nav aria-label={t({ comment: 'Accessible name of the header navigation', message: 'Main' })} className="w-full sm:w-auto">
          <ul className="flex flex-wrap gap-x-5 gap-y-1">
            {LANDING_ANCHORS.map(({ hash, label }) => (
              <li key={hash}>
                <Link
                  to="/{-$lang}"
                  params={params}
                  hash={hash}
                  className="inline-flex min-h-11 items-center font-medium text-ink underline-offset-4 hover:text-brand-700 hover:underline"
                >
                  {i18n._(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  )
}
