import { spawn } from 'node:child_process'
import { mkdirSync, openSync, readdirSync, readFileSync, writeFileSync, writeSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Page, TestInfo } from '@playwright/test'

/**
 * What a page is doing when a test has run for almost its whole time: said by the quality gate
 * (fixtures.ts) while the page is still open, so that a stall can be explained. In about one full
 * run in six on the 2-core machine, a page stopped drawing frames, so that an action's wait for a
 * still element (two frames) never ended; or its main thread waited for good (gdb: a condition
 * variable, every other Chromium thread idle). Its trace showed the compositor holding a pending
 * tree that never became ready to activate. The cause was a scroll made by the page's main thread
 * while the page's code hydrated what it brought into view, as `open()` scrolled every page until
 * it took the mouse wheel (tests/README.md, "What caused it"). This report stays for any stall
 * left. Said here: whether the page answers, its viewport and whether it draws; its browser's
 * threads' states; when it does not draw or answer, a second and a half of Chromium's trace and
 * its compositor's last state; when it does not answer, every thread's call stack.
 */
async function stallReport(page: Page, info: TestInfo, say: (line: string) => void) {
  // The threads are read while the page is as the stall left it: its own browser's, or every
  // Chromium's on the machine when that browser cannot say which processes are its own.
  const pids = await ownProcesses(page)
  const [cdp, threads] = await Promise.all([within(page.context().newCDPSession(page), 3000), chromiumThreads(pids)])
  const state = cdp && (await within(cdp.send('Runtime.evaluate', { expression: 'JSON.stringify({ width: innerWidth, height: innerHeight, visibility: document.visibilityState, ready: document.readyState, scrollY })', returnByValue: true }), 2000))
  if (!state) {
    // A DevTools session attaches through the page's main thread: one that cannot attach or answer is busy or waiting.
    say(`answers nothing in 3 s: its main thread is busy or waiting (see "main" in its renderer below)\n${threads}`)
    say(`${await browserTrace(page, info)}\n${userStacks(info, pids)}`)
    return
  }
  const drew = await within(cdp.send('Runtime.evaluate', { expression: 'new Promise((resolve) => requestAnimationFrame(() => resolve(true)))', awaitPromise: true }), 2000)
  await cdp.detach().catch(() => {})
  if (drew) return say(`answers: ${String(state.result.value)}; it draws frames`)
  say(`answers: ${String(state.result.value)}; it drew no frame in 2 s\n${threads}`)
  say(await browserTrace(page, info))
}

/**
 * Ten seconds before the test's time is up (a test may lengthen it), says what the page is doing,
 * while it is still open. Its DevTools session is attached then, not when the page opens: with a
 * session attached to every page from the start, 4 full runs of 5 had a stall, against 5 of 20
 * without it. Returns the function that stops watching.
 */
export function watchForStall(page: Page, info: TestInfo): () => void {
  const started = performance.now()
  let reported = false
  const watchdog = setInterval(() => {
    if (reported || info.timeout === 0 || performance.now() - started < info.timeout - 10_000) return
    reported = true
    const seconds = Math.round((performance.now() - started) / 1000)
    const say = (line: string) => console.error(`${info.title}: still running ${seconds} s in; the page ${line}`)
    stallReport(page, info, say).catch((error: Error) => say(`could not be asked (${error.message.split('\n')[0]})`))
  }, 500)
  return () => clearInterval(watchdog)
}

/** The promise's value, or undefined after `ms`. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise.catch(() => undefined), new Promise<undefined>((resolve) => setTimeout(resolve, ms))])

/**
 * A second and a half of Chromium's own trace, every process: what the compositor and the display
 * compositor (viz) of the stalled page do, frame by frame, and the state of the compositor's
 * scheduler. A renderer whose main thread is blocked writes nothing to it. Written to the test's
 * output, for chrome://tracing or ui.perfetto.dev.
 */
async function browserTrace(page: Page, info: TestInfo): Promise<string> {
  const browser = page.context().browser()
  if (!browser) return 'trace: no browser to ask'
  const categories = ['toplevel', 'cc', 'viz', 'gpu', 'blink', 'mojom', 'ipc', 'benchmark', 'input', 'disabled-by-default-cc.debug.scheduler', 'disabled-by-default-cc.debug.scheduler.frames', 'disabled-by-default-devtools.timeline']
  try {
    await within(browser.startTracing(undefined, { categories }), 5000)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const buffer = await within(browser.stopTracing(), 15_000)
    if (!buffer) return 'trace: Chromium did not end its trace within 15 s'
    const file = info.outputPath('stall-trace.json')
    writeFileSync(file, buffer)
    return `trace: ${file}${compositorState(buffer)}`
  } catch (error) {
    return `trace: ${(error as Error).message.split('\n')[0]}`
  }
}

/**
 * The last state a renderer's compositor traced, in a line: whether it holds a pending tree (the
 * next frame's layers, which the main thread waits on to commit again) that its tiles have not yet
 * made ready to activate, and how many frames ago it last drew. In the one stall read so far it
 * did: a pending tree never ready, no tile work under way, nothing drawn for the rest of the test.
 */
function compositorState(trace: Buffer): string {
  type State = { minor_state: Record<string, number | boolean>; major_state: Record<string, string> }
  const events = (JSON.parse(trace.toString()) as { traceEvents: Array<{ name: string; args?: { cc_scheduler_state?: { state_machine: State } } }> }).traceEvents
  const last = events.findLast((event) => event.name === 'SchedulerStateMachine')?.args?.cc_scheduler_state?.state_machine
  if (!last) return '; no compositor traced its state (a renderer whose main thread is blocked traces nothing)'
  const { minor_state: minor, major_state: major } = last
  const tree = minor.has_pending_tree ? `a pending tree ${minor.pending_tree_is_ready_for_activation ? 'ready' : 'not ready'} to activate` : 'no pending tree'
  const since = Number(minor.current_frame_number) - Number(minor.last_frame_number_draw_performed)
  return `; a compositor's last state: ${tree}, ${minor.needs_prepare_tiles ? 'tile work asked for' : 'no tile work asked for'}, last drew ${since} frames ago, main frame ${minor.needs_begin_main_frame ? 'wanted' : 'not wanted'} (${major.begin_main_frame_state})`
}

/** The page's browser's processes (browser, GPU, utilities, renderers), as that browser lists them. */
async function ownProcesses(page: Page): Promise<string[] | undefined> {
  const browser = page.context().browser()
  const session = browser ? await within(browser.newBrowserCDPSession(), 2000) : undefined
  const listed = session && (await within(session.send('SystemInfo.getProcessInfo'), 2000))
  await session?.detach().catch(() => {})
  return listed?.processInfo.map((process) => String(process.id))
}

/** Every Chromium process on the machine. */
const everyChromium = () => readdirSync('/proc').filter((pid) => /^\d+$/.test(pid) && /chrom/.test(proc(`${pid}/comm`)))

/** A Chromium process's kind, from its command line: browser, renderer, gpu-process, utility… */
const processType = (pid: string) => /--type=([\w-]+)/.exec(proc(`${pid}/cmdline`).replaceAll('\0', ' '))?.[1] ?? 'browser'

/** A file of /proc, or '' when it is gone (a thread or process that ended meanwhile). */
const proc = (path: string) => {
  try {
    return readFileSync(`/proc/${path}`, 'utf8')
  } catch {
    return ''
  }
}

/**
 * Call stacks of every thread of the page's browser's processes, by gdb, in a file of the test's
 * output: the library calls a waiting thread is in (Chromium itself is stripped of its names, its
 * libraries are not), and where each file is mapped, to place Chromium's own addresses in its
 * binary (in both stalls read so far, the main thread waited at the same place, to the page
 * offset). gdb runs on its own, writing straight to the file: the test's worker may be stopped
 * before it ends. One gdb for every process, so that Chromium's binary is read once.
 */
function userStacks(info: TestInfo, pids = everyChromium()): string {
  const commands = pids.flatMap((pid) => ['-ex', `echo \\n== ${pid} ${processType(pid)}\\n`, '-ex', `attach ${pid}`, '-ex', 'thread apply all bt 25', '-ex', 'info proc mappings', '-ex', 'detach'])
  const file = info.outputPath('stacks.txt')
  try {
    mkdirSync(dirname(file), { recursive: true })
    const out = openSync(file, 'w')
    const gdb = spawn('gdb', ['-batch', '-nx', ...commands], { detached: true, stdio: ['ignore', out, out] })
    // Without gdb on the machine, the file says so (an unheard 'error' would end the worker).
    gdb.on('error', (error) => writeSync(out, `gdb could not be run: ${error.message}\n`))
    gdb.unref()
    return `stacks: gdb is writing them to ${file}`
  } catch (error) {
    return `stacks: gdb could not be run (${(error as Error).message.split('\n')[0]})`
  }
}

/** Clock ticks a thread has run, user and system (fields 14 and 15 of its stat, after its name). */
const ticks = (stat: string) => {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return Number(fields[11]) + Number(fields[12])
}

/**
 * What each of the page's browser's processes does over one second, thread by thread (Linux only):
 * its state (R running, S asleep, D in the kernel), the CPU it used in that second and, for a
 * sleeping one, the kernel call it waits in. A renderer's main thread at 100 % is busy with its
 * own work; one asleep in a futex waits on another thread or process, named by who else is busy.
 */
async function chromiumThreads(own: string[] | undefined): Promise<string> {
  let pids: string[]
  try {
    pids = own ?? everyChromium()
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
    const type = processType(pid)
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
  return `${own ? "its browser's" : "every Chromium's (its browser did not list its own)"} threads over 1 s (state, CPU ticks of 1/100 s, kernel wait):\n${lines.join('\n')}`
}
