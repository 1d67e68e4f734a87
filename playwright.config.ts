import { defineConfig, devices } from '@playwright/test'
import { findChromium } from './scripts/find-chromium.mjs'

/** The static servers' ports: the production build on E2E_PORT, the pseudo-locale build on the next. */
const port = Number(process.env.E2E_PORT ?? 4319)
const pseudoPort = port + 1

/** Our own server, so paths behave as on a real host (scripts/serve.mjs). */
const server = (dir: string, serverPort: number) => ({
  command: `node scripts/serve.mjs ${dir}`,
  env: { PORT: String(serverPort) },
  url: `http://127.0.0.1:${serverPort}/`,
  // A port already in use is an error (the server says so), never someone else's server.
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  timeout: 15_000,
})

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: findChromium(),
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
  retries: 0,
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
      testIgnore: /pseudo-locale\.spec\.ts/,
      use: { ...chromium, viewport: { width: 360, height: 740 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, userAgent: devices['Pixel 7'].userAgent },
    },
    {
      name: 'desktop',
      testIgnore: /pseudo-locale\.spec\.ts/,
      use: { ...chromium, viewport: { width: 1366, height: 768 } },
    },
    {
      // The development-only pseudo-locale, from `npm run build:pseudo`, at the narrowest width.
      name: 'pseudo',
      testMatch: /pseudo-locale\.spec\.ts/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${pseudoPort}`, viewport: { width: 320, height: 740 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [server('dist', port), server('dist-pseudo', pseudoPort)],
})
