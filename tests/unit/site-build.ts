// What the build decides, as a unit test sets it. tests/unit/setup.ts mocks `virtual:site` for every
// test file with `mockedSite`: the module the plugin made for the tests' settings
// (scripts/site-module.ts), each value read when it is used, so a test that calls `buildWith` sees
// its own build. The values the code reads as literals (vite.config.ts `define`; globals in Vitest)
// are set here too, and so are entries of `siteConfig` (src/config/site.ts), which is computed from
// the build once. Everything goes back to the tests' build after each test.
import type * as Site from 'virtual:site'
import { vi } from 'vitest'
import type * as Config from '../../src/config/site'

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

/** Entries of `siteConfig` a test reads in place of the build's (src/config/site.ts computes them once). */
export type ConfigOverrides = Partial<Record<keyof typeof Config.siteConfig, unknown>>

const configOverrides: ConfigOverrides = {}

/** src/config/site.ts whose `siteConfig` gives the test's entry, where it set one, else the build's. */
export function mockedConfig(actual: typeof Config): typeof Config {
  const siteConfig = new Proxy(actual.siteConfig, {
    get: (target, key, receiver) => (typeof key === 'string' && key in configOverrides ? configOverrides[key as keyof ConfigOverrides] : Reflect.get(target, key, receiver)),
  })
  return { ...actual, siteConfig }
}

/** Reads these entries of `siteConfig`, and only these, in place of the build's. */
export function configureWith(entries: ConfigOverrides): void {
  for (const name of Object.keys(configOverrides)) delete configOverrides[name as keyof ConfigOverrides]
  Object.assign(configOverrides, entries)
}

/** Back to the tests' build (tests/unit/setup.ts, after each test; Vitest unstubs the literals). */
export function resetBuild(): void {
  for (const name of Object.keys(overrides)) delete overrides[name as keyof SiteValues]
  configureWith({})
}
