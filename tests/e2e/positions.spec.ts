import type { Page } from '@playwright/test'
import { tr } from './catalogs'
import { ENTRY_SCRIPT, expect, open, openFirstView, test } from './fixtures'

// Where the visitor is on the page: nothing moves while it loads, and a jump, a reload or back
// lands on the section the visitor asked for.

/**
 * Notes the page's first paint, its largest paint, the section of each largest paint (by the id
 * of the heading that names it) and every layout shift while it loads.
 */
const recordPaints = (page: Page) =>
  page.addInitScript(() => {
    const record: Record<string, unknown> = { shifts: 0, sections: [] }
    Object.assign(window, { paints: record })
    new PerformanceObserver((list, observer) => {
      observer.disconnect()
      record.at = list.getEntries()[0]?.startTime
    }).observe({ type: 'paint' })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null }>) {
        record.largest = entry.element?.id
        record.largestAt = entry.startTime
        ;(record.sections as unknown[]).push(entry.element?.closest('section')?.getAttribute('aria-labelledby'))
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) record.shifts = (record.shifts as number) + entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
const paints = (page: Page) => page.evaluate(() => (window as unknown as { paints: Record<string, unknown> }).paints)

/** Notes every scroll position the page passes through, and when it last moved, from its first script on. */
const recordScrolls = (page: Page) =>
  page.addInitScript(() => {
    const record = { seen: [] as number[], lastAt: 0 }
    Object.assign(window, { scrolls: record })
    const moved = () => {
      record.seen.push(Math.round(scrollY))
      record.lastAt = performance.now()
    }
    addEventListener('scroll', moved, { capture: true, passive: true })
  })
type Scrolls = { scrolls: { seen: number[]; lastAt: number } }

/** Once the page has been still for 300 ms: where it went on its way from `from`, more than a screen from where it stopped. */
async function onTheWay(page: Page, from: number) {
  await page.waitForFunction(() => performance.now() - (window as unknown as Scrolls).scrolls.lastAt > 300)
  const { seen, y, screen } = await page.evaluate(() => ({ seen: (window as unknown as Scrolls).scrolls.seen, y: scrollY, screen: innerHeight }))
  return seen.filter((at) => at !== from && Math.abs(at - y) > screen)
}

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

test('a page opened at a section jumps to that section, not gliding down the page, and keeps it in view as it hydrates', { tag: '@once' }, async ({ page }) => {
  await recordScrolls(page)
  await openFirstView(page, '/en#faq')
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[data-island="faq"]')).toHaveAttribute('data-hydrated', '')
  await expect(page.locator('#faq-title')).toBeInViewport()
  expect(await onTheWay(page, 0), 'positions passed through between the top and the section').toEqual([])
})

test('a page opened at a section is first painted there: the top of the page never shows', { tag: '@once' }, async ({ page }) => {
  // Left to itself, Chrome paints the hero, then jumps once the page's scripts have run
  // (src/lib/section-landing.ts).
  await recordPaints(page)
  await openFirstView(page, '/en#faq')
  await expect(page.locator('#faq-title')).toBeInViewport()
  const painted = await paints(page)
  expect(painted.at).toBeGreaterThan(0)
  expect(painted.sections, 'the section of each largest paint, from the first').toEqual(['faq-title'])
})

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  const how = reducedMotion === 'reduce' ? 'jumps to its section when the visitor asks for less motion' : 'glides to its section'
  test(`a section link pressed once the code is here ${how}`, { tag: '@once' }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion })
    await recordScrolls(page)
    await openFirstView(page, '/en')
    const link = page.getByRole('navigation', { name: tr('en', 'Quick links') }).getByRole('link', { name: tr('en', 'Testimonials') })
    await link.scrollIntoViewIfNeeded()
    // The footer's code loads once it is in view: pressed before, the link is the browser's own,
    // which jumps (as it should without script); the glide is the router's.
    await expect(page.locator('[data-island="site-footer"]')).toHaveAttribute('data-hydrated', '')
    const from = await page.evaluate(() => scrollY)
    await link.click()
    await expect(page).toHaveURL(/\/en#testimonials$/)
    await expect(page.locator('#testimonials-title')).toBeInViewport()
    const passed = await onTheWay(page, from)
    if (reducedMotion === 'reduce') expect(passed, 'positions passed through on the way').toEqual([])
    else expect(passed.length, 'positions passed through on the way').toBeGreaterThan(2)
  })
}

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
