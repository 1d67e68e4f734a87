import type { Locator, Page } from '@playwright/test'
import { tr } from '../../tests/e2e/catalogs'
import { languagePicker } from '../../tests/e2e/fixtures'
import { BUDGET } from '../budgets'
import { test } from '../fixtures'
import { record } from '../record'
import { longestEventSince, partHydrated } from './page-instrument'
import { pickerLink, quietLoad } from './visit'

// Scenario 6: everyday taps once `/en` has loaded, each one's longest event duration (as INP
// counts it), in order on one page, each once its island has hydrated.

interface Tap {
  label: string
  control: (page: Page) => Locator
  before?: (page: Page) => Promise<void>
  after?: (page: Page) => Promise<void>
}

const screens = (page: Page, name: string) => page.locator('#screenshots').getByRole('button', { name: tr('en', name), exact: true })
const TAPS: Tap[] = [
  { label: 'open the language picker', control: (page) => languagePicker(page, 'en'), after: (page) => page.keyboard.press('Escape').then(() => page.waitForTimeout(300)) },
  { label: 'open an FAQ question', control: (page) => page.locator('#faq details summary').first() },
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

test('everyday taps once /en has loaded', async ({ page }) => {
  await quietLoad(page, '/en')
  for (const tap of TAPS) {
    await tap.before?.(page)
    const control = tap.control(page)
    await control.scrollIntoViewIfNeeded({ timeout: 10_000 })
    await control.evaluate(partHydrated, 2000)
    const since = await page.evaluate(() => performance.now())
    await control.tap({ timeout: 10_000 })
    const longest = await page.evaluate(longestEventSince, since)
    await record(`once loaded, ${tap.label}: longest event duration (ms)`, longest, { unit: 'ms', missing: 'failed', budget: { max: BUDGET.everydayTapMs, noneLost: true } })
    await tap.after?.(page)
  }
})
