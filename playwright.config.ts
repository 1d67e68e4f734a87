import { execFileSync } from 'node:child_process'
import { defineConfig, devices } from '@playwright/test'
import { findChromium } from './scripts/find-chromium.mjs'

/**
 * The servers' ports: E2E_PORT for the production build and the next one for the pseudo-locale
 * build when E2E_PORT is set; else two free loopback ports, asked of the system once, here in the
 * runner, which sets them in the environment that its workers inherit.
 */
function freePorts(): [number, number] {
  const script = `const net = require('net'); const a = net.createServer().listen(0, '127.0.0.1', () => {
    const b = net.createServer().listen(0, '127.0.0.1', () => { process.stdout.write(a.address().port + ' ' + b.address().port); a.close(); b.close() }) })`
  const [first, second] = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim().split(' ').map(Number)
  return [first!, second!]
}
if (!process.env.E2E_PORT) [process.env.E2E_PORT, process.env.E2E_PSEUDO_PORT] = freePorts().map(String)
const port = Number(process.env.E2E_PORT)
const pseudoPort = Number(process.env.E2E_PSEUDO_PORT ?? port + 1)

/**
 * Debian's nginx with the server snippet the build generated (scripts/nginx.mjs): every test runs
 * against the production headers, Content-Security-Policy included, and a real host's paths.
 */
const server = (dir: string, serverPort: number) => ({
  command: `node scripts/nginx.mjs ${dir}`,
  env: { PORT: String(serverPort) },
  url: `http://127.0.0.1:${serverPort}/`,
  // A port already in use is an error (the launcher says so), never someone else's server.
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  timeout: 15_000,
})

/**
 * Which project runs a test, by its tag (tests/README.md):
 * - no tag: what depends on the screen, on the phone and on the desktop;
 * - `@phone`: a phone's screen or touch only; `@desktop`: a desktop's screen or mouse only;
 * - `@once`: the same at every width (the server's answers, the HTML, what a form sends), once, on the phone.
 */
const ONLY_ON_THE_PHONE = /@phone|@once/
const ONLY_ON_THE_DESKTOP = /@desktop/

/** The specs that run against the pseudo-locale build (`npm run build:pseudo`), in the `pseudo` project only. */
const PSEUDO_BUILD_SPECS = /(pseudo-locale|store-campaigns|analytics)\.spec\.ts/

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    // The headless shell when installed (.ci/run installs it): half the processor time of the full browser.
    executablePath: findChromium({ headlessShell: true }),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  // One per core on the 2-core CI machine; more only adds contention.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry, reported as flaky: on this loaded 2-core machine Chromium has twice drawn no frame
  // for 30 s (a scroll waiting for a frame, a click waiting for a still button), each time in a
  // different test that passes on its own. A test that fails twice still fails the run.
  retries: 1,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Traces snapshot every action and triple the run time; E2E_TRACE=1 to record them.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
  },
  projects: [
    {
      name: 'phone',
      testIgnore: PSEUDO_BUILD_SPECS,
      grepInvert: ONLY_ON_THE_DESKTOP,
      use: { ...chromium, viewport: { width: 360, height: 740 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, userAgent: devices['Pixel 7'].userAgent },
    },
    {
      name: 'desktop',
      testIgnore: PSEUDO_BUILD_SPECS,
      grepInvert: ONLY_ON_THE_PHONE,
      use: { ...chromium, viewport: { width: 1366, height: 768 } },
    },
    {
      // The development-only pseudo-locale, from `npm run build:pseudo`, at the narrowest width; and
      // what only that build's test settings (.env.pseudo) switch on: campaign links, analytics.
      name: 'pseudo',
      testMatch: PSEUDO_BUILD_SPECS,
      use: { ...chromium, baseURL: `http://127.0.0.1:${pseudoPort}`, viewport: { width: 320, height: 740 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [server('dist', port), server('dist-pseudo', pseudoPort)],
})
