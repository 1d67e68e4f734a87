import { spawnSync } from 'node:child_process'
import { test as base } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { findChromium } from '../scripts/find-chromium.mjs'
import { BUDGET } from './budgets'
import { note, record } from './record'

// `npm run bench`: Lighthouse 12 in the system Chromium, mobile defaults (simulated throttling),
// on each page below, BENCH_RUNS runs each, one at a time. Its gate is its scores: at least 99 for
// performance, 100 for the rest. Its LCP is reported, not budgeted (bench/budgets.ts says why).

const MISSING_PAGE = '/en/nope'
const PAGES = ['/', '/en', '/de', '/privacy', '/en/support', MISSING_PAGE]
const CATEGORIES = [
  ['performance', 'perf'],
  ['accessibility', 'a11y'],
  ['best-practices', 'best practices'],
  ['seo', 'SEO'],
] as const
/**
 * The missing page is exempt from two scores for doing what it must: SEO, since it answers 404 and
 * asks not to be indexed; best practices, since the browser reports that 404 as a console error.
 */
const EXEMPT: Record<string, string[]> = { [MISSING_PAGE]: ['seo', 'best-practices'] }

// Lighthouse reports the reduced user agent (Chrome/156.0.0.0): the browser says its own version.
const chromium = spawnSync(findChromium(), ['--version'], { encoding: 'utf8' }).stdout.trim()

/** One Chromium for the worker, with a debugging port for Lighthouse to drive. */
const test = base.extend<object, { chromePort: number }>({
  chromePort: [
    async ({}, use) => {
      const chrome = await chromeLauncher.launch({
        chromePath: findChromium(),
        // nginx's certificate is self-signed (scripts/nginx.mjs): accepted, so the run is over HTTP/2 with TLS as in production.
        chromeFlags: ['--headless=new', '--ignore-certificate-errors', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      })
      await use(chrome.port)
      chrome.kill()
    },
    { scope: 'worker' },
  ],
})

for (const path of PAGES) {
  test(`Lighthouse on ${path}`, async ({ chromePort, baseURL }) => {
    // Lighthouse refuses a page that answers 404 unless told that is expected.
    const flags = { port: chromePort, output: 'json' as const, logLevel: 'error' as const, onlyCategories: CATEGORIES.map(([id]) => id), ignoreStatusCode: path === MISSING_PAGE }
    // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is taken again, twice at most.
    let lhr: Result | undefined
    for (let attempt = 1; attempt <= 3 && !lhr; attempt++) {
      const result = await lighthouse(baseURL + path, flags)
      if (result && !result.lhr.runtimeError) lhr = result.lhr
      else if (attempt === 3) throw new Error(`Lighthouse failed on ${path}: ${result?.lhr.runtimeError?.message ?? 'no result'}`)
    }
    await note(`Lighthouse ${lhr!.lighthouseVersion}, ${chromium}`)
    const group = `\`${path}\``
    for (const [id, label] of CATEGORIES) {
      const min = EXEMPT[path]?.includes(id) ? undefined : id === 'performance' ? BUDGET.lighthousePerformance : BUDGET.lighthouseOther
      await record(label, Math.round((lhr!.categories[id]?.score ?? 0) * 100), { group, unit: 'score', ...(min === undefined ? {} : { budget: { min } }) })
    }
    const audit = (id: string) => lhr!.audits[id]?.numericValue ?? null
    await record('FCP (ms)', audit('first-contentful-paint'), { group, unit: 'ms' })
    await record('LCP (ms)', audit('largest-contentful-paint'), { group, unit: 'ms' })
    await record('TBT (ms)', audit('total-blocking-time'), { group, unit: 'ms' })
    await record('CLS', audit('cumulative-layout-shift'), { group, unit: 'number' })
    const requests = (lhr!.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? []
    const kib = (list: typeof requests) => list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024
    await record('transfer (KiB)', kib(requests), { group, unit: 'KiB' })
    await record('JS (KiB)', kib(requests.filter((r) => r.resourceType === 'Script')), { group, unit: 'KiB' })
  })
}
