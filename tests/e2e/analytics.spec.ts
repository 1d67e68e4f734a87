import type { Page } from '@playwright/test'
import { loadEnv } from 'vite'
import { ANALYTICS_CONSENT_KEY } from '../../src/analytics/consent-key'
import { analyticsDomain } from '../../src/config/analytics-settings'
import { parseSiteEnv } from '../../src/config/site-schema'
import { consentQuestion, events, named, type Gate } from './analytics-events'
import { expect, open, openFirstView, PSEUDO_ANALYTICS_URL, test } from './fixtures'

// Counting visits (README, "Measuring"). The production build has no VITE_ANALYTICS_URL and counts
// nothing (tests/e2e/server.spec.ts); the pseudo-locale build has a stand-in one (.env.pseudo), so
// this spec runs in the `pseudo` project, against that build's server. The gate answers the
// analytics origin as Plausible does and keeps what it received (`gate.analytics`).

const env = parseSiteEnv(loadEnv('pseudo', process.cwd(), 'VITE_'))
const DOMAIN = analyticsDomain(env)
const NEWSLETTER_URL = env.VITE_NEWSLETTER_URL!

/** Every Content-Security-Policy violation the page reports (the gate fails on them too, as console errors). */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { violations: string[] }).violations = [])
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`))
  })
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations)
}

/** Where a store badge leads, answered here: no store is ever opened. */
async function answerStores(gate: Gate) {
  for (const store of ['https://apps.apple.com/**', 'https://play.google.com/**']) {
    await gate.fulfill(store, () => ({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Store</title>' }))
  }
}

test('the settings are the ones this spec expects, and the policy lets pages connect to the analytics origin only', async ({ request }) => {
  expect(PSEUDO_ANALYTICS_URL, '.env.pseudo sets a stand-in analytics origin').toBe('https://analytics.example.net')
  expect(DOMAIN).toBe(new URL(env.VITE_SITE_URL).hostname)
  const policy = (await request.get('/en')).headers()['content-security-policy']!.split('; ')
  expect(policy.filter((directive) => directive.includes(PSEUDO_ANALYTICS_URL!))).toEqual([
    `connect-src 'self' ${new URL(NEWSLETTER_URL).origin} ${PSEUDO_ANALYTICS_URL}`,
  ])
  expect(policy.find((directive) => directive.startsWith('script-src'))).not.toContain('https:')
})

test('a page view on load and on every page reached inside the site, as text, without cookies, and no policy violation', async ({ page, gate, baseURL }) => {
  const violations = await recordViolations(page)
  await open(page, '/en?utm_source=newsletter&utm_campaign=advent&gclid=abc')
  await expect.poll(() => named(gate, 'pageview').length).toBe(1)
  const [first] = gate.analytics
  expect(first!.body).toEqual({
    name: 'pageview',
    url: `${baseURL}/en?utm_source=newsletter&utm_campaign=advent`,
    domain: DOMAIN,
    referrer: null,
  })
  expect(first!.headers['content-type']).toBe('text/plain')
  expect(first!.headers['cookie']).toBeUndefined()
  expect(first!.headers['referer']).toBeUndefined()

  await page.locator('#site-footer a[href="/en/privacy"]').click()
  await expect(page).toHaveURL(/\/en\/privacy$/)
  await expect.poll(() => named(gate, 'pageview').map(({ body }) => body.url)).toEqual([
    `${baseURL}/en?utm_source=newsletter&utm_campaign=advent`,
    `${baseURL}/en/privacy`,
  ])
  expect(await violations()).toEqual([])
})

test('a store badge pressed: its store, placement and the page’s language', async ({ page, gate }) => {
  await answerStores(gate)
  await openFirstView(page, '/en')
  await expect.poll(() => named(gate, 'pageview').length).toBe(1)
  await page.locator('#download a[data-store="appStore"]').click()
  await page.waitForURL(/apps\.apple\.com/)
  await expect.poll(() => named(gate, 'Store badge click').map(({ body }) => body.props)).toEqual([
    { store: 'appStore', placement: 'hero', language: 'en' },
  ])
})

test('a language switch from the picker: from and to, then the page view of the new language', async ({ page, gate }) => {
  await openFirstView(page, '/en')
  await page.getByRole('button', { name: /^Language: English/ }).click()
  await page.getByRole('link', { name: 'Français' }).click()
  await expect(page).toHaveURL(/\/fr$/)
  await expect.poll(() => events(gate)).toEqual([
    ['pageview', '/en', null],
    ['Language switch', '/en', { from: 'en', to: 'fr' }],
    ['pageview', '/fr', null],
  ])
  // To German, whose pages ask first (VITE_ANALYTICS_CONSENT_LANGUAGES, `de` unless set): the
  // switch is counted on the French page, the German page view is not, and the question shows.
  await page.getByRole('button', { name: /^Langue/ }).click()
  await page.getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL(/\/de$/)
  await expect(consentQuestion(page)).toBeAttached()
  await page.waitForTimeout(300)
  expect(events(gate).slice(3)).toEqual([['Language switch', '/fr', { from: 'fr', to: 'de' }]])
})

test('a newsletter signup the endpoint took, with the page’s language', async ({ page, gate }) => {
  await gate.fulfill(NEWSLETTER_URL, () => ({ status: 201, headers: { 'access-control-allow-origin': '*' } }))
  await openFirstView(page, '/en')
  await page.locator('#newsletter').scrollIntoViewIfNeeded()
  await expect(page.locator('[data-island="newsletter"]')).toHaveAttribute('data-hydrated', '')
  await page.locator('#newsletter input').fill('ana@example.com')
  await page.locator('#newsletter button[type="submit"]').click()
  await expect(page.locator('#newsletter [role="status"]')).not.toBeEmpty()
  await expect.poll(() => named(gate, 'Newsletter signup').map(({ body }) => body.props)).toEqual([{ language: 'en' }])
})

test('web vitals: LCP, CLS and INP, each once, when the page is hidden, as non-interactive events', async ({ page, gate }) => {
  const vitals = page.waitForResponse(/\/assets\/web-vitals-[\w-]+\.js$/)
  await openFirstView(page, '/en')
  await vitals
  // An interaction for INP once the library listens (it sees none made before its code ran): open
  // the language menu, and close it; the browser reports its timing after the next paint.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
  await page.waitForTimeout(1000)
  for (let i = 0; i < 2; i++) {
    await page.getByRole('button', { name: /^Language: English/ }).click()
    await page.keyboard.press('Escape')
  }
  await page.waitForTimeout(500)
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  await expect.poll(() => named(gate, 'Web Vitals').map(({ body }) => body.props!.metric).sort()).toEqual(['CLS', 'INP', 'LCP'])
  for (const { body } of named(gate, 'Web Vitals')) {
    expect(body.interactive).toBe(false)
    expect(body.props).toEqual({ metric: expect.any(String), value: expect.stringMatching(/^\d+(\.\d\d)?$/), rating: expect.stringMatching(/^(good|needs-improvement|poor)$/), target: expect.any(String), phase: expect.any(String) })
  }
})

test('after opting out on the privacy page, nothing more is sent, across pages and reloads; resuming counts again', async ({ page, gate }) => {
  await answerStores(gate)
  await openFirstView(page, '/en/privacy')
  await expect.poll(() => named(gate, 'pageview').length).toBe(1)
  const choice = page.locator('#analytics').locator('..')
  await choice.getByRole('button', { name: 'Stop counting my visits' }).click()
  await expect(choice.getByText('Your visits are not counted on this device.')).toBeVisible()
  expect(await page.evaluate((key) => localStorage.getItem(key), ANALYTICS_CONSENT_KEY)).toBe('no')
  const before = gate.analytics.length

  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL(/\/en$/)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  await page.locator('#download a[data-store="googlePlay"]').click()
  await page.waitForURL(/play\.google\.com/)
  await page.waitForTimeout(500)
  expect(gate.analytics.length, 'events after the opt-out').toBe(before)

  await openFirstView(page, '/en/privacy')
  await page.locator('#analytics').locator('..').getByRole('button', { name: 'Count my visits again' }).click()
  await page.locator('#site-footer').scrollIntoViewIfNeeded()
  await expect(page.locator('[data-island="site-footer"]')).toHaveAttribute('data-hydrated', '')
  await page.locator('#site-footer a[href="/en/terms"]').click()
  await expect.poll(() => events(gate).slice(before)).toEqual([['pageview', '/en/terms', null]])
})

test('a browser that sends Global Privacy Control: nothing is sent, and the privacy page says why', async ({ page, gate }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }))
  const scripts: string[] = []
  page.on('request', (request) => scripts.push(request.url()))
  await open(page, '/en/privacy')
  await expect(page.getByText('Your browser asks websites not to track you, so your visits are not counted.')).toBeVisible()
  await expect(page.locator('#analytics').locator('..').getByRole('button')).toHaveCount(0)
  await page.locator('#site-footer a[href="/en/terms"]').click()
  await expect(page).toHaveURL(/\/en\/terms$/)
  await page.waitForTimeout(500)
  expect(gate.analytics).toEqual([])
  expect(scripts.filter((url) => /web-vitals/.test(url))).toEqual([])
})

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false })

  test('the QR code beside the hero’s badges: counted once per page view when it is on screen', async ({ page, gate }) => {
    await openFirstView(page, '/en')
    await expect(page.locator('#get-app-qr')).toBeVisible()
    await expect.poll(() => named(gate, 'QR code shown').map(({ body }) => body.props)).toEqual([{ placement: 'hero', language: 'en' }])
    await page.mouse.wheel(0, 2000)
    await page.mouse.wheel(0, -4000)
    await page.waitForTimeout(300)
    expect(named(gate, 'QR code shown')).toHaveLength(1)
  })
})

test('on a phone the QR code is never shown, so never counted', async ({ page, gate }) => {
  await open(page, '/en')
  await expect.poll(() => named(gate, 'pageview').length).toBe(1)
  expect(named(gate, 'QR code shown')).toEqual([])
})
