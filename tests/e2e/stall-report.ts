import type { Page } from '@playwright/test'

/**
 * Whether Chromium still draws frames for the page, and for a new page beside it: what the quality
 * gate (fixtures.ts) says when a test times out. A click once waited out a test's 30 s for an
 * element to be "stable" right after a page opened, in 2 of 5 full runs and in none of 300 page
 * opens alone; this tells, next time, whether the page stopped being drawn or the test waited for
 * something else.
 */
export async function frameReport(page: Page) {
  const drawsWithin = (target: Page) =>
    target
      .evaluate(() => new Promise<string>((resolve) => {
        requestAnimationFrame(() => resolve('drew a frame'))
        setTimeout(() => resolve(`drew no frame in 2 s (${document.visibilityState}, ${document.readyState})`), 2000)
      }))
      .catch((error: Error) => `could not be asked (${error.message.split('\n')[0]})`)
  const fresh = await page.context().newPage()
  await fresh.setContent('<p>probe</p>')
  const report = `the page ${await drawsWithin(page)}; a new page beside it ${await drawsWithin(fresh)}`
  await fresh.close()
  return report
}
