import type { CDPSession, Page, TestInfo } from '@playwright/test'

/**
 * What a page is doing when a test has run for almost its whole time: said by the quality gate
 * (fixtures.ts) while the page is still open, so that a stall can be explained. In some full runs
 * (about one in eight on the 2-core machine, never in hundreds of page opens alone) a test waited
 * out its time on a page that had just opened, in the scroll loop of `open()` (fixtures.ts), the
 * page's main thread answering nothing. This tells whether the page's main thread still answers;
 * if it does, its viewport and whether it still draws frames; if not, what keeps it busy.
 */
async function stallReport(cdp: CDPSession | undefined): Promise<string> {
  if (!cdp) return 'could not be asked (no DevTools session)'
  try {
    const state = await within(cdp.send('Runtime.evaluate', { expression: 'JSON.stringify({ width: innerWidth, height: innerHeight, visibility: document.visibilityState, ready: document.readyState, scrollY })', returnByValue: true }), 2000)
    if (!state) return `answers nothing in 2 s: its main thread is busy, ${await busyWith(cdp)}`
    const drew = await within(cdp.send('Runtime.evaluate', { expression: 'new Promise((resolve) => requestAnimationFrame(() => resolve(true)))', awaitPromise: true }), 2000)
    return `answers: ${String(state.result.value)}; ${drew ? 'it draws frames' : 'it drew no frame in 2 s'}`
  } catch (error) {
    return `could not be asked (${(error as Error).message.split('\n')[0]})`
  }
}

/**
 * Whether a busy main thread runs a script or something the script interrupt cannot reach (the
 * renderer's own style, layout or paint, or a call waiting on the browser process): a running
 * script is stopped by `Runtime.terminateExecution`, and then the page answers.
 * Naming the script would need the debugger on before the stall, which slowed the phone and dark
 * walks (interleaved: 88.6, 88.1 and 86.8 s of test time without it, 102.8, 94.2 and 103.2 s with
 * it), for a stall seen in about one full run out of eight.
 */
async function busyWith(cdp: CDPSession): Promise<string> {
  await within(cdp.send('Runtime.terminateExecution'), 2000)
  const after = await within(cdp.send('Runtime.evaluate', { expression: 'document.readyState', returnByValue: true }), 3000)
  return after ? 'running a script, which the watchdog stopped (the page answered once it was)' : 'and stopping scripts did not free it: the renderer itself (style, layout, paint) or a call waiting on the browser'
}

/**
 * Five seconds before the test's time is up (a test may lengthen it), says what the page is doing,
 * while it is still open. Its DevTools session is attached now: attaching one to a busy page waits
 * until the page is free, while a command to one attached before can interrupt a script. Returns
 * the function that stops watching.
 */
export async function watchForStall(page: Page, info: TestInfo): Promise<() => Promise<void>> {
  const cdp = await page
    .context()
    .newCDPSession(page)
    .catch(() => undefined)
  const started = performance.now()
  let reported = false
  const watchdog = setInterval(() => {
    if (reported || info.timeout === 0 || performance.now() - started < info.timeout - 5000) return
    reported = true
    void stallReport(cdp).then((report) => console.error(`${info.title}: still running ${Math.round((performance.now() - started) / 1000)} s in; the page ${report}`))
  }, 500)
  return async () => {
    clearInterval(watchdog)
    await cdp?.detach().catch(() => {})
  }
}

/** The promise's value, or undefined after `ms`. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise.catch(() => undefined), new Promise<undefined>((resolve) => setTimeout(resolve, ms))])
