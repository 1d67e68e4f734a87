import { Trans } from '@lingui/react/macro'
import { HeadContent, Outlet } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useLocale } from '../i18n/use-locale'
import { ogLocaleAlternates } from '../seo/head-tags'
import { deferred } from '../components/deferred'
import { markHydrated } from '../lib/early-gestures'
import { SiteHeader } from './site-header'

/** Below the first screen: an island whose code loads when it comes into view (components/deferred.tsx). */
const SiteFooter = deferred('site-footer', () => import('./site-footer').then((m) => m.SiteFooter))

/** Every page: head tags, skip link, header (with the language picker), page, footer. */
export function RootLayout() {
  const locale = useLocale()
  // Marks the page as interactive once React has taken over the prerendered HTML, and answers what
  // was pressed before (src/lib/early-gestures.ts).
  useEffect(() => markHydrated(document.documentElement), [])
  return (
    <>
      <HeadContent />
      {/* Repeated tags, which the router's head merging would fold into one; React hoists them. */}
      {ogLocaleAlternates(locale).map((alternate) => (
        <meta key={alternate} property="og:locale:alternate" content={alternate} />
      ))}
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-plum-800 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        <Trans comment="Skip link, first thing a keyboard user reaches">Skip to main content</Trans>
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  )
}
