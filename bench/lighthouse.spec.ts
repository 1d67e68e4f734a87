import { spawnSync } from 'node:child_process'
import { test as base } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { findChromium } from '../scripts/find-chromium.mjs'
import { BUDGET } from './budgets'
import { note, record } from './record'
import { scriptless } from './scriptless'

// `npm run bench`: Lighthouse 12 in the system Chromium, mobile defaults (simulated throttling),
// on each page below, BENCH_RUNS runs each, one at a time. Its gate is its scores: at least 99 for
// performance, 100 for the rest. Its LCP is reported, not budgeted (bench/budgets.ts says why).
// Beside each page, in the same test, Lighthouse runs on the same page without its scripts
// (bench/serve-site.mjs), the order swapped every run: its performance score and blocking time,
// printed without a budget, say what this machine gives plain HTML that day. Lighthouse multiplies
// the tasks it observes, so a busy or slow machine lowers both; a gap between them is the scripts'.

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

/**
 * One Lighthouse run, or null when it took none: now and then it records no navigation in its trace
 * (NO_NAVSTART). Such a run is shown as lost in the table, never taken again: a run that fails
 * must be seen, not replaced by one that passed.
 */
async function audit(url: string, port: number, ignoreStatusCode: boolean): Promise<Result | null> {
  const flags = { port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: CATEGORIES.map(([id]) => id), ignoreStatusCode }
  const result = await lighthouse(url, flags)
  if (result && !result.lhr.runtimeError) return result.lhr
  console.warn(`Lighthouse lost its run on ${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`)
  return null
}

/** A category's score out of 100, and an audit's figure, of one report; null for a lost run. */
const score = (report: Result | null, id: string) => (report ? Math.round((report.categories[id]?.score ?? 0) * 100) : null)
const metric = (report: Result | null, id: string) => (report ? (report.audits[id]?.numericValue ?? null) : null)

for (const path of PAGES) {
  test(`Lighthouse on ${path}`, async ({ chromePort, baseURL }, info) => {
    // Lighthouse refuses a page that answers 404 unless told that is expected. The missing page has
    // no copy: its scriptless twin would answer 200.
    const missing = path === MISSING_PAGE
    const copyFirst = !missing && info.repeatEachIndex % 2 === 1
    const copy = copyFirst ? await audit(baseURL + scriptless(path), chromePort, false) : undefined
    const lhr = await audit(baseURL + path, chromePort, missing)
    const plain = missing ? undefined : copyFirst ? copy : await audit(baseURL + scriptless(path), chromePort, false)
    if (lhr) await note(`Lighthouse ${lhr.lighthouseVersion}, ${chromium}`)
    const group = `\`${path}\``
    for (const [id, label] of CATEGORIES) {
      const min = EXEMPT[path]?.includes(id) ? undefined : id === 'performance' ? BUDGET.lighthousePerformance : BUDGET.lighthouseOther
      await record(label, score(lhr, id), { group, unit: 'score', ...(min === undefined ? {} : { budget: { min } }) })
    }
    await record('FCP (ms)', metric(lhr, 'first-contentful-paint'), { group, unit: 'ms' })
    await record('LCP (ms)', metric(lhr, 'largest-contentful-paint'), { group, unit: 'ms' })
    await record('TBT (ms)', metric(lhr, 'total-blocking-time'), { group, unit: 'ms' })
    await record('CLS', metric(lhr, 'cumulative-layout-shift'), { group, unit: 'number' })
    const requests = (lhr?.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? []
    const kib = (list: typeof requests) => (lhr ? list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024 : null)
    await record('transfer (KiB)', kib(requests), { group, unit: 'KiB' })
    await record('JS (KiB)', kib(requests.filter((r) => r.resourceType === 'Script')), { group, unit: 'KiB' })
    if (plain !== undefined) {
      await record('perf without scripts', score(plain, 'performance'), { group, unit: 'score' })
      await record('TBT without scripts (ms)', metric(plain, 'total-blocking-time'), { group, unit: 'ms' })
    }
  })
}
