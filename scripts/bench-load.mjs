#!/usr/bin/env node
// `npm run bench:load`: how much the production server takes. Serves dist/ with nginx as production
// does (scripts/nginx.mjs, one worker per core) and drives it with autocannon from this machine:
// the home page alone, then a mix of every page in every language, the 404 page and the hashed
// files a first view loads, each for DURATION seconds at CONNECTIONS connections, as a browser asks
// (brotli or gzip). Prints requests per second, latency (p50, p99) and errors; writes
// bench/load.json. Only ever targets 127.0.0.1.
// Usage: npm run bench:load   (LOAD_PORT, default 4349; LOAD_SECONDS, default 20; LOAD_CONNECTIONS,
//        default 100; --no-build to reuse dist/)
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { startNginx } from './start-nginx.mjs'

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } })
const bounded = (name, fallback, max) => {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`${name} must be a whole number from 1 to ${max}`)
  return value
}
const port = bounded('LOAD_PORT', 4349, 65535)
const duration = bounded('LOAD_SECONDS', 20, 120)
const connections = bounded('LOAD_CONNECTIONS', 100, 1000)
// Over TLS, as production; autocannon speaks HTTP/1.1 only (browsers get HTTP/2 on the same port) and
// accepts the self-signed certificate of scripts/nginx.mjs.
const base = `https://127.0.0.1:${port}`

if (!values['no-build']) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

// What a first view of the home page loads besides its HTML: the scripts and the style sheet.
const home = readFileSync('dist/index.html', 'utf8')
const assets = [...home.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1])
const pages = ['', '/en', '/es', '/fr', '/de'].flatMap((prefix) => [`${prefix}/`, `${prefix}/privacy`, `${prefix}/terms`, `${prefix}/support`])
const MIX = [...pages.map((p) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p)), '/en/nope', ...assets]

const SCENARIOS = [
  { name: 'home page', paths: ['/'] },
  { name: `mix of ${MIX.length} URLs (pages, 404, assets)`, paths: MIX },
]

const server = await startNginx('dist', port, { NGINX_WORKERS: 'auto' }).catch((error) => {
  console.error(`${error.message}; set LOAD_PORT to a free port`)
  process.exit(1)
})

const rows = []
try {
  for (const scenario of SCENARIOS) {
    process.stdout.write(`${scenario.name}: ${duration} s at ${connections} connections…\n`)
    const result = await autocannon({
      url: base,
      connections,
      duration,
      headers: { 'accept-encoding': 'br, gzip' },
      requests: scenario.paths.map((path) => ({ method: 'GET', path })),
    })
    // The mix asks for a missing page on purpose: its 404s are answers, not errors.
    const expected404 = scenario.paths.includes('/en/nope') ? Math.round(result.requests.total / scenario.paths.length) : 0
    rows.push({
      scenario: scenario.name,
      requestsPerSecond: result.requests.average,
      requests: result.requests.total,
      throughputMiBps: result.throughput.average / 1024 / 1024,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      expected404,
    })
  }
} finally {
  server.kill()
}

const nginxVersion = spawnSync(process.env.NGINX_PATH ?? 'nginx', ['-v'], { encoding: 'utf8' }).stderr.trim().replace('nginx version: ', '')
const summary = `${nginxVersion}, ${availableParallelism()} cores (server and load generator share them), loopback, HTTP/1.1 over TLS, ${duration} s at ${connections} connections per scenario, ${new Date().toISOString().slice(0, 10)}.`
const header = ['scenario', 'requests/s', 'p50', 'p99', 'max', 'throughput', 'errors', 'timeouts', 'non-2xx']
const table = [
  `| ${header.join(' | ')} |`,
  `| ${header.map(() => '---').join(' | ')} |`,
  ...rows.map(
    (r) =>
      `| ${r.scenario} | ${Math.round(r.requestsPerSecond).toLocaleString('en')} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.maxMs} ms | ${r.throughputMiBps.toFixed(1)} MiB/s | ${r.errors} | ${r.timeouts} | ${r.non2xx}${r.expected404 ? ` (the 404 page: ≈${r.expected404})` : ''} |`,
  ),
].join('\n')
console.log(`\n${summary}\n\n${table}\n`)

mkdirSync('bench', { recursive: true })
writeFileSync('bench/load.json', `${JSON.stringify({ date: new Date().toISOString(), nginx: nginxVersion, duration, connections, scenarios: rows }, null, 2)}\n`)
const readme = readFileSync('README.md', 'utf8')
const marked = /<!-- load:start -->[\s\S]*<!-- load:end -->/
if (marked.test(readme)) writeFileSync('README.md', readme.replace(marked, `<!-- load:start -->\n${summary}\n\n${table}\n<!-- load:end -->`))

const failed = rows.some((r) => r.errors > 0 || r.timeouts > 0 || r.non2xx > r.expected404 * 1.05 + 1)
console.log(failed ? 'Errors under load.' : 'No errors under load.')
process.exit(failed ? 1 : 0)
