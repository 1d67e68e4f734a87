import { execFileSync } from 'node:child_process'
import { findChromium } from '../scripts/find-chromium.mjs'

/**
 * What the end-to-end suite (playwright.config.ts) and the benches (bench/playwright.config.ts)
 * share: free ports, the system Chromium and nginx as production runs it.
 */

/**
 * `count` free loopback ports, asked of the system once, in the runner (its workers inherit what
 * the config puts in the environment, so they never ask again).
 */
export function freePorts(count: number): number[] {
  const script = `const net = require('net'); const servers = []
    const next = () => servers.length < ${count} ? servers.push(net.createServer().listen(0, '127.0.0.1', next))
      : (process.stdout.write(servers.map((s) => s.address().port).join(' ')), servers.forEach((s) => s.close()))
    next()`
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim().split(' ').map(Number)
}

/**
 * The system Chromium (never a downloaded one). `headlessShell`: Debian's headless shell when
 * installed, half the processor time of the full browser (the end-to-end tests); measurements of
 * what a visitor sees keep the full browser.
 */
export const systemChromium = ({ headlessShell }: { headlessShell: boolean }) => ({
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: findChromium({ headlessShell }),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  },
})

/**
 * How Playwright stops a server it started. Without this it kills the launcher's process group at
 * once (SIGKILL): the launchers never took away their temporary folders (nginx's configuration and
 * certificate, each wrangler's state and workerd's files), and every run of the suite left six in
 * the system's temporary folder. SIGTERM lets each launcher stop its server and clean up.
 */
export const STOP_GRACEFULLY = { signal: 'SIGTERM', timeout: 10_000 } as const

/**
 * Debian's nginx with the server snippet the build generated (scripts/nginx.mjs), over HTTP/2 with
 * TLS: the production headers, Content-Security-Policy included, a real host's paths and the
 * protocol production speaks. `command` starts it (scripts/nginx.mjs on a build, or a wrapper).
 */
export const nginxServer = (command: string, port: number, env: Record<string, string> = {}) => ({
  command,
  env: { ...env, PORT: String(port) },
  url: `https://127.0.0.1:${port}/`,
  // nginx answers over HTTP/2 with a certificate of its own making (scripts/nginx.mjs).
  ignoreHTTPSErrors: true,
  // A port already in use is an error (the launcher says so), never someone else's server.
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  timeout: 15_000,
  gracefulShutdown: STOP_GRACEFULLY,
})
