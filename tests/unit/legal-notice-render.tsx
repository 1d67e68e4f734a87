// The legal notice rendered alone in a language, with the settings a test gives, and what it shows:
// legal-notice.test.tsx (each market's notice) and legal-notice-operator.test.tsx (each operator's country).
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render } from '@testing-library/react'
import { siteConfig } from '../../src/config/site'
import { LegalNotice } from '../../src/features/legal/legal-notice'
import { activateLocale } from '../../src/i18n/activate'
import type { CatalogLocale } from '../../src/i18n/locales'

// The site's defaults are placeholders that say which line they fill.
export const LINES = {
  legalForm: 'Example legal form',
  representative: 'Example Representative',
  register: 'Example Register Court, HRB 00000',
  vatId: 'XX000000000',
  phone: '+00 00 0000 0000',
  shareCapital: 'Example share capital',
  rcs: 'RCS Example 000 000 000',
  publicationDirector: 'Example Publication Director',
  cnpj: '00.000.000/0000-00',
  host: 'Example Hosting Provider',
} as const

/** Renders the notice in a language, with the settings of `configureWith` (tests/unit/site-build.ts). */
export async function renderNotice(locale: CatalogLocale) {
  await activateLocale(locale)
  render(
    <I18nProvider i18n={i18n}>
      <LegalNotice />
    </I18nProvider>,
  )
  const text = document.body.textContent ?? ''
  return Object.entries(LINES)
    .filter(([, value]) => text.includes(value))
    .map(([line]) => line)
}

/** The notice's lines, with these set to `none`. */
export const withoutLines = (...lines: Array<keyof typeof siteConfig.legalNotice>) => ({
  legalNotice: { ...siteConfig.legalNotice, ...Object.fromEntries(lines.map((line) => [line, undefined])) },
})
