import { execFile } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { promisify } from 'node:util'
import type { CDPSession, Page, TestInfo } from '@playwright/test'

/**
 * What a page is doing when a test has run for almost its whole time: said by the quality gate
 * (fixtures.ts) while the page is still open, so that a stall can be explained. In some full runs
 * (about one in eight on the 2-core machine, never in hundreds of page opens alone) a test waited
 * out its time on a page that had just opened, in the scroll loop of `open()` (fixtures.ts), the
 * page's main thread answering nothing. This tells whether the page's main thread still answers;
 * if it does, its viewport and whether it still draws frames; if not, what keeps it busy.
 */
async function stallReport(cdp: CDPSession | undefined, info: TestInfo): Promise<string> {
  if (!cdp) return 'could not be asked (no DevTools session)'
  try {
    // The threads are read while the page is as the stall left it, before any interrupt.
    const [state, threads] = await Promise.all([
      within(cdp.send('Runtime.evaluate', { expression: 'JSON.stringify({ width: innerWidth, height: innerHeight, visibility: document.visibilityState, ready: document.readyState, scrollY })', returnByValue: true }), 2000),
      chromiumThreads(),
    ])
    if (!state) {
      const busy = await busyWith(cdp)
      return `answers nothing in 2 s: its main thread is busy, ${busy}\n${threads}\n${await userStacks(info)}`
    }
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
    void stallReport(cdp, info)
      .then((report) => console.error(`${info.title}: still running ${Math.round((performance.now() - started) / 1000)} s in; the page ${report}`))
  }, 500)
  return async () => {
    clearInterval(watchdog)
    await cdp?.detach().catch(() => {})
  }
}

/** The promise's value, or undefined after `ms`. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise.catch(() => undefined), new Promise<undefined>((resolve) => setTimeout(resolve, ms))])

/** A file of /proc, or '' when it is gone (a thread or process that ended meanwhile). */
const proc = (path: string) => {
  try {
    return readFileSync(`/proc/${path}`, 'utf8')
  } catch {
    return ''
  }
}

/**
 * Every Chromium process's threads' call stacks, by gdb, each in a file of the test's output: the
 * library calls a waiting thread is in (Chromium itself is stripped of its names, its libraries
 * are not). Said as where they are, or why there are none.
 */
async function userStacks(info: TestInfo): Promise<string> {
  const pids = readdirSync('/proc').filter((pid) => /^\d+$/.test(pid) && /chrom/.test(proc(`${pid}/comm`)))
  const written: string[] = []
  for (const pid of pids) {
    const type = /--type=([\w-]+)/.exec(proc(`${pid}/cmdline`).replaceAll('\0', ' '))?.[1] ?? 'browser'
    try {
      const { stdout } = await promisify(execFile)('gdb', ['-p', pid, '-batch', '-nx', '-ex', 'thread apply all bt 25'], { timeout: 60_000, maxBuffer: 64 << 20 })
      const file = info.outputPath(`stacks-${type}-${pid}.txt`)
      writeFileSync(file, stdout)
      written.push(file)
    } catch (error) {
      return `stacks: gdb could not be run on ${type} ${pid} (${(error as Error).message.split('\n')[0]})`
    }
  }
  return `stacks: ${written.join(' ')}`
}

/** Clock ticks a thread has run, user and system (fields 14 and 15 of its stat, after its name). */
const ticks = (stat: string) => {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return Number(fields[11]) + Number(fields[12])
}

/**
 * What every Chromium process on the machine does over one second, thread by thread (Linux only):
 * its state (R running, S asleep, D in the kernel), the CPU it used in that second and, for a
 * sleeping one, the kernel call it waits in. A renderer's main thread at 100 % is busy with its
 * own work; one asleep in a futex waits on another thread or process, named by who else is busy.
 */
async function chromiumThreads(): Promise<string> {
  let pids: string[]
  try {
    pids = readdirSync('/proc').filter((pid) => /^\d+$/.test(pid) && /chrom/.test(proc(`${pid}/comm`)))
  } catch {
    return 'threads: /proc cannot be read here'
  }
  const threads = (pid: string) => {
    try {
      return readdirSync(`/proc/${pid}/task`)
    } catch {
      return []
    }
  }
  const before = new Map(pids.flatMap((pid) => threads(pid).map((tid) => [`${pid}/${tid}`, ticks(proc(`${pid}/task/${tid}/stat`))] as const)))
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const lines = pids.map((pid) => {
    const type = /--type=([\w-]+)/.exec(proc(`${pid}/cmdline`).replaceAll('\0', ' '))?.[1] ?? 'browser'
    const shown = new Map<string, number>()
    for (const tid of threads(pid)) {
      const stat = proc(`${pid}/task/${tid}/stat`)
      if (!stat) continue
      const name = tid === pid ? 'main' : proc(`${pid}/task/${tid}/comm`).trim()
      const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3)
      const used = ticks(stat) - (before.get(`${pid}/${tid}`) ?? ticks(stat))
      const wchan = state === 'R' ? '' : ` in ${proc(`${pid}/task/${tid}/wchan`) || '?'}`
      const line = `${name} ${state}${used ? ` ${used} ticks` : ''}${wchan}`
      shown.set(line, (shown.get(line) ?? 0) + 1)
    }
    const listed = [...shown].map(([line, count]) => (count > 1 ? `${count}× ${line}` : line))
    return `  ${type} ${pid}: ${listed.join('; ')}`
  })
  return `threads over 1 s (state, CPU ticks of 1/100 s, kernel wait):\n${lines.join('\n')}`
}
