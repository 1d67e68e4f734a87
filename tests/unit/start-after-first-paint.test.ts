import { constants, createContext, Script } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { startAfterFirstPaintScript } from '../../src/lib/start-after-first-paint'

type Callback = () => void
type PaintList = { getEntriesByName(name: string): unknown[] }

/**
 * Runs the inline script against a fake browser: its timers and frames run only when the test
 * says, and `paint()` reports a paint. The entry is a data: URL that counts its runs on
 * `globalThis` (one URL per page: a module runs once per URL, as in the browser).
 */
function open(browser: { paintTiming: boolean }) {
  const name = `entryRuns_${Math.random().toString(36).slice(2)}`
  const timers: Array<{ callback: Callback; ms: number }> = []
  const frames: Callback[] = []
  let report: ((list: PaintList, observer: { disconnect(): void }) => void) | undefined
  let observed: unknown
  class FakeObserver {
    static supportedEntryTypes = browser.paintTiming ? ['navigation', 'paint'] : ['navigation']
    constructor(callback: typeof report) {
      report = callback
    }
    observe(options: unknown) {
      observed = options
    }
    disconnect() {
      report = undefined
    }
  }
  const entry = `data:text/javascript,globalThis.${name}=(globalThis.${name}||0)+1`
  const window = createContext({
    PerformanceObserver: FakeObserver,
    setTimeout: (callback: Callback, ms = 0) => timers.push({ callback, ms }),
    requestAnimationFrame: (callback: Callback) => frames.push(callback),
  })
  new Script(startAfterFirstPaintScript(entry), { importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER }).runInContext(window)
  return {
    observed: () => observed,
    /** How many times the entry has run, once the imports started so far have settled. */
    runs: async () => {
      await new Promise((resolve) => setTimeout(resolve, 30))
      return ((globalThis as Record<string, unknown>)[name] as number | undefined) ?? 0
    },
    /** The browser reports a paint: the first one without text, or the first contentful one. */
    paint: (contentful: boolean) =>
      report?.({ getEntriesByName: (n) => (contentful && n === 'first-contentful-paint' ? [{}] : []) }, { disconnect: () => (report = undefined) }),
    /** Runs the timers set so far that are due within `ms`. */
    timers: (ms: number) => timers.splice(0).forEach((t) => (t.ms <= ms ? t.callback() : timers.push(t))),
    frame: () => frames.splice(0).forEach((f) => f()),
  }
}

describe('the inline script that starts the page script', () => {
  it('imports the entry once the first text is painted, in a task after that paint', async () => {
    const page = open({ paintTiming: true })
    expect(page.observed()).toEqual({ type: 'paint', buffered: true })
    page.timers(0)
    page.paint(false)
    page.timers(0)
    expect(await page.runs(), 'before the first text is shown').toBe(0)
    page.paint(true)
    expect(await page.runs(), 'in the paint callback itself').toBe(0)
    page.timers(0)
    expect(await page.runs()).toBe(1)
  })

  it('starts after 5 s when no paint is reported (a tab opened in the background)', async () => {
    const page = open({ paintTiming: true })
    page.timers(4999)
    expect(await page.runs()).toBe(0)
    page.timers(5000)
    expect(await page.runs()).toBe(1)
  })

  it('starts after the next frame where the browser does not report paints', async () => {
    const page = open({ paintTiming: false })
    expect(page.observed()).toBeUndefined()
    page.frame()
    expect(await page.runs()).toBe(0)
    page.timers(0)
    expect(await page.runs()).toBe(1)
  })

  it('writes the entry URL as a string literal', () => {
    expect(startAfterFirstPaintScript('/assets/index-a"b.js')).toContain('import("/assets/index-a\\"b.js")')
  })
})
