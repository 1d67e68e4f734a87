import type { Page } from '@playwright/test'
import { parseSiteEnv } from '../../src/config/site-schema'
import { CATALOG_LOCALES, LOCALE_INFO, PSEUDO_LOCALE, type Locale } from '../../src/i18n/locales'
import { pseudolocalize } from '../../src/i18n/pseudo'
import { expect, href, languagePicker, NOT_FOUND_LOG, open, openFirstView, PAGE_PATHS, reviewScreenshot, test } from './fixtures'
import { escapedText, overflowingText } from './pseudo-checks'

/** Reveals text that is hidden until used: FAQ answers, form errors, the language menu. */
async function revealHiddenText(page: Page, id: string) {
  if (id === 'home') {
    for (const question of await page.locator('#faq h3 button').all()) {
      await question.click()
      expect(await escapedText(page)).toEqual([])
    }
    // The Bible sample's tools: Note shows a note, Offline a saved state; then another mood.
    for (const tool of await page.locator('#screenshots li:first-child button[aria-pressed]').all()) await tool.click()
    // Every status of the Bible sample says something now: the note and the saved state.
    for (const status of await page.locator('#screenshots li:first-child [role="status"]').all()) await expect(status).not.toBeEmpty()
    await page.locator('#screenshots button[aria-pressed="false"]').last().click()
    await page.locator('#newsletter button[type="submit"]').click()
  }
  if (id === 'support') await page.locator('form button[type="submit"]').click()
  await picker(page).click()
}

const picker = (page: Page) => languagePicker(page, PSEUDO_LOCALE)

const PAGES = PAGE_PATHS

for (const { id, path } of PAGES) {
  test(`pseudo-locale ${id}: no text escaped translation, nothing overflows at 320 px`, async ({ page, gate }) => {
    if (id === '404') gate.expectConsoleError(NOT_FOUND_LOG)
    await open(page, href(path, PSEUDO_LOCALE))
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO[PSEUDO_LOCALE].tag)
    await expect(page.locator('h1')).toContainText('⟦')

    expect(await escapedText(page), 'visible text that is not pseudo-localised').toEqual([])
    await revealHiddenText(page, id)
    expect(await escapedText(page), 'text revealed by use that is not pseudo-localised').toEqual([])

    await reviewScreenshot(page, `pseudo-${id}-320`)
    expect(await overflowingText(page), 'overflowing text').toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
  })
}

test('the pseudo-locale is in this build’s picker, after the five languages', async ({ page }) => {
  await open(page, href('/', PSEUDO_LOCALE))
  await picker(page).click()
  const entries = page.locator('a[hreflang]')
  await expect(entries).toHaveText(['Português', 'English', 'Español', 'Français', 'Deutsch', LOCALE_INFO[PSEUDO_LOCALE].nativeName])
  // Each entry's hreflang from the registry (Spanish es, the pseudo-locale en-XA, apart from English).
  const codes: Locale[] = [...CATALOG_LOCALES, PSEUDO_LOCALE]
  expect(await entries.evaluateAll((links) => links.map((a) => a.getAttribute('hreflang')))).toEqual(codes.map((code) => LOCALE_INFO[code].hreflang))
  // Search engines never hear of it: the head's alternates name the five languages only.
  await expect(page.locator(`link[hreflang="${LOCALE_INFO[PSEUDO_LOCALE].hreflang}"]`)).toHaveCount(0)
})

// This build has a newsletter endpoint (.env.pseudo): a reserved example domain, answered here.
const NEWSLETTER_URL = 'https://newsletter.example.net/subscribe'
/** A fulfilled cross-origin answer is only readable by the page with CORS allowing it. */
const CORS = { 'access-control-allow-origin': '*' }
const pseudo = (text: string) => `⟦${pseudolocalize(text)}⟧`

/** The home page's newsletter form, its code loaded (only that part: these tests stay quick). */
async function newsletterForm(page: Page) {
  await openFirstView(page, href('/', PSEUDO_LOCALE))
  // Its code loads when it comes into view (components/deferred.tsx).
  await page.locator('#newsletter').scrollIntoViewIfNeeded()
  await expect(page.locator('[data-island="newsletter"]')).toHaveAttribute('data-hydrated', '')
  return page.locator('#newsletter form')
}

test('newsletter with an endpoint: says what the address is for, posts { email, language } as JSON, asks to confirm on 201 and clears', async ({ page, gate }) => {
  const sent: Array<{ body: unknown; type: string | undefined; cookie: string | undefined }> = []
  await gate.fulfill(NEWSLETTER_URL, (request) => {
    sent.push({ body: request.postDataJSON(), type: request.headers()['content-type'], cookie: request.headers()['cookie'] })
    return { status: 201, headers: CORS }
  })
  const form = await newsletterForm(page)
  // The privacy policy of the page's language, linked from the field's description.
  await expect(form.getByRole('link')).toHaveAttribute('href', href('/privacy', PSEUDO_LOCALE))
  // Who uses the address: the operator, named as set (the pseudo build leaves the sample), not pseudo-localised.
  const note = pseudo('{operatorName} uses your address only to send you the newsletter. You can access, correct or delete it at any time, as our <0>privacy policy</0> explains.')
  await expect(form.getByRole('textbox')).toHaveAccessibleDescription(note.replace(/<\/?0>/g, '').replace(pseudolocalize('{operatorName}'), parseSiteEnv({}).VITE_OPERATOR_NAME))
  await form.getByRole('textbox').fill('ana@example.com')
  await form.getByRole('button').click()
  // The newsletter service sends a mail to confirm the address (double opt-in).
  await expect(form.getByRole('status')).toHaveText(pseudo('Almost done: check your inbox and confirm your address.'))
  await expect(form.getByRole('textbox')).toHaveValue('')
  // The pseudo-locale's own texts are English: the subscription is for English e-mails.
  expect(sent).toEqual([{ body: { email: 'ana@example.com', language: 'en' }, type: 'application/json', cookie: undefined }])
  expect(gate.logs.filter((line) => line.startsWith('Newsletter signup'))).toEqual([])
})

test('newsletter with an endpoint: a 500 says so, keeps the address, and the button works again', async ({ page, gate }) => {
  gate.expectConsoleError(/status of 500/)
  await gate.fulfill(NEWSLETTER_URL, () => ({ status: 500, headers: CORS }))
  const form = await newsletterForm(page)
  await form.getByRole('textbox').fill('ana@example.com')
  await form.getByRole('button').click()
  await expect(form.getByRole('alert')).toHaveText(pseudo('We couldn’t reach our newsletter service. Please try again later.'))
  await expect(form.getByRole('textbox')).toHaveValue('ana@example.com')
  await expect(form.getByRole('button')).toBeEnabled()
  await expect(form.getByRole('status')).toBeEmpty()
  expect(await overflowingText(page), 'overflowing text').toEqual([])
})
