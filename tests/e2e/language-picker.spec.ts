import { LOCALE_INFO } from '../../src/i18n/locales'
import { tr } from './catalogs'
import { expect, LANGS, languagePicker, open, test } from './fixtures'
import { focusRingCutOff } from './keyboard'

/** Every test here starts on an English page. */
const picker = (page: import('@playwright/test').Page) => languagePicker(page, 'en')

test('stays fixed at the top right while scrolling', async ({ page }) => {
  await open(page, '/en')
  const button = picker(page)
  const viewport = page.viewportSize()!
  const before = await button.boundingBox()
  await page.mouse.wheel(0, 3000)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  const after = await button.boundingBox()
  expect(after).toEqual(before)
  expect(before!.y).toBeLessThan(24)
  expect(viewport.width - (before!.x + before!.width)).toBeLessThan(24)
})

test('opens and closes by button, Escape (focus back) and a click outside; the current language is named', async ({ page }) => {
  await open(page, '/en/privacy')
  const button = picker(page)
  // The language's name, not the flag alone, at every width.
  await expect(button).toContainText('English')
  const menu = page.locator(`#${await button.getAttribute('popovertarget')}`.replace(/:/g, '\\:'))
  await button.click()
  await expect(menu).toBeVisible()
  const entries = menu.getByRole('link')
  await expect(entries).toHaveText(['Português', 'English', 'Español', 'Français', 'Deutsch'])
  // hreflang as search engines take it; lang as the page it leads to declares itself (es, es-419).
  expect(await entries.evaluateAll((links) => links.map((a) => [a.getAttribute('hreflang'), a.getAttribute('lang')]))).toEqual(
    LANGS.map((code) => [LOCALE_INFO[code].hreflang, LOCALE_INFO[code].tag]),
  )
  await expect(menu.locator('[aria-current="true"]')).toHaveText('English')
  for (const entry of await entries.all()) await expect(entry.locator('svg[aria-hidden="true"]')).toBeVisible()

  await button.click()
  await expect(menu).toBeHidden()

  await button.click()
  await page.keyboard.press('Tab')
  await expect(entries.first()).toBeFocused()
  // Its focus ring whole, not cut off by the popover's edges.
  expect(await focusRingCutOff(page), 'the box that cuts off the focus ring').toBeNull()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(button).toBeFocused()

  await button.click()
  // Outside the menu, which on a phone lies over the heading's right half.
  await page.locator('h1').click({ position: { x: 4, y: 4 } })
  await expect(menu).toBeHidden()
})

test('Tab past the last language closes the list, which would otherwise cover what has focus', async ({ page }) => {
  await open(page, '/en')
  const button = picker(page)
  const menu = page.locator(`#${await button.getAttribute('popovertarget')}`.replace(/:/g, '\\:'))
  await button.click()
  await expect(menu).toBeVisible()
  const entries = menu.getByRole('link')
  for (let i = 0; i < (await entries.count()); i++) await page.keyboard.press('Tab')
  await expect(entries.last()).toBeFocused()
  await expect(menu).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(menu).toBeHidden()
  // Shift+Tab from the first entry, back to the button: the list stays open.
  await button.click()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(button).toBeFocused()
  await expect(menu).toBeVisible()
})

test('choosing a language changes every text, the URL and <html lang>, and survives a reload', { tag: '@once' }, async ({ page }) => {
  await open(page, '/en/terms')
  const historyBefore = await page.evaluate(() => history.length)
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  await picker(page).click()
  await page.getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL(/\/de\/terms$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.locator('h1')).toHaveText(tr('de', 'Terms of use'))
  await expect(page).toHaveTitle(tr('de', 'Terms of use · {appName}'))
  await expect(page.getByText(tr('en', 'Back to home'))).toHaveCount(0)
  await expect(page.getByRole('link', { name: tr('de', 'Back to home') })).toBeVisible()
  expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1)
  // Switching never reloads the page.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)

  await page.reload()
  await expect(page.locator('h1')).toHaveText(tr('de', 'Terms of use'))

  // An unprefixed URL now shows the stored language, without an extra history entry.
  await page.goto('/privacy')
  await expect(page).toHaveURL(/\/de\/privacy$/)
  await expect(page.locator('h1')).toHaveText(tr('de', 'Privacy policy'))
  await page.goBack()
  await expect(page).toHaveURL(/\/de\/terms$/)
})

test('the Spanish entry, hreflang es, leads to the Latin American Spanish page, <html lang="es-419">', { tag: '@once' }, async ({ page }) => {
  await open(page, '/en/support')
  await picker(page).click()
  const spanish = page.getByRole('link', { name: 'Español' })
  await expect(spanish).toHaveAttribute('hreflang', 'es')
  await spanish.click()
  await expect(page).toHaveURL(/\/es\/support$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-419')
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', /\/es\/support$/)
})

test('a /pt/ URL moves to the unprefixed one, replacing the history entry', { tag: '@once' }, async ({ page }) => {
  await open(page, '/en')
  await page.goto('/pt/support')
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/support$/)
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO.pt.tag)
  await page.goBack()
  await expect(page).toHaveURL(/\/en$/)
})

test('every internal link keeps the current language', { tag: '@once' }, async ({ page }) => {
  await open(page, '/fr')
  const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) =>
    links.filter((a) => !a.closest('[hidden]') && !a.hasAttribute('hreflang')).map((a) => a.getAttribute('href')!),
  )
  expect(hrefs.length).toBeGreaterThan(10)
  for (const href of hrefs) expect(href, href).toMatch(/^\/fr(\/|$|#)/)
})
