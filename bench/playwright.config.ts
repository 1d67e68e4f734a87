import { availableParallelism } from 'node:os'
import { basename, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'
import { portSetting } from '../scripts/port.mjs'
import { freePorts, nginxServer, systemChromium } from '../tests/playwright-shared'
import { SLOW_PHONE, SLOW_PHONE_ON_A_LINK, type BenchOptions } from './slow-phone'
import type { BenchTable } from './reporter'

/**
 * The benches: Playwright projects run one test at a time, never by `npm test` (the end-to-end
 * config's testDir is tests/e2e). Against a build (`npm run build` first; BENCH_DIR for another
 * folder, which needs its deploy/<name>.nginx.conf) served by nginx as production serves it.
 * BENCH_RUNS runs of each test (`repeatEach`, default 5), as rounds: every test once, then again;
 * the paint scenario BENCH_PAINT_RUNS (eight times BENCH_RUNS unless given).
 * bench/reporter.ts prints the tables, writes bench/*.json and the README's tables.
 */
const root = fileURLToPath(new URL('..', import.meta.url))
const dir = resolve(root, process.env.BENCH_DIR ?? 'dist')
const isDist = dir === resolve(root, 'dist')
const runs = Number(process.env.BENCH_RUNS ?? 5)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a whole number from 1, got ${process.env.BENCH_RUNS}`)
// The paint scenario's pairs: eight times the runs unless given. One load of a pair spreads
// 0.5–1.5× its copy's on this machine, so a page that paints exactly like its copy still misses the
// 1.1× line in about 20 % of runs of 5 pairs, 8 % of 15 and 1 % of 40 (bench/NOTES.md, 2026-11-29):
// 40 pairs, for about 8 minutes more a project than 15, make a miss mean something.
const paintRuns = Number(process.env.BENCH_PAINT_RUNS ?? 8 * runs)
if (!Number.isInteger(paintRuns) || paintRuns < 1) throw new Error(`BENCH_PAINT_RUNS must be a whole number from 1, got ${process.env.BENCH_PAINT_RUNS}`)

// Three free ports, unless given: the site (one nginx worker, as the end-to-end suite), the load
// bench's server (one worker per core, as production would run it) and the slow link in front of
// the site (bench/slow-link.mjs).
if (!process.env.BENCH_PORT) [process.env.BENCH_PORT, process.env.BENCH_LOAD_PORT, process.env.BENCH_LINK_PORT] = freePorts(3).map(String)
const port = portSetting('BENCH_PORT')
const loadPort = portSetting('BENCH_LOAD_PORT', port + 1)
const linkPort = portSetting('BENCH_LINK_PORT', port + 2)

/** A project's table: its JSON is bench/<name>.json (…-<folder>.json for another build), its README table only for dist/. */
const table = (name: string, title: string, layout: BenchTable['layout'], readme: string): { table: BenchTable } => ({
  table: { title, layout, json: `bench/${name}${isDist ? '' : `-${basename(dir)}`}.json`, ...(isDist ? { readme } : {}) },
})

const { network, cpu, phone } = SLOW_PHONE
const visitorTitle = `${phone.viewport.width}×${phone.viewport.height} at ${phone.deviceScaleFactor}×, touch, Pixel 7 user agent; slow 4G: ${network.latency} ms round trip, ${(network.downloadThroughput * 8) / 1e6} Mbit/s down, ${(network.uploadThroughput * 8) / 1e3} kbit/s up; CPU ${cpu}× slower; cold cache each load`

/**
 * The full system Chromium, its V8 told to record where each function's code stands as it compiles
 * it (`--no-enable-lazy-source-positions`). Playwright turns on the DevTools Runtime domain, and V8
 * then records line and column for every `Error` created: React DOM creates three while the
 * start-up chunk is evaluated, which otherwise makes V8 parse the whole chunk again, work a
 * visitor's browser never does (275–432 ms of a load at 4× CPU). Recorded as it compiles, nothing
 * is parsed again; the compiler's small extra work is counted for the page and its scriptless copy
 * alike (bench/NOTES.md, 2026-11-27). Lighthouse starts a Chromium of its own, without the flag,
 * and its traces never showed the second parse.
 */
const browser = systemChromium({ headlessShell: false })
const benchChromium = { ...browser, launchOptions: { ...browser.launchOptions, args: [...browser.launchOptions.args, '--js-flags=--no-enable-lazy-source-positions'] } }

export default defineConfig<BenchOptions>({
  testDir: '.',
  outputDir: '../test-results/bench',
  // One test at a time: a measurement shares the 2 cores with nothing of its own.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 90_000,
  reporter: [['list'], ['./reporter.ts']],
  use: {
    ...benchChromium,
    baseURL: `https://127.0.0.1:${port}`,
    ignoreHTTPSErrors: true,
    trace: 'off',
  },
  projects: [
    {
      // What a visitor on a slow phone notices: paint beside plain HTML, with hydration, as many
      // pairs as `paintRuns`; then (`visitor`) taps, sends and switches.
      name: 'visitor-paint',
      testDir: './visitor',
      testMatch: 'paint.spec.ts',
      repeatEach: paintRuns,
      use: { ...phone, throttling: SLOW_PHONE },
      metadata: table('visitor-paint', `Paint beside plain HTML. ${visitorTitle}`, 'figures', 'bench-visitor-paint'),
    },
    {
      name: 'visitor',
      testDir: './visitor',
      testIgnore: 'paint.spec.ts',
      repeatEach: runs,
      use: { ...phone, throttling: SLOW_PHONE },
      metadata: table('visitor', `Visitor bench: ${visitorTitle}`, 'figures', 'bench-visitor'),
    },
    {
      // The paint scenario again on the same phone and the same slow 4G, the network now one link
      // that every byte crosses in the order the server sends it (bench/slow-link.mjs), as a real
      // network carries HTTP/2: DevTools' throttling (above) slows each request by itself, so the
      // page's HTML shares the bandwidth with the scripts it names, which no real network does.
      name: 'visitor-link',
      testDir: './visitor',
      testMatch: 'paint.spec.ts',
      repeatEach: paintRuns,
      use: { ...phone, throttling: SLOW_PHONE_ON_A_LINK, baseURL: `https://127.0.0.1:${linkPort}` },
      metadata: table(
        'visitor-link',
        `Paint on one slow link (bench/slow-link.mjs): the same phone and CPU ${cpu}× slower; ${network.latency} ms round trip, ${(network.downloadThroughput * 8) / 1e6} Mbit/s down, ${(network.uploadThroughput * 8) / 1e3} kbit/s up, shared first in, first out by every connection, the TLS handshake included; cold cache each load`,
        'figures',
        'bench-visitor-link',
      ),
    },
    {
      name: 'lighthouse',
      testMatch: 'lighthouse.spec.ts',
      repeatEach: runs,
      // A run takes 20–60 s here, more when the machine is busy.
      timeout: 180_000,
      metadata: table('lighthouse', 'Lighthouse 12 mobile (simulated throttling)', 'groups', 'bench'),
    },
    {
      name: 'load',
      testMatch: 'load.spec.ts',
      use: { baseURL: `https://127.0.0.1:${loadPort}` },
      metadata: table('load', `${availableParallelism()} cores (server and load generator share them), loopback, HTTP/1.1 over TLS`, 'groups', 'load'),
    },
    {
      // `npm run size`: what each first view loads, per file (no budget: tests/e2e/budgets.spec.ts holds those).
      name: 'size',
      testMatch: 'size.spec.ts',
      use: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, userAgent: devices['Pixel 7'].userAgent },
    },
  ],
  webServer: [
    // Making the copy with the scriptless pages (bench/serve-site.mjs: a copy of the build, each page's
    // copy compressed as the build does) takes seconds on a busy machine; stopped, it removes the copy.
    { ...nginxServer(`node bench/serve-site.mjs ${dir}`, port), cwd: root, timeout: 60_000 },
    { ...nginxServer(`node scripts/nginx.mjs ${dir}`, loadPort, { NGINX_WORKERS: 'auto' }), cwd: '..' },
    {
      command: `node bench/slow-link.mjs ${linkPort} ${port} ${network.latency} ${network.downloadThroughput * 8} ${network.uploadThroughput * 8}`,
      cwd: root,
      wait: { stdout: /^Slow link on/m },
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      timeout: 10_000,
    },
  ],
})
