import type { Page } from '@playwright/test'
import { LOCALE_INFO, type Locale } from '../../src/i18n/locales'
import { tr } from '../../tests/e2e/catalogs'
import { languagePicker } from '../../tests/e2e/fixtures'
import { test } from '../fixtures'
import { record } from '../record'
import { hydration, pickerLink, quietLoad } from './visit'

// Scenarios 7 and 8: language switches, where React error 418 came from before issue 23. Any
// console or page error fails the run (tests/e2e/fixtures.ts).

const HEADING = 'Find peace in God’s Word, one day at a time'

/**
 * Through the picker from `from` to `to`: whether `<html lang>` and the main heading followed
 * within 10 s (the switch first hydrates every island still in its prerendered HTML, which takes
 * seconds on a busy machine), and half a second later, when errors of a late island would be seen.
 */
async function switchLanguage(page: Page, from: Locale, to: Locale, readingMs = 0) {
  await languagePicker(page, from).tap({ timeout: 10_000 })
  await pickerLink(page, to).waitFor({ state: 'visible', timeout: 5000 })
  await page.waitForTimeout(readingMs)
  await pickerLink(page, to).tap({ timeout: 10_000 })
  const [tag, heading] = [LOCALE_INFO[to].tag, tr(to, HEADING)]
  const followed = () =>
    page.waitForFunction(([t, h]) => document.documentElement.lang === t && document.querySelector('h1')?.textContent?.trim() === h, [tag, heading], { timeout: 10_000 }).then(
      () => true,
      () => false,
    )
  if (!(await followed())) return false
  await page.waitForTimeout(500)
  return followed()
}

test('four language switches after scrolling down / and halfway back', async ({ page }) => {
  await quietLoad(page, '/')
  // Wheel turns of 600 px with a look after each (DevTools' synthetic swipes do not scroll headless
  // Chromium): down to the bottom, then back up to half the page.
  const position = () => page.evaluate(() => ({ y: scrollY, bottom: document.documentElement.scrollHeight - innerHeight }))
  await page.mouse.move(180, 420)
  for (let turns = 0; turns < 40; turns++) {
    const { y, bottom } = await position()
    if (y >= bottom - 4) break
    await page.mouse.wheel(0, 600)
    await page.waitForTimeout(250)
  }
  const { bottom } = await position()
  for (let turns = 0; turns < 40; turns++) {
    const { y } = await position()
    if (y <= bottom / 2) break
    await page.mouse.wheel(0, -Math.min(600, y - bottom / 2 + 1))
    await page.waitForTimeout(250)
  }
  const end = await position()
  if (end.y <= 0 || end.y > bottom / 2) throw new Error(`the page did not scroll as asked (at ${end.y} of ${bottom} px)`)
  const path: Locale[] = ['pt', 'en', 'es', 'fr', 'de']
  let followed = 0
  for (let i = 1; i < path.length; i++) followed += Number(await switchLanguage(page, path[i - 1]!, path[i]!))
  await record('language switches after scrolling (pt → en → es → fr → de): `<html lang>` and h1 follow', followed === path.length - 1, { unit: 'yes', budget: { every: true } })
})

// The first thing a visitor who does not read Portuguese does: switch to English as soon as `/`
// has hydrated, without scrolling. That tap starts loading every island's code below, and the
// switch lands while it arrives; a fresh load for each time spent reading the menu.
for (const readingMs of [150, 300, 450, 600]) {
  test(`first switch to English right after / hydrated, menu read ${readingMs} ms`, async ({ page }) => {
    await page.goto('/', { waitUntil: 'commit', timeout: 30_000 })
    if ((await hydration(page)) === null) throw new Error('/ did not hydrate within 20 s')
    const followed = await switchLanguage(page, 'pt', 'en', readingMs)
    await record(`first switch to English right after hydration of \`/\`, menu read ${readingMs} ms: \`<html lang>\` and h1 follow`, followed, { unit: 'yes', budget: { every: true } })
  })
}
