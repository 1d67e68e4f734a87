import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { LOCALE_INFO } from '../../src/i18n/locales'
import { IMMUTABLE, REVALIDATE } from '../../scripts/security-headers.mjs'
import { expect, href, LANGS, PAGE_PATHS, test } from './fixtures'

// What nginx, running the snippet the build generated (playwright.config.ts, scripts/nginx.mjs),
// sends with each page is what the build wrote for every host in `_headers`. It is the same to every
// browser: `@once`.

/** The generated `_headers` file, read as Netlify does: path patterns, each with its headers. */
function generatedHeaders(): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>()
  let current: Record<string, string> | undefined
  for (const line of readFileSync('dist/_headers', 'utf8').split('\n')) {
    if (line.startsWith('#') || !line.trim()) continue
    if (!line.startsWith(' ')) rules.set(line.trim(), (current = {}))
    else {
      const at = line.indexOf(':')
      current![line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim()
    }
  }
  return rules
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** Every page of every language, and a missing one in each. */
const PAGES = LANGS.flatMap((lang) => PAGE_PATHS.map(({ id, path }) => ({ lang, id, url: href(path, lang) })))

test('every page in every language answers with exactly the generated headers, and its HTML with no inline style', { tag: '@once' }, async ({ request }) => {
  const rules = generatedHeaders()
  const everywhere = rules.get('/*')!
  expect(Object.keys(everywhere).sort()).toEqual(
    [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'permissions-policy',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
    ].sort(),
  )
  const policy = everywhere['content-security-policy']!
  for (const directive of [
    "default-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
    "require-trusted-types-for 'script'",
  ]) {
    expect(policy.split('; '), directive).toContain(directive)
  }
  // Our own files, and the stylesheet every page carries inline, by its hash (scripts/build.mjs).
  expect(policy.split('; ')).toContainEqual(expect.stringMatching(/^style-src 'self' 'sha256-[\w+/]+={0,2}'$/))
  expect(policy).not.toMatch(/unsafe-|\*|data:|https?:/)
  expect(everywhere['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')

  for (const { lang, id, url } of PAGES) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(id === '404' ? 404 : 200)
    const headers = response.headers()
    for (const [name, value] of Object.entries(everywhere)) expect(headers[name], `${url}: ${name}`).toBe(value)
    expect(headers['cache-control'], url).toBe(REVALIDATE)
    expect(headers['content-type'], url).toBe('text/html; charset=utf-8')

    const html = await response.text()
    expect(html, url).toContain(`<html lang="${LOCALE_INFO[lang].tag}"`)
    expect(html, `${url} has a style attribute`).not.toMatch(/<[^>]+\sstyle=/)
    // The one inline script that runs is the language script, and the policy names its hash.
    const scripts = [...html.matchAll(/<script(?![^>]*\s(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
    expect(scripts, url).toHaveLength(1)
    expect(policy, url).toContain(sha256(scripts[0]!))
    // The home page's JSON-LD sits in <head>, outside what React renders (React would fill it
    // with innerHTML on a client navigation, which Trusted Types refuse).
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!))
    expect(jsonLd.length, url).toBe(id === 'home' ? 1 : 0)
    if (id === 'home') {
      expect(html.indexOf('application/ld+json'), url).toBeLessThan(html.indexOf('</head>'))
      expect(JSON.stringify(jsonLd[0]), url).toContain(`"inLanguage":"${LOCALE_INFO[lang].tag}"`)
    }
    // The page's own <meta> policy is the same, less what only a header can carry.
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]?.replace(/&#39;|&apos;/g, "'")
    expect(meta, url).toBe(
      policy
        .split('; ')
        .filter((d) => !d.startsWith('frame-ancestors'))
        .join('; '),
    )
  }

  // Hashed files for a year; the rest revalidated; the hosts' own file not served.
  const home = await (await request.get('/')).text()
  const asset = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(home)![1]!
  const assetResponse = await request.get(asset)
  expect(assetResponse.headers()['cache-control']).toBe(IMMUTABLE)
  expect(rules.get('/assets/*')).toEqual({ 'cache-control': IMMUTABLE })
  // Every header on hashed files too, as `_headers` has it (bench/NOTES.md, 2026-11-26).
  for (const [name, value] of Object.entries(everywhere)) expect(assetResponse.headers()[name], `${asset}: ${name}`).toBe(value)
  const missingAsset = await request.get('/assets/nope.js')
  expect(missingAsset.status()).toBe(404)
  expect(missingAsset.headers()['content-security-policy'], 'the 404 page served for a missing asset').toBe(policy)
  for (const file of ['/site.webmanifest', '/robots.txt', '/sitemap.xml', '/favicon.svg', '/og/en.png']) {
    const response = await request.get(file)
    expect(response.status(), file).toBe(200)
    expect(response.headers()['cache-control'], file).toBe(REVALIDATE)
    expect(response.headers()['content-security-policy'], file).toBe(policy)
  }
  expect((await request.get('/site.webmanifest')).headers()['content-type']).toBe('application/manifest+json; charset=utf-8')
  expect((await request.get('/_headers')).status()).toBe(404)
  expect((await request.post('/en/support', { data: 'name=x' })).status()).toBe(405)
})
