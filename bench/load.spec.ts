import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { test } from '@playwright/test'
import autocannon from 'autocannon'
import { note, record } from './record'

// `npm run bench:load`: how much nginx takes on this machine (one worker per core, as production
// would run it), driven by autocannon from the same machine, on loopback only: the home page
// alone, then a mix of every page in every language, the 404 page and the files a first view
// loads, LOAD_SECONDS (20) at LOAD_CONNECTIONS (100) each, asking as a browser does (brotli or
// gzip). autocannon speaks HTTP/1.1 over the same TLS port as the browsers' HTTP/2.

const bounded = (name: string, fallback: number, max: number) => {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`${name} must be a whole number from 1 to ${max}`)
  return value
}
const duration = bounded('LOAD_SECONDS', 20, 120)
const connections = bounded('LOAD_CONNECTIONS', 100, 1000)

// What the home page's first view loads besides its HTML: its scripts and any stylesheet file.
const home = readFileSync(`${process.env.BENCH_DIR ?? 'dist'}/index.html`, 'utf8')
const assets = [...home.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!)
const pages = ['', '/en', '/es', '/fr', '/de'].flatMap((prefix) => [prefix || '/', `${prefix}/privacy`, `${prefix}/terms`, `${prefix}/support`])
const MIX = [...pages, '/en/nope', ...assets]

const SCENARIOS = [
  { name: 'home page', paths: ['/'] },
  { name: `mix of ${MIX.length} URLs (pages, 404, assets)`, paths: MIX },
]

for (const scenario of SCENARIOS) {
  test(`load: ${scenario.name}`, async ({ baseURL }) => {
    test.setTimeout((duration + 30) * 1000)
    const nginx = spawnSync(process.env.NGINX_PATH ?? 'nginx', ['-v'], { encoding: 'utf8' })
    await note(`${nginx.stderr.trim().replace('nginx version: ', '') || 'nginx'}, ${duration} s at ${connections} connections`)
    const result = await autocannon({
      url: baseURL!,
      connections,
      duration,
      headers: { 'accept-encoding': 'br, gzip' },
      requests: scenario.paths.map((path) => ({ method: 'GET', path })),
    })
    // The mix asks for a missing page on purpose: its 404s are answers, not errors.
    const expected404 = scenario.paths.includes('/en/nope') ? Math.round(result.requests.total / scenario.paths.length) : 0
    const group = scenario.name
    await record('requests/s', result.requests.average, { group, unit: 'per s' })
    await record('p50 (ms)', result.latency.p50, { group, unit: 'ms' })
    await record('p99 (ms)', result.latency.p99, { group, unit: 'ms' })
    await record('max (ms)', result.latency.max, { group, unit: 'ms' })
    await record('MiB/s', result.throughput.average / 1024 / 1024, { group, unit: 'MiB' })
    await record('errors', result.errors, { group, unit: 'number', budget: { max: 0 } })
    await record('timeouts', result.timeouts, { group, unit: 'number', budget: { max: 0 } })
    // Within 5 % (and one) of the 404s the mix asks for.
    await record('unexpected non-2xx', Math.max(0, result.non2xx - expected404), { group, unit: 'number', budget: { max: Math.round(expected404 * 0.05) + 1 } })
  })
}
