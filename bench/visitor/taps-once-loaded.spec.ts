import type { Locator, Page } from '@playwright/test'
import { tr } from '../../tests/e2e/catalogs'
import { languagePicker } from '../../tests/e2e/fixtures'
import { BUDGET } from '../budgets'
import { test } from '../fixtures'
import { record } from '../record'
import { scriptless } from '../scriptless'
import { longestEventSince, partHydrated } from './page-instrument'
import { pickerLink, quietLoad } from './visit'

// Scenario 6: everyday taps once `/en` has loaded, each one's longest event duration (as INP
// counts it), in order on one page, each once its island has hydrated. The taps that HTML answers
// by itself (the picker's native popover, the FAQ's `<details>`) are also made on the same page
// without its scripts: what the browser alone takes for them, beside what the page takes.

interface Tap {
  label: string
  /** Answered by HTML alone, so measured on the scriptless copy too. */
  asHtml?: boolean
  control: (page: Page) => Locator
  before?: (page: Page) => Promise<void>
  after?: (page: Page) => Promise<void>
}

const screens = (page: Page, name: string) => page.locator('#screenshots').getByRole('button', { name: tr('en', name), exact: true })
const TAPS: Tap[] = [
  { label: 'open the language picker', asHtml: true, control: (page) => languagePicker(page, 'en'), after: (page) => page.keyboard.press('Escape').then(() => page.waitForTimeout(300)) },
  { label: 'open an FAQ question', asHtml: true, control: (page) => page.locator('#faq details summary').first() },
  { label: 'choose a mood (Happy)', control: (page) => screens(page, 'Happy') },
  { label: 'Like', control: (page) => screens(page, 'Like') },
  { label: 'reminder switch', control: (page) => page.locator('#screenshots').getByRole('switch').first() },
  {
    label: 'switch language (to Deutsch)',
    before: async (page) => {
      await languagePicker(page, 'en').tap()
      await pickerLink(page, 'de').waitFor({ state: 'visible', timeout: 5000 })
    },
    control: (page) => pickerLink(page, 'de'),
  },
]

const withoutScripts = (tap: Tap) => `once loaded, ${tap.label}, \`/en\` without its scripts: longest event duration (ms)`

/** Taps `tap`'s control once its part has hydrated (on a page with scripts), and returns the interaction's longest event duration. */
async function longestOf(page: Page, tap: Tap, { hydrates }: { hydrates: boolean }) {
  await tap.before?.(page)
  const control = tap.control(page)
  await control.scrollIntoViewIfNeeded({ timeout: 10_000 })
  if (hydrates) await control.evaluate(partHydrated, 2000)
  const since = await page.evaluate(() => performance.now())
  await control.tap({ timeout: 10_000 })
  const longest = await page.evaluate(longestEventSince, since)
  await tap.after?.(page)
  return longest
}

test('everyday taps once /en has loaded', async ({ page }) => {
  await quietLoad(page, '/en')
  for (const tap of TAPS) {
    const longest = await longestOf(page, tap, { hydrates: true })
    const versus = tap.asHtml ? { figure: withoutScripts(tap), ratio: `once loaded, ${tap.label}, page ÷ page without scripts` } : undefined
    await record(`once loaded, ${tap.label}: longest event duration (ms)`, longest, { unit: 'ms', missing: 'failed', budget: { max: BUDGET.everydayTapMs, noneLost: true }, versus })
  }
})

test('the taps HTML answers, once /en without its scripts has loaded', async ({ page }) => {
  await page.goto(scriptless('/en'), { waitUntil: 'load', timeout: 30_000 })
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {})
  await page.waitForTimeout(1000)
  for (const tap of TAPS.filter((tap) => tap.asHtml)) {
    const longest = await longestOf(page, tap, { hydrates: false })
    await record(withoutScripts(tap), longest, { unit: 'ms', missing: 'failed' })
  }
})
