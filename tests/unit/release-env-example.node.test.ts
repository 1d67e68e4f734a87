import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadEnv } from 'vite'
import { describe, expect, it } from 'vitest'
import { placeholderSettings } from '../../src/config/placeholders'
import { releaseProblems } from '../../src/config/release-checks'
import { parseSiteEnv } from '../../src/config/site-schema'

// .env.production.local.example is the operator's list of what to decide before going live: every
// setting that holds a placeholder by default, and every one a release refuses undecided.
const TEMPLATE = '.env.production.local.example'
const names = [...readFileSync(TEMPLATE, 'utf8').matchAll(/^(VITE_\w+)=/gm)].map((match) => match[1]!)

describe('the release template', () => {
  it('lists each setting a release needs decided, once, and no other', () => {
    const defaults = parseSiteEnv({})
    // Most settings of one country's operators are asked while the country is unset; Peru's banks of
    // personal data and processors only once it is PE, as the schema refuses them of any other.
    const peruvian = { VITE_OPERATOR_COUNTRY: 'PE' }
    const needed = new Set([
      ...placeholderSettings(defaults).map(({ name }) => name),
      ...releaseProblems({}, defaults).map(({ name }) => name),
      ...releaseProblems(peruvian, parseSiteEnv(peruvian)).map(({ name }) => name),
    ])
    expect(new Set(names).size).toBe(names.length)
    expect([...names].sort()).toEqual([...needed].sort())
  })

  it('copied as it is, sets nothing: its examples are comments, which Vite does not read as values', () => {
    const dir = mkdtempSync(join(tmpdir(), 'release-env-'))
    try {
      copyFileSync(TEMPLATE, join(dir, '.env.production.local'))
      const loaded = loadEnv('production', dir, 'VITE_')
      for (const name of names.filter((name) => process.env[name] === undefined)) expect(loaded[name], name).toBe('')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
