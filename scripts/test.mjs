#!/usr/bin/env node
// `npm test`: every check of the project, in three lanes side by side, each in order:
// - the builds, then the end-to-end suite against them: the longest lane, at full priority;
// - the unit tests, and the checks that need no build: both in the background (below).
// Each step's output is shown when it ends, with its time (the end-to-end suite's as it runs); the
// first failure stops everything and exits 1. Each step is an npm script of its own, to run alone.
import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'

const LANES = [
  { steps: ['build:test', 'build:pseudo', 'test:e2e'] },
  { steps: ['test:unit'], background: true },
  { steps: ['i18n:check', 'typecheck', 'lint:unused', 'lint:deps'], background: true },
]
/** The step whose output is shown as it runs. */
const LIVE = 'test:e2e'

/**
 * A background lane's niceness. On two cores the end-to-end suite leaves about a tenth of the CPU
 * idle; the background lanes take that and what the suite's browsers yield, instead of delaying the
 * suite by a minute. At 19 they were starved (`typecheck` took 134 s); at 10 they end within half
 * a minute of the suite, their tests with time limits that allow for it (tests/README.md, "How
 * long `npm test` takes").
 */
const NICENESS = 10

const running = new Set()
const started = performance.now()
const seconds = (from) => `${((performance.now() - from) / 1000).toFixed(1)} s`

/**
 * Linux puts each session in a scheduling group of its own (an autogroup) and shares the CPU
 * between groups first, whatever each process's niceness: a lane's niceness counts only once its
 * group has it. Without CAP_SYS_ADMIN, Linux takes one such change per tenth of a second, so a
 * refused one is tried again. Elsewhere (no autogroups, or not Linux) `nice` alone applies.
 */
function niceGroup(pid, attempts = 5) {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(NICENESS))
  } catch (error) {
    if (error.code === 'EAGAIN' && attempts > 1) setTimeout(() => niceGroup(pid, attempts - 1), 110)
    else if (error.code !== 'ENOENT' && error.code !== 'ESRCH') console.warn(`npm test: a background step keeps its scheduling group's priority (${error.code})`)
  }
}

/** Runs `npm run <script>`; resolves when it succeeds, with its output held until then unless live. */
function run(script, { background = false } = {}) {
  const live = script === LIVE
  return new Promise((resolve, reject) => {
    const from = performance.now()
    const npm = ['npm', 'run', '--silent', script]
    const [command, ...args] = background ? ['nice', '-n', String(NICENESS), ...npm] : npm
    // A session of its own, so that stopping its process group stops what it started (Vitest's
    // workers, nginx). The child has started its session once `spawn` returns.
    const child = spawn(command, args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], detached: true })
    if (background) niceGroup(child.pid)
    running.add(child)
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('close', (code, signal) => {
      running.delete(child)
      if (!live) process.stdout.write(Buffer.concat(output))
      const line = `── npm run ${script}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(from)}`
      console.log(`\n${line}\n`)
      if (code === 0) resolve()
      else reject(new Error(`npm run ${script} ${signal ? `stopped by ${signal}` : `exited with ${code}`}`))
    })
  })
}

const stopAll = () => {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
}
process.on('SIGINT', () => {
  stopAll()
  process.exit(130)
})

try {
  await Promise.all(
    LANES.map(async ({ steps, background }) => {
      for (const script of steps) await run(script, { background })
    }),
  )
  console.log(`npm test: every check passed in ${seconds(started)}`)
} catch (error) {
  stopAll()
  console.error(`npm test: ${error.message} (after ${seconds(started)})`)
  process.exit(1)
}
