import type { CDPSession, Page, TestInfo } from '@playwright/test'

/**
 * What a page is doing when a test has run for almost its whole time: said by the quality gate
 * (fixtures.ts) while the page is still open, so that a stall can be explained. In some full runs
 * (about one in three on the 2-core machine, never in hundreds of page opens alone) a test waited
 * out its 30 s on a page that had just opened: a click waiting for the element to be "stable"
 * (two animation frames), or a script in the page whose timers never fired. This tells whether the
 * page's main thread still answers, and if it does, its viewport and whether it still draws frames.
 */
async function stallReport(page: Page): Promise<string> {
  let cdp: CDPSession | undefined
  try {
    cdp = await page.context().newCDPSession(page)
    const state = await within(cdp.send('Runtime.evaluate', { expression: 'JSON.stringify({ width: innerWidth, height: innerHeight, visibility: document.visibilityState, ready: document.readyState, scrollY })', returnByValue: true }), 2000)
    // A main thread that answers nothing is busy (a script that never ends, or the renderer itself):
    // the debugger cannot say which without having been on from the start.
    if (!state) return 'answers nothing in 2 s: its main thread is busy'
    const drew = await within(cdp.send('Runtime.evaluate', { expression: 'new Promise((resolve) => requestAnimationFrame(() => resolve(true)))', awaitPromise: true }), 2000)
    return `answers: ${String(state.result.value)}; ${drew ? 'it draws frames' : 'it drew no frame in 2 s'}`
  } catch (error) {
    return `could not be asked (${(error as Error).message.split('\n')[0]})`
  } finally {
    await cdp?.detach().catch(() => {})
  }
}

/**
 * Five seconds before the test's time is up (a test may lengthen it), says what the page is doing,
 * while it is still open. Returns the function that stops watching.
 */
export function watchForStall(page: Page, info: TestInfo): () => void {
  const started = performance.now()
  let reported = false
  const watchdog = setInterval(() => {
    if (reported || info.timeout === 0 || performance.now() - started < info.timeout - 5000) return
    reported = true
    void stallReport(page).then((report) => console.error(`${info.title}: still running ${Math.round((performance.now() - started) / 1000)} s in; the page ${report}`))
  }, 500)
  return () => clearInterval(watchdog)
}

/** The promise's value, or undefined after `ms`. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise.catch(() => undefined), new Promise<undefined>((resolve) => setTimeout(resolve, ms))])
