#!/usr/bin/env node
// Serves builds as Cloudflare Pages does, on its runtime (workerd) through `wrangler pages dev`:
// each build's `_headers`, Pages' own redirects (`x.html` and `x/` to `x`) and its 404 pages. For
// the end-to-end suite (playwright.config.ts), which checks it against nginx (tests/e2e/hosts.spec.ts).
// One wrangler per folder, started side by side; says "Serving …" once every one answers.
// Offline: no login, no telemetry or error reports, no update check, no fetch of Cloudflare's
// request metadata. Runs in the foreground until stopped; stops all when one stops.
// Usage: node scripts/pages-dev.mjs [dir[:port]]…   (default dist; a folder without a port takes PORT, default 8788)
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { portOrExit } from './port.mjs'

const host = '127.0.0.1'

const fail = (message) => {
  console.error(message)
  process.exit(1)
}

const defaultPort = portOrExit('PORT', 8788)
const sites = (process.argv.length > 2 ? process.argv.slice(2) : ['dist']).map((arg) => {
  const [dir, port] = arg.split(':')
  return { root: resolve(dir), port: port === undefined ? defaultPort : Number(port) }
})
for (const { root, port } of sites) {
  if (!existsSync(join(root, 'index.html'))) fail(`${root} has no build: run npm run build first.`)
  if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`${root}: the port must be a number, got ${port}`)
}

/** Listens on `wanted` (0: any free port); resolves with the listening server, or fails with `taken`. */
const listen = (wanted, taken) =>
  new Promise((resolveServer) => {
    const server = createServer()
    server.once('error', () => fail(taken))
    server.listen(wanted, host, () => resolveServer(server))
  })
/** @param {import('node:net').Server} server */
const portOf = (server) => /** @type {import('node:net').AddressInfo} */ (server.address()).port

// Say so at once when a port is taken, rather than let wrangler fail among its own messages.
// wrangler also opens a debugger port, 9229 unless told (it refuses 0): two at once would race for
// it, so each gets a free one, all held until every one is chosen.
const held = []
for (const { port } of sites) held.push(await listen(port, `Port ${port} on ${host} is already in use: give a free one (in the tests E2E_PORT, or E2E_CLOUDFLARE_PORT and E2E_CLOUDFLARE_PSEUDO_PORT).`))
const inspectors = []
while (inspectors.length < sites.length) inspectors.push(await listen(0, 'No free loopback port for the debugger.'))
const inspectorPorts = inspectors.map(portOf)
await Promise.all([...held, ...inspectors].map((server) => new Promise((closed) => server.close(closed))))

const wrangler = join(dirname(fileURLToPath(import.meta.resolve('wrangler/package.json'))), 'bin', 'wrangler.js')
const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  // The banner is where wrangler asks the npm registry for a newer version.
  WRANGLER_HIDE_BANNER: 'true',
  // Else workerd's `request.cf` is fetched from workers.cloudflare.com (a stand-in is used).
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_LOG_PATH: join(tmpdir(), 'selah-wrangler-logs'),
}
// Each wrangler its own state folder, taken away on exit: side by side in one `.wrangler/state`,
// two workerd raced for its SQLite database on a clean clone ("database is locked"), and one did
// not start.
const states = sites.map(() => mkdtempSync(join(tmpdir(), 'selah-wrangler-state-')))
process.once('exit', () => states.forEach((state) => rmSync(state, { recursive: true, force: true })))
const children = sites.map(({ root, port }, i) => {
  const args = ['pages', 'dev', root, '--ip', host, '--port', String(port), '--inspector-port', String(inspectorPorts[i]), '--persist-to', states[i]]
  const child = spawn(process.execPath, [wrangler, ...args], { stdio: ['ignore', 'inherit', 'inherit'], env })
  child.once('error', (error) => fail(`wrangler did not start: ${error.message}`))
  return child
})

const stopAll = () => children.forEach((child) => child.kill('SIGTERM'))
process.once('SIGINT', stopAll)
process.once('SIGTERM', stopAll)
for (const child of children) {
  child.once('exit', (code, signal) => {
    stopAll()
    process.exit(signal ? 0 : (code ?? 1))
  })
}

/** Resolves once the server on `port` answers. */
async function answers(port) {
  for (;;) {
    try {
      await fetch(`http://${host}:${port}/`, { method: 'HEAD' })
      return
    } catch {
      await new Promise((next) => setTimeout(next, 100))
    }
  }
}
await Promise.all(sites.map(({ port }) => answers(port)))
console.log(`Serving ${sites.map(({ root, port }) => `${root} at http://${host}:${port}/`).join(', ')} on Cloudflare Pages' runtime (wrangler pages dev)`)
