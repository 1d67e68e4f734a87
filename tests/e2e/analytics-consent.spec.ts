import { ANALYTICS_CONSENT_KEY } from '../../src/analytics/consent-key'
import { consentQuestion, events } from './analytics-events'
import { axeViolations, expect, open, test } from './fixtures'
import { expectKeyboardWalk } from './keyboard'

// German pages (VITE_ANALYTICS_CONSENT_LANGUAGES, `de` unless set) count nothing until the visitor
// agrees; the question is a region at the very end of the page, after the footer. This spec runs in
// the `pseudo` project, against the pseudo-locale build, whose stand-in analytics origin
// (.env.pseudo) the gate answers as Plausible does (see analytics.spec.ts).

test('on a German page: the question at the end of the page; nothing is sent before an answer, not even web vitals after interactions', async ({ page, gate }) => {
  const scripts: string[] = []
  page.on('request', (request) => scripts.push(request.url()))
  await open(page, '/de')
  const h1 = await page.locator('h1').boundingBox()
  const question = consentQuestion(page)
  await expect(question).toBeAttached()
  // After the footer, in the flow: the page above it did not move.
  expect(await question.evaluate((section) => Boolean(document.getElementById('site-footer')!.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true)
  expect(await page.locator('h1').boundingBox()).toEqual(h1)
  expect(await question.evaluate((section) => getComputedStyle(section).position)).toBe('static')
  const buttons = question.getByRole('button')
  await expect(buttons).toHaveCount(2)
  const [yes, no] = [await buttons.nth(0).boundingBox(), await buttons.nth(1).boundingBox()]
  expect(yes!.height).toBeGreaterThanOrEqual(44)
  expect([no!.width, no!.height]).toEqual([yes!.width, yes!.height])
  expect(await buttons.nth(0).getAttribute('class')).toBe(await buttons.nth(1).getAttribute('class'))
  await expect(question.getByRole('link')).toHaveAttribute('href', '/de/privacy#analytics')
  // A question answered on screen: printed, the page leaves it out.
  await expect(question).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(question).toBeHidden()
  await page.emulateMedia({ media: 'screen' })

  // Interactions (for INP), a page inside the site, then the page hidden (when web vitals report).
  await page.locator('#site-footer a[href="/de/terms"]').click()
  await expect(page).toHaveURL(/\/de\/terms$/)
  for (let i = 0; i < 2; i++) {
    await page.getByRole('button', { name: /^Sprache/ }).click()
    await page.keyboard.press('Escape')
  }
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await page.waitForTimeout(1000)
  expect(gate.analytics).toEqual([])
  expect(scripts.filter((url) => /web-vitals/.test(url)), 'web vitals code loaded').toEqual([])
})

test('on a German page, “No” by keyboard: nothing is sent, and after a reload nothing is asked', async ({ page, gate }) => {
  await open(page, '/de')
  const question = consentQuestion(page)
  await question.getByRole('link').focus()
  await page.keyboard.press('Tab')
  await expect(question.getByRole('button').nth(0)).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(question.getByRole('button').nth(1)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(question).toHaveCount(0)
  await expect(page.getByRole('status').last()).not.toBeEmpty()
  expect(await page.evaluate((key) => localStorage.getItem(key), ANALYTICS_CONSENT_KEY)).toBe('no')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  await page.waitForTimeout(1000)
  await expect(consentQuestion(page)).toHaveCount(0)
  await page.goto('/en')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  await page.waitForTimeout(500)
  expect(gate.analytics, 'a no holds in every language').toEqual([])
})

test('on a German page, “Yes”: its page view is sent at once, the next pages are counted, and six months on it asks again', async ({ page, gate }) => {
  await open(page, '/de')
  await consentQuestion(page).getByRole('button').nth(0).click()
  await expect(consentQuestion(page)).toHaveCount(0)
  await expect.poll(() => events(gate)).toEqual([['pageview', '/de', null]])
  await page.locator('#site-footer a[href="/de/privacy"]').click()
  await expect.poll(() => events(gate)).toEqual([
    ['pageview', '/de', null],
    ['pageview', '/de/privacy', null],
  ])
  await page.reload()
  await expect.poll(() => events(gate).length).toBe(3)
  await expect(consentQuestion(page)).toHaveCount(0)
  // The yes is kept with its day, and lapses after six months: the page then asks again, and counts nothing meanwhile.
  expect(await page.evaluate((key) => localStorage.getItem(key), ANALYTICS_CONSENT_KEY)).toBe(`yes ${new Date().toISOString().slice(0, 10)}`)
  await page.evaluate((key) => localStorage.setItem(key, 'yes 2020-01-01'), ANALYTICS_CONSENT_KEY)
  await page.reload()
  await expect(consentQuestion(page)).toBeAttached()
  await page.waitForTimeout(500)
  expect(events(gate)).toHaveLength(3)
})

test('an English page asks nothing and counts as before', async ({ page, gate }) => {
  await open(page, '/en')
  await expect.poll(() => events(gate)).toEqual([['pageview', '/en', null]])
  await page.waitForTimeout(500)
  await expect(consentQuestion(page)).toHaveCount(0)
})

for (const scheme of ['light', 'dark'] as const) {
  test(`the question shown, ${scheme}: no axe violation, every control reached by Tab with a visible focus`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await open(page, '/de')
    await expect(consentQuestion(page)).toBeAttached()
    expect(await axeViolations(page)).toEqual([])
    await expectKeyboardWalk(page)
  })
}
