import { loadEnv } from 'vite'
import { describe, expect, it } from 'vitest'
import { APPLE_APP_SITE_ASSOCIATION, ASSET_LINKS } from '../../scripts/app-links.mjs'
import { netlifyHeaders } from '../../scripts/security-headers.mjs'

/**
 * Cloudflare Pages' limits on `_headers` (developers.cloudflare.com/pages/configuration/headers/,
 * "Limits"): at most 100 header rules, and each line at most 2,000 characters, the whole line with
 * its spacing, name and value. Past them Pages drops the rest of the file or the line, with no
 * failed deploy: the headers silently go. Checked here on the file the build writes.
 */
const MAX_RULES = 100
const MAX_LINE = 2000

function pagesLimitProblems(file: string): string[] {
  const problems: string[] = []
  let rules = 0
  for (const [index, line] of file.split('\n').entries()) {
    const text = line.trim()
    if (!text || text.startsWith('#')) continue
    if (line.length > MAX_LINE) problems.push(`line ${index + 1} has ${line.length} characters (Pages takes ${MAX_LINE})`)
    // A rule starts with its path (or an https:// URL); its headers follow, indented.
    if (/^(\/|https:\/\/)/.test(text)) rules++
  }
  if (rules > MAX_RULES) problems.push(`${rules} rules (Pages takes ${MAX_RULES})`)
  return problems
}

/** What the build passes (scripts/build.mjs): the one inline script, the origins a page may call, the JSON files. */
const HEAD_SCRIPT = '(()=>{/* the inline head script: only its hash is in the policy */})()'

/** The pseudo-locale build's settings (.env.pseudo) switch on everything that lengthens the file. */
const pseudo = loadEnv('pseudo', process.cwd(), 'VITE_')
const EVERY_OPTION = {
  inlineScripts: [HEAD_SCRIPT],
  connectOrigins: [new URL(pseudo.VITE_NEWSLETTER_URL!).origin, new URL(pseudo.VITE_ANALYTICS_URL!).origin],
}

describe('_headers within Cloudflare Pages’ limits (scripts/security-headers.mjs, netlifyHeaders)', () => {
  it('holds for the production build and for one with every setting that adds to it', () => {
    const production = netlifyHeaders({ inlineScripts: [HEAD_SCRIPT] })
    const everything = netlifyHeaders(EVERY_OPTION, { jsonFiles: [APPLE_APP_SITE_ASSOCIATION, ASSET_LINKS] })
    expect(everything.length).toBeGreaterThan(production.length)
    expect(everything).toContain(EVERY_OPTION.connectOrigins[1])
    expect(pagesLimitProblems(production)).toEqual([])
    expect(pagesLimitProblems(everything)).toEqual([])
  })

  it('fails a file with more than 100 rules', () => {
    // Two rules of its own, and one per JSON file.
    const files = (count: number) => Array.from({ length: count }, (_, i) => `/.well-known/file-${i}`)
    expect(pagesLimitProblems(netlifyHeaders(EVERY_OPTION, { jsonFiles: files(98) }))).toEqual([])
    expect(pagesLimitProblems(netlifyHeaders(EVERY_OPTION, { jsonFiles: files(99) }))).toEqual(['101 rules (Pages takes 100)'])
  })

  it('fails a line longer than 2,000 characters, counting its indent', () => {
    const origins = (length: number) => [`https://${'a'.repeat(length)}.example`]
    const policyLine = (file: string) => file.split('\n').find((line) => line.startsWith('  Content-Security-Policy:'))!
    const base = policyLine(netlifyHeaders({ inlineScripts: [HEAD_SCRIPT], connectOrigins: origins(0) })).length
    const atLimit = netlifyHeaders({ inlineScripts: [HEAD_SCRIPT], connectOrigins: origins(MAX_LINE - base) })
    expect(policyLine(atLimit)).toHaveLength(MAX_LINE)
    expect(pagesLimitProblems(atLimit)).toEqual([])
    const over = netlifyHeaders({ inlineScripts: [HEAD_SCRIPT], connectOrigins: origins(MAX_LINE - base + 1) })
    expect(pagesLimitProblems(over)).toEqual([`line 3 has ${MAX_LINE + 1} characters (Pages takes ${MAX_LINE})`])
  })
})
