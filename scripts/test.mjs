#!/usr/bin/env node
// `npm test`: every check of the project. The checks that need no build, the unit tests and the
// two builds run side by side (three lanes, each in order); the end-to-end suite then runs against
// both builds. Each step's output is shown when it ends, with its time; the first failure stops
// everything and exits 1. Each step is an npm script of its own, to run alone.
import { spawn } from 'node:child_process'

const LANES = [
  ['i18n:check', 'typecheck', 'lint:unused', 'lint:deps'],
  ['test:unit'],
  ['build:test', 'build:pseudo'],
]
const LAST = 'test:e2e'

const running = new Set()
const started = performance.now()
const seconds = (from) => `${((performance.now() - from) / 1000).toFixed(1)} s`

/** Runs `npm run <script>`; resolves when it succeeds, with its output held until then unless `live`. */
function run(script, { live = false } = {}) {
  return new Promise((resolve, reject) => {
    const from = performance.now()
    // A process group of its own, so that stopping it stops what it started (Vitest's workers, nginx).
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
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
    LANES.map(async (lane) => {
      for (const script of lane) await run(script)
    }),
  )
  await run(LAST, { live: true })
  console.log(`npm test: every check passed in ${seconds(started)}`)
} catch (error) {
  stopAll()
  console.error(`npm test: ${error.message} (after ${seconds(started)})`)
  process.exit(1)
}
