import { expect, type Page } from '@playwright/test'

// Opening a page as a visitor does: its first view hydrated (`openFirstView`), or the page looked
// down to its end and back (`open`). Every spec takes them from fixtures.ts, with the quality gate.

/**
 * Opens a page and waits until React has hydrated its prerendered HTML (its first screen). Up to
 * 15 s: with the processor slowed four times (first-touch.spec.ts) on a busy 2-core machine,
 * hydration once took more than the 5 s an assertion waits by default. How soon it comes is the
 * visitor bench's budget (2.5 s on a slow phone), not this wait's.
 */
export async function openFirstView(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('h1')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 15_000 })
}

/**
 * Opens a page the way a visitor who has looked down it finds it: hydrated, scrolled to its end
 * and back to the top, so that every part whose code loads in view (components/deferred.tsx) has
 * been asked for, and with the network quiet. A part with nothing to press keeps its HTML.
 *
 * It scrolls with the mouse wheel, a screen at a time, as a visitor does: Chromium's compositor
 * moves the page. Not with `window.scrollTo` from the page: on the 2-core machine, scrolls made by
 * the page's main thread while the page's code hydrates the parts they bring into view sometimes
 * left Chromium's compositor waiting for good (tests/README.md, "What caused it").
 */
export async function open(page: Page, path: string) {
  const network = watchRequests(page)
  await openFirstView(page, path)
  const [height, screen] = await page.evaluate(() => [document.documentElement.scrollHeight, innerHeight])
  for (let y = 0; y < height; y += screen) {
    await page.mouse.wheel(0, screen)
    // A frame lets the parts in view ask for their code; on a loaded machine Chromium may not
    // draw one for a while, so at most 100 ms.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          requestAnimationFrame(resolve)
          setTimeout(resolve, 100)
        }),
    )
  }
  // The wheel does not wait for the scroll it starts: back at the top once the page says so.
  await page.mouse.wheel(0, -height)
  await page.waitForFunction(() => scrollY === 0, undefined, { polling: 50 })
  await network.quiet()
  // The look went all the way down: the site's footer, at the end of every page, loads in view.
  // Up to 15 s, as for the page's own hydration above (the processor slowed four times, a busy machine).
  const footer = page.locator('[data-island="site-footer"]')
  await expect(footer, 'open(): the footer hydrated by the look down the page').toHaveAttribute('data-hydrated', '', { timeout: 15_000 })
  // And so was every other part whose code loads in view (components/deferred.tsx), but one the
  // page does not show at this width (the desktop's QR code on a phone), which never comes in view.
  const notHydrated = () =>
    page.locator('[data-island][data-load="visible"]:not([data-hydrated])').evaluateAll((parts) =>
      parts.filter((part) => (part.firstElementChild?.getClientRects().length ?? 0) > 0).map((part) => part.getAttribute('data-island')),
    )
  await expect.poll(notHydrated, { message: 'open(): parts that load in view, not hydrated by the look down the page', timeout: 15_000 }).toEqual([])
}

/**
 * Counts the page's requests in flight from now on. `quiet()` resolves once none has been for
 * `ms`: what Playwright's `networkidle` waits for, without its fixed half second (the parts in
 * view ask for their code within a frame of the scroll above).
 */
function watchRequests(page: Page) {
  let inFlight = 0
  let changedAt = performance.now()
  const started = () => {
    inFlight++
    changedAt = performance.now()
  }
  const ended = () => {
    inFlight--
    changedAt = performance.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  return {
    async quiet(ms = 100) {
      while (inFlight > 0 || performance.now() - changedAt < ms) await new Promise((resolve) => setTimeout(resolve, 20))
      page.off('request', started)
      page.off('requestfinished', ended)
      page.off('requestfailed', ended)
    },
  }
}
