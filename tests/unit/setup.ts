import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { mockedConfig, mockedSite, resetBuild } from './site-build'

/**
 * What the build decides, as each test sets it with `buildWith`, and the entries of `siteConfig` it
 * sets with `configureWith` (tests/unit/site-build.ts). The factories keep this file's copy of
 * site-build.ts, which a test's `vi.resetModules()` leaves alone.
 */
vi.mock('virtual:site', async (importOriginal) => mockedSite(await importOriginal()))
vi.mock('../../src/config/site', async (importOriginal) => mockedConfig(await importOriginal()))
afterEach(resetBuild)

/**
 * The site makes no HTTP calls: msw answers none, and any request fails the test.
 */
export const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

/**
 * How long a test waits for what it expects (`settle()`, and Testing Library's `findBy…` and
 * `waitFor` below). Parts of pages load their code on demand, and `npm test` runs these tests at
 * low priority beside the end-to-end suite (scripts/test.mjs): on its busy 2-core machine that
 * takes seconds, not the 1 s Testing Library waits by default.
 */
const WAIT_MS = 20_000

/** Requests msw has been handed and not answered yet. */
let unanswered = 0
server.events.on('request:start', () => void unanswered++)
server.events.on('request:end', () => void unanswered--)

/**
 * Lets the requests the code under test has just started reach msw and be answered: 20 ms for them
 * to reach it, then as long as msw takes to answer them, however busy the machine.
 */
export async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 20))
  await vi.waitFor(
    () => {
      if (unanswered > 0) throw new Error(`msw has ${unanswered} request(s) still to answer`)
    },
    { timeout: WAIT_MS },
  )
}

/** console.error and console.warn fail a test unless the test takes them with takeConsole(). */
const captured: { error: unknown[][]; warn: unknown[][] } = { error: [], warn: [] }

export function takeConsole(kind: 'error' | 'warn'): unknown[][] {
  return captured[kind].splice(0)
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args) => void captured.error.push(args))
  vi.spyOn(console, 'warn').mockImplementation((...args) => void captured.warn.push(args))
})

// Component tests (happy-dom or jsdom): the DOM matchers, and each test's rendered tree taken down after it.
// Files that need no DOM (`*.node.test.ts`) load neither.
const dom = typeof document === 'undefined' ? undefined : await import('@testing-library/react')
if (dom) await import('@testing-library/jest-dom/vitest')
dom?.configure({ asyncUtilTimeout: WAIT_MS })

afterEach(() => {
  dom?.cleanup()
  if (typeof window !== 'undefined') window.localStorage.clear()
  const left = [...takeConsole('error'), ...takeConsole('warn')]
  if (left.length) throw new Error(`Unexpected console output:\n${left.map((a) => a.map(String).join(' ')).join('\n')}`)
})
