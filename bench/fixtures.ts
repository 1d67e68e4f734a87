import type { Page } from '@playwright/test'
import { test as e2e } from '../tests/e2e/fixtures'
import { note } from './record'
import type { BenchOptions, Throttling } from './slow-phone'
import { instrument } from './visitor/page-instrument'

/**
 * The end-to-end suite's test (tests/e2e/fixtures.ts: a console error, an uncaught error or a
 * request to another origin fails it), each test in a fresh context (cold cache), with the
 * project's throttling applied before the test's first navigation.
 */
export const test = e2e.extend<BenchOptions>({
  throttling: [null, { option: true }],
  page: async ({ page, throttling, browser }, use) => {
    await note(`Chromium ${browser.version()}`)
    if (throttling) await throttle(page, throttling)
    await use(page)
  },
})

async function throttle(page: Page, { cpu, network }: Throttling) {
  await page.addInitScript(instrument)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
  if (!network) return
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', network)
}
