import type { Page } from '@playwright/test'
import type { Locale } from '../../src/i18n/locales'
import { tr } from './catalogs'

/** Records every navigation the page asks for (mailto: included), through the DevTools protocol. */
export async function recordNavigations(page: Page): Promise<string[]> {
  const urls: string[] = []
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.enable')
  cdp.on('Page.frameRequestedNavigation', (event) => urls.push(event.url))
  return urls
}

export { readMailto } from '../support/read-mailto'

/** Types into the support form's four fields, by their labels in the page's language (nothing is sent). */
export async function fillSupportForm(page: Page, lang: Locale, values: { name: string; email: string; subject: string; message: string }) {
  for (const [label, value] of [
    ['Name', values.name],
    ['Email', values.email],
    ['Subject', values.subject],
    ['Message', values.message],
  ] as const) {
    await page.getByRole('textbox', { name: tr(lang, label) }).fill(value)
  }
}
