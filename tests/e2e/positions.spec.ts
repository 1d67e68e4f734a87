import type { Page } from '@playwright/test'
import { tr } from './catalogs'
import { ENTRY_SCRIPT, expect, open, openFirstView, test } from './fixtures'

// Where the visitor is on the page: nothing moves while it loads, and a jump, a reload or back
// lands on the section the visitor asked for.

/** Notes the page's first paint, its largest paint and every layout shift while it loads. */
const recordPaints = (page: Page) =>
  page.addInitScript(() => {
    const record: Record<string, unknown> = { shifts: 0 }
    Object.assign(window, { paints: record })
    new PerformanceObserver((list, observer) => {
      observer.disconnect()
      record.at = list.getEntries()[0]?.startTime
    }).observe({ type: 'paint' })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null }>) {
        record.largest = entry.element?.id
        record.largestAt = entry.startTime
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) record.shifts = (record.shifts as number) + entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
const paints = (page: Page) => page.evaluate(() => (window as unknown as { paints: Record<string, unknown> }).paints)

test('on a slow phone the first screen is painted whole and nothing moves while the page loads and hydrates', { tag: '@phone' }, async ({ page }) => {
  // A processor four times slower paints while the page is still being parsed; the home page
  // holds its first paint until the hero is parsed (<link rel="expect">, src/entry-server.tsx).
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await recordPaints(page)
  await open(page, '/de')
  const painted = await paints(page)
  expect(painted.at).toBeGreaterThan(0)
  // The largest paint (whichever block of the hero it is in German) came with the first one.
  expect(painted.largestAt).toBe(painted.at)
  expect(painted.shifts).toBe(0)
})

test('a page opened at a section shows that section, and keeps it in view as it hydrates', { tag: '@once' }, async ({ page }) => {
  await openFirstView(page, '/en#faq')
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[data-island="faq"]')).toHaveAttribute('data-hydrated', '')
  await expect(page.locator('#faq-title')).toBeInViewport()
})

test('a section link pressed before any script has run lands on its section', { tag: '@once' }, async ({ page }) => {
  await page.route(ENTRY_SCRIPT, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
  await page.goto('/en')
  await page
    .getByRole('navigation', { name: tr('en', 'Quick links') })
    .getByRole('link', { name: tr('en', 'Testimonials') })
    .click()
  await expect(page).toHaveURL(/\/en#testimonials$/)
  await expect(page.locator('#testimonials-title')).toBeInViewport()
})

test('reloading, or coming back to the home page, returns to the same section', { tag: '@once' }, async ({ page }) => {
  await open(page, '/en')
  await page.locator('#faq-title').scrollIntoViewIfNeeded()
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  await expect(page.locator('#faq-title')).toBeInViewport()

  await open(page, '/en')
  await page.locator('#site-footer').scrollIntoViewIfNeeded()
  await page
    .locator('#site-footer')
    .getByRole('link', { name: tr('en', 'Privacy policy'), exact: true })
    .click()
  await expect(page).toHaveURL(/\/en\/privacy$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.locator('#site-footer')).toBeInViewport()
})

test('the privacy policy opened at a section shows that section', { tag: '@once' }, async ({ page }) => {
  await openFirstView(page, '/en/privacy#rights')
  await expect(page.locator('#rights')).toBeInViewport()
})
