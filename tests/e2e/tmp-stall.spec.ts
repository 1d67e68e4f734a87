import { href, open, test } from './fixtures'
const rafWithin = (page: import('@playwright/test').Page, ms: number) =>
  page.evaluate((ms) => new Promise<boolean>((resolve) => { requestAnimationFrame(() => resolve(true)); setTimeout(() => resolve(false), ms) }), ms)
for (const path of ['/', '/terms', '/support', '/privacy']) {
  test(`stall probe ${path}`, { tag: '@phone' }, async ({ page }) => {
    for (const lang of ['pt', 'en', 'de'] as const) {
      await open(page, href(path, lang))
      if (!(await rafWithin(page, 3000))) {
        const state = await page.evaluate(() => ({ vis: document.visibilityState, focus: document.hasFocus(), ready: document.readyState, y: scrollY }))
        console.log('STALL', path, lang, JSON.stringify(state))
        const t = Date.now()
        let ok = false
        while (!ok && Date.now() - t < 20000) ok = await rafWithin(page, 1000)
        console.log('STALL-END', path, lang, ok ? `recovered after ${Date.now() - t} ms by waiting` : 'still stalled after 20 s')
      }
    }
  })
}
