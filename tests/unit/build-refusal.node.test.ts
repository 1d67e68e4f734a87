import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

// What an operator reads when the build refuses its settings: the reason, first and alone. Vite logs
// "failed to load config from vite.config.ts" before any error of the config, which reads as a crash;
// scripts/build.mjs keeps it, and the stack, out of a refusal. The build stops before writing anything.
const outDir = mkdtempSync(join(tmpdir(), 'refused-build-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

function build(args: string[], env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['scripts/build.mjs', '--outDir', outDir, '--no-precompress', ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 60_000,
  })
  return { status: run.status, output: `${run.stdout}${run.stderr}`.trim() }
}

describe('a build that refuses its settings', () => {
  it('names the bad setting, and nothing before it', () => {
    const { status, output } = build([], { VITE_STAT_RATING: '7' })
    expect(status).toBe(1)
    expect(output).toMatch(/^Invalid site configuration:\n {2}VITE_STAT_RATING="7": /)
    expect(output).not.toMatch(/failed to load config|\n\s+at /)
  })

  it('for a release, lists the placeholders, and nothing before them', () => {
    const { status, output } = build(['--release'], { VITE_SITE_URL: 'https://selah.example.com' })
    expect(status).toBe(1)
    expect(output).toMatch(/^Release build stopped: \d+ settings? still holds? a placeholder[^\n]*\n[\s\S]*VITE_SITE_URL="https:\/\/selah\.example\.com"/)
    expect(output).not.toMatch(/failed to load config|\n\s+at /)
  })
})
