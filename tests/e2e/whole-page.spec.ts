import type { Page } from '@playwright/test'
import { tr } from './catalogs'
import { expect, open, openFirstView, test } from './fixtures'

// What lies below the first screen (the home page's sections and feature cards, the sections of a
// legal text) waits to be laid out until the visitor moves in the page (content-visibility); a
// jump, a reload or back lays the page out whole first (src/lib/whole-page-layout.ts), so that it
// lands where it should.

const BELOW = ['[data-feature]', '#screenshots', '#testimonials', '#faq', '#newsletter', '#site-footer']
/** The `content-visibility` of every element the selector finds, when they all have the same one. */
const contentVisibility = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => [...new Set(elements.map((element) => getComputedStyle(element).contentVisibility))].join(' | '))
/** Whether the browser renders what is inside the element (false while it skips it). */
const rendersInside = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }))
/** Whether the element still has its guessed height: the browser has never laid out its inside. */
const neverLaidOut = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const style = getComputedStyle(element)
    const box = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const
    const guessed = parseFloat(style.containIntrinsicHeight.replace('auto', '')) + box.reduce((sum, side) => sum + parseFloat(style[side]), 0)
    return Math.abs(element.getBoundingClientRect().height - guessed) < 0.5
  })

/**
 * Notes, when the browser reports the page's first paint, what that frame held: whether the
 * first-frame attribute was still on (the page's own observer, which removes it, was registered
 * after this one and runs after it), how the features section was drawn, and whether the largest
 * paint so far is the hero's heading, painted in that same frame.
 */
const recordFirstPaint = (page: Page) =>
  page.addInitScript(() => {
    const record: Record<string, unknown> = {}
    Object.assign(window, { firstPaint: record })
    new PerformanceObserver((list, observer) => {
      observer.disconnect()
      const features = document.getElementById('features')
      record.firstFrame = document.documentElement.hasAttribute('data-first-frame')
      record.features = features && getComputedStyle(features).display
      record.at = list.getEntries()[0]?.startTime
    }).observe({ type: 'paint' })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null }>) {
        record.largest = entry.element?.id
        record.largestAt = entry.startTime
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    record.shifts = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) record.shifts = (record.shifts as number) + entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
const firstPaint = (page: Page) => page.evaluate(() => (window as unknown as { firstPaint: Record<string, unknown> }).firstPaint)

test.beforeEach(({}, info) => test.skip(info.project.name !== 'phone', 'the same at every width: one run'))

test('a fresh visit lays out the first screen only, and the whole page from the first scroll', async ({ page }) => {
  await openFirstView(page, '/en')
  await expect(page.locator('html')).not.toHaveAttribute('data-whole-page')
  for (const selector of BELOW) expect(await contentVisibility(page, selector), selector).toBe('auto')
  // Near the first screen the browser renders (the first feature card); two screens down, it has
  // rendered nothing yet, not even once while the sections above still had guessed heights.
  await expect.poll(() => rendersInside(page, '[data-feature="mood"]')).toBe(true)
  expect(await rendersInside(page, '[data-feature="community"]')).toBe(false)
  expect(await neverLaidOut(page, '#screenshots')).toBe(true)
  await page.mouse.wheel(0, 300)
  await expect(page.locator('html')).toHaveAttribute('data-whole-page', '')
  for (const selector of BELOW) expect(await contentVisibility(page, selector), selector).toBe('visible')
  expect(await rendersInside(page, '[data-feature="community"]')).toBe(true)
})

test('a fresh visit paints the header and the hero first, and the rest in the frames after', async ({ page }) => {
  await recordFirstPaint(page)
  await openFirstView(page, '/en')
  // The first frame: what follows the hero is not displayed, and the hero's heading is painted in it.
  await expect.poll(() => firstPaint(page)).toMatchObject({ firstFrame: true, features: 'none', largest: 'hero-title' })
  const painted = await firstPaint(page)
  expect(painted.largestAt).toBe(painted.at)
  // Then the attribute goes, and the first feature card is rendered as before.
  await expect(page.locator('html')).not.toHaveAttribute('data-first-frame')
  await expect(page.locator('#features')).toBeVisible()
  expect(await contentVisibility(page, '#features')).toBe('visible')
  await expect.poll(() => rendersInside(page, '[data-feature="mood"]')).toBe(true)
})

/** The text styles (family, size, weight, slant) of the text the first frame of a fresh visit draws. */
const firstFrameTextStyles = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement
    root.setAttribute('data-first-frame', '')
    const styles = new Set<string>()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement
      if (!node.textContent?.trim() || !element?.checkVisibility({ contentVisibilityAuto: true })) continue
      const style = getComputedStyle(element)
      styles.add(`${style.fontFamily.split(',')[0]} ${style.fontSize} ${style.fontWeight} ${style.fontStyle}`)
    }
    root.removeAttribute('data-first-frame')
    return [...styles].sort()
  })

test('the first frame draws its text in few styles, whatever the language', async ({ page }) => {
  // Each family, size and weight the frame uses is a font the browser looks up and sets up before
  // it can paint (on Linux, a round trip to the browser process each, 1–12 ms measured): the header
  // and the hero share eight (decision 008).
  for (const path of ['/', '/en', '/es', '/fr', '/de']) {
    await open(page, path)
    const styles = await firstFrameTextStyles(page)
    expect(styles.length, `${path}: ${styles.join(', ')}`).toBeLessThanOrEqual(8)
  }
})

test('on a slow phone too, the first screen is painted whole and nothing moves while the page loads', async ({ page }) => {
  // A processor four times slower paints while the page is still being parsed; the home page
  // holds its first paint until the hero is parsed (<link rel="expect">, src/entry-server.tsx).
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await recordFirstPaint(page)
  await openFirstView(page, '/de')
  await expect.poll(() => firstPaint(page)).toMatchObject({ firstFrame: true })
  await expect(page.locator('html')).not.toHaveAttribute('data-first-frame')
  const painted = await firstPaint(page)
  // The largest paint (whichever block of the hero it is in German) came with the first one.
  expect(painted.largestAt).toBe(painted.at)
  expect(painted.shifts).toBe(0)
})

test('a page opened at a section shows that section, laid out whole from the first paint', async ({ page }) => {
  await recordFirstPaint(page)
  await openFirstView(page, '/en#faq')
  await expect(page.locator('html')).toHaveAttribute('data-whole-page', '')
  await expect.poll(() => firstPaint(page)).toMatchObject({ firstFrame: false, features: 'block' })
  expect(await contentVisibility(page, '[data-feature]')).toBe('visible')
  await expect(page.locator('#faq-title')).toBeInViewport()
})

test('a section link pressed before any script has run lands on its section', async ({ page }) => {
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
  await page.goto('/en')
  await page
    .getByRole('navigation', { name: tr('en', 'Quick links') })
    .getByRole('link', { name: tr('en', 'Testimonials') })
    .click()
  await expect(page).toHaveURL(/\/en#testimonials$/)
  // The browser's own jump: the target section (:target) lays the page out whole.
  expect(await contentVisibility(page, '[data-feature]')).toBe('visible')
  await expect(page.locator('#testimonials-title')).toBeInViewport()
})

test('reloading, or coming back to the home page, returns to the same section', async ({ page }) => {
  await open(page, '/en')
  await page.locator('#faq-title').scrollIntoViewIfNeeded()
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-whole-page', '')
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
  await expect(page.locator('html')).toHaveAttribute('data-whole-page', '')
  await expect(page.locator('#site-footer')).toBeInViewport()
})

test('the privacy policy lays out its first sections first, and lands on any section it is opened at', async ({ page }) => {
  await openFirstView(page, '/en/privacy')
  await expect(page.locator('html')).not.toHaveAttribute('data-whole-page')
  expect(await rendersInside(page, 'section:has(> #controller)')).toBe(true)
  expect(await neverLaidOut(page, 'section:has(> #contact)')).toBe(true)
  await page.mouse.wheel(0, 300)
  await expect(page.locator('html')).toHaveAttribute('data-whole-page', '')
  expect(await rendersInside(page, 'section:has(> #contact)')).toBe(true)

  await openFirstView(page, '/en/privacy#rights')
  await expect(page.locator('html')).toHaveAttribute('data-whole-page', '')
  await expect(page.locator('#rights')).toBeInViewport()
})
