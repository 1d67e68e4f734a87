import { defineConfig, devices } from '@playwright/test'
import { portSetting } from './scripts/port.mjs'
import { freePorts, nginxServer, STOP_GRACEFULLY, systemChromium } from './tests/playwright-shared'

/**
 * The servers' ports: E2E_PORT for the production build and the next three for the pseudo-locale
 * build and the two on Cloudflare's runtime when E2E_PORT is set; else four free loopback ports.
 */
if (!process.env.E2E_PORT) {
  ;[process.env.E2E_PORT, process.env.E2E_PSEUDO_PORT, process.env.E2E_CLOUDFLARE_PORT, process.env.E2E_CLOUDFLARE_PSEUDO_PORT] = freePorts(4).map(String)
}
const port = portSetting('E2E_PORT')
const pseudoPort = portSetting('E2E_PSEUDO_PORT', port + 1)
const cloudflarePort = portSetting('E2E_CLOUDFLARE_PORT', port + 2)
const cloudflarePseudoPort = portSetting('E2E_CLOUDFLARE_PSEUDO_PORT', port + 3)

/** Each build served by nginx as production serves it (tests/playwright-shared.ts). */
const server = (dir: string, serverPort: number) => nginxServer(`node scripts/nginx.mjs ${dir}`, serverPort)

/**
 * The same builds on Cloudflare Pages' runtime, workerd, through `wrangler pages dev`, offline
 * (scripts/pages-dev.mjs): only tests/e2e/hosts.spec.ts asks it, to compare its answers with
 * nginx's. One launcher starts both side by side (a wrangler takes seconds to start) and says when
 * both answer; it stops at once, saying so, when a port is taken.
 */
const pagesDev = (sites: Array<[dir: string, port: number]>) => ({
  command: `node scripts/pages-dev.mjs ${sites.map(([dir, sitePort]) => `${dir}:${sitePort}`).join(' ')}`,
  wait: { stdout: /^Serving .* on Cloudflare Pages' runtime/m },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  timeout: 30_000,
  gracefulShutdown: STOP_GRACEFULLY,
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
const PSEUDO_BUILD_SPECS = /(pseudo-locale|store-campaigns|analytics|analytics-consent)\.spec\.ts/

/** Both hosts' answers, nginx's and Cloudflare's, side by side: in the `cloudflare` project only. */
const HOSTS_SPEC = /hosts\.spec\.ts/

const chromium = systemChromium({ headlessShell: true })

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  // One per core on the 2-core CI machine; more only adds contention.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retry: a test that fails once fails the run. A flaky test is a failing test whose cause is
  // still to be found (a race in the code or in the test), never one to run again until it passes.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `https://127.0.0.1:${port}`,
    // The test server's certificate is self-signed, made at each start (scripts/nginx.mjs).
    ignoreHTTPSErrors: true,
    // Traces snapshot every action and triple the run time; E2E_TRACE=1 to record them.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
  },
  projects: [
    {
      name: 'phone',
      testIgnore: [PSEUDO_BUILD_SPECS, HOSTS_SPEC],
      grepInvert: ONLY_ON_THE_DESKTOP,
      use: { ...chromium, viewport: { width: 360, height: 740 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, userAgent: devices['Pixel 7'].userAgent },
    },
    {
      name: 'desktop',
      testIgnore: [PSEUDO_BUILD_SPECS, HOSTS_SPEC],
      grepInvert: ONLY_ON_THE_PHONE,
      use: { ...chromium, viewport: { width: 1366, height: 768 } },
    },
    {
      // The development-only pseudo-locale, from `npm run build:pseudo`, at the narrowest width; and
      // what only that build's test settings (.env.pseudo) switch on: campaign links, analytics.
      name: 'pseudo',
      testMatch: PSEUDO_BUILD_SPECS,
      use: { ...chromium, baseURL: `https://127.0.0.1:${pseudoPort}`, viewport: { width: 320, height: 740 }, isMobile: true, hasTouch: true },
    },
    {
      // The server's answers only, no browser: each build on nginx and on Cloudflare Pages' runtime
      // (`pagesDev`), the same checks against both. The pseudo build's Cloudflare address is in `metadata`.
      name: 'cloudflare',
      testMatch: HOSTS_SPEC,
      use: { baseURL: `http://127.0.0.1:${cloudflarePort}` },
      metadata: { pseudoBaseURL: `http://127.0.0.1:${cloudflarePseudoPort}` },
    },
  ],
  webServer: [server('dist', port), server('dist-pseudo', pseudoPort), pagesDev([['dist', cloudflarePort], ['dist-pseudo', cloudflarePseudoPort]])],
})
