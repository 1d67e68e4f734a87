import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CATALOG_LOCALES, DEFAULT_LOCALE } from '../../src/i18n/locales'

const toml = readFileSync(new URL('../../netlify.toml', import.meta.url), 'utf8')

/** The `[[redirects]]` tables of netlify.toml, each as its key = value pairs. */
function redirects(text: string) {
  return text
    .split('[[redirects]]')
    .slice(1)
    .map((table) => Object.fromEntries([...table.matchAll(/^\s*(\w+)\s*=\s*(?:"([^"]*)"|(\d+))\s*$/gm)].map(([, key, text, number]) => [key, text ?? Number(number)])))
}

describe('netlify.toml', () => {
  it('gives every prefixed language its own 404 page, with status 404, and nothing else', () => {
    const prefixed = CATALOG_LOCALES.filter((code) => code !== DEFAULT_LOCALE)
    expect(redirects(toml)).toEqual(prefixed.map((code) => ({ from: `/${code}/*`, to: `/${code}/404.html`, status: 404 })))
  })

  it('builds with the test command’s build and publishes dist/, where the build writes _headers', () => {
    const scripts = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).scripts
    expect(toml).toMatch(/^\s*command = "npm run build"$/m)
    expect(scripts.build).toBe('node scripts/build.mjs')
    expect(toml).toMatch(/^\s*publish = "dist"$/m)
  })
})
