// The terms and the privacy policy as a reader of each market sees them, filled with settings
// (src/config/legal-settings.ts): legal-terms.test.tsx, legal-terms-disputes.test.tsx, legal-privacy.test.tsx,
// legal-privacy-operator.test.tsx and legal-privacy-latin-america.test.tsx.
import { cleanup } from '@testing-library/react'
import { type CatalogLocale, LOCALE_INFO, type Locale } from '../../src/i18n/locales'
import { formatCountries } from '../../src/lib/format'
import { renderApp, resetStore } from './render-app'
import { type ConfigOverrides, configureWith } from './site-build'

/** Renders a page in a language, with these entries of `siteConfig` (`cleanup()` after reading it). */
export async function renderPage(locale: CatalogLocale, page: 'terms' | 'privacy', overrides: ConfigOverrides = {}): Promise<void> {
  configureWith(overrides)
  resetStore()
  await renderApp(`${locale === 'pt' ? '' : `/${locale}`}/${page}`)
}

/** The text of a page in a language, with these entries of `siteConfig`. */
export async function pageText(locale: CatalogLocale, page: 'terms' | 'privacy', overrides: ConfigOverrides = {}): Promise<string> {
  await renderPage(locale, page, overrides)
  const text = document.querySelector('main')?.textContent ?? ''
  cleanup()
  // One space for any run of spaces (French uses U+202F and U+00A0 before punctuation).
  return text.replace(/[\s\u00a0\u202f]+/g, ' ')
}

/** Countries' names in every language, as the build gives `operatorCountry` and `dataCountries`. */
export const countriesNamed = (codes: readonly string[]) =>
  Object.fromEntries((Object.keys(LOCALE_INFO) as Locale[]).map((locale) => [locale, formatCountries([...codes], locale)])) as Record<Locale, string>

/** A country's name in every language. */
export const countryNamed = (code: string) => countriesNamed([code])
