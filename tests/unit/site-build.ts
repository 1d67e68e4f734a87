// What the build decides, as a unit test sets it. tests/unit/setup.ts mocks `virtual:site` for every
// test file with `mockedSite`: the module the plugin made for the tests' settings
// (scripts/site-module.ts), each value read when it is used, so a test that calls `buildWith` sees
// its own build. The values the code reads as literals (vite.config.ts `define`; globals in Vitest)
// are set here too. Everything goes back to the tests' build after each test.
import type * as Site from 'virtual:site'
import { vi } from 'vitest'

type SiteValues = typeof Site

/** The literals of vite.config.ts a test may set (src/vite-env.d.ts). */
interface Literals {
  analyticsUrl: string | undefined
  storeCampaigns: boolean
}
const LITERALS = { analyticsUrl: '__ANALYTICS_URL__', storeCampaigns: '__STORE_CAMPAIGNS__' } as const satisfies Record<keyof Literals, string>

const overrides: Partial<Record<keyof SiteValues, unknown>> = {}

/** `virtual:site` whose every value is the test's, when it set one, else the plugin's. */
export function mockedSite(actual: SiteValues): SiteValues {
  const names = Object.keys(actual) as Array<keyof SiteValues>
  return Object.defineProperties(
    {},
    Object.fromEntries(names.map((name) => [name, { enumerable: true, get: () => (name in overrides ? overrides[name] : actual[name]) }])),
  ) as SiteValues
}

/** Builds the site, for this test, with these values. */
export function buildWith(build: Partial<SiteValues & Literals>): void {
  for (const [name, value] of Object.entries(build)) {
    if (name in LITERALS) vi.stubGlobal(LITERALS[name as keyof Literals], value)
    else overrides[name as keyof SiteValues] = value
  }
}

/** Back to the tests' build (tests/unit/setup.ts, after each test; Vitest unstubs the literals). */
export function resetBuild(): void {
  for (const name of Object.keys(overrides)) delete overrides[name as keyof SiteValues]
}
