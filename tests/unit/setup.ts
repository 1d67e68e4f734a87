import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { mockedSite, resetBuild } from './site-build'

/**
 * What the build decides, as each test sets it with `buildWith` (tests/unit/site-build.ts). The
 * factory keeps this file's copy of site-build.ts, which a test's `vi.resetModules()` leaves alone.
 */
vi.mock('virtual:site', async (importOriginal) => mockedSite(await importOriginal()))
afterEach(resetBuild)

/**
 * The site makes no HTTP calls: msw answers none, and any request fails the test.
 */
export const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

/** console.error and console.warn fail a test unless the test takes them with takeConsole(). */
const captured: { error: unknown[][]; warn: unknown[][] } = { error: [], warn: [] }

export function takeConsole(kind: 'error' | 'warn'): unknown[][] {
  return captured[kind].splice(0)
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args) => void captured.error.push(args))
  vi.spyOn(console, 'warn').mockImplementation((...args) => void captured.warn.push(args))
})

// Component tests (jsdom): the DOM matchers, and each test's rendered tree taken down after it.
// Files that need no DOM (`// @vitest-environment node`) load neither.
const dom = typeof document === 'undefined' ? undefined : await import('@testing-library/react')
if (dom) await import('@testing-library/jest-dom/vitest')

afterEach(() => {
  dom?.cleanup()
  if (typeof window !== 'undefined') window.localStorage.clear()
  const left = [...takeConsole('error'), ...takeConsole('warn')]
  if (left.length) throw new Error(`Unexpected console output:\n${left.map((a) => a.map(String).join(' ')).join('\n')}`)
})
