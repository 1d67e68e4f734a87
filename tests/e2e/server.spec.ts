import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { LOCALE_INFO } from '../../src/i18n/locales'
import { IMMUTABLE, REVALIDATE } from '../../scripts/security-headers.mjs'
import { siteEnv } from './catalogs'
import { expect, href, LANGS, open, PAGE_PATHS, test } from './fixtures'

// The suite's server is nginx running the snippet the build generated (playwright.config.ts,
// scripts/nginx.mjs). What it answers is the same to every browser: each test is `@once`.

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

/** The part of the Trusted Types API the test calls (TypeScript's DOM types lack it). */
interface TrustedTypes {
  createPolicy(name: string, rules: { createHTML(input: string): string }): unknown
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

test('the browser is served over HTTP/2 with TLS, as production serves it', { tag: '@once' }, async ({ page, baseURL }) => {
  expect(new URL(baseURL!).protocol).toBe('https:')
  await open(page, '/en')
  const protocols = await page.evaluate(() =>
    (performance.getEntriesByType('navigation') as PerformanceResourceTiming[])
      .concat(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .map((entry) => `${new URL(entry.name).pathname} ${entry.nextHopProtocol}`),
  )
  expect(protocols.length, 'the page and its files').toBeGreaterThan(3)
  for (const line of protocols) expect(line).toMatch(/ h2$/)
})

test('a page without a trailing slash is served as it is, with no redirect', { tag: '@once' }, async ({ page }) => {
  for (const url of ['/en/privacy', '/de', '/support']) {
    const response = await page.goto(url)
    expect(response?.status(), url).toBe(200)
    expect(response?.request().redirectedFrom(), url).toBeNull()
    expect(new URL(page.url()).pathname).toBe(url)
  }
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO.pt.tag)
})

test('an unknown path answers 404 with the 404 page of its language', { tag: '@once' }, async ({ request }) => {
  const cases = [
    ['/nope', 'pt'],
    ['/assets/nope.js', 'pt'],
    ['/xx/privacy', 'pt'],
    ...LANGS.filter((l) => l !== 'pt').map((l) => [`/${l}/nope/deeper`, l]),
  ]
  for (const [url, lang] of cases as Array<[string, keyof typeof LOCALE_INFO]>) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(404)
    expect(await response.text(), url).toContain(`<html lang="${LOCALE_INFO[lang].tag}"`)
  }
})

test('text is sent compressed: brotli when the browser takes it, else gzip', { tag: '@once' }, async ({ request }) => {
  const home = await (await request.get('/')).text()
  const files = [
    '/',
    '/en/support',
    /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(home)![1]!,
    // A chunk the page preloads (the stylesheet is in the page itself).
    /<link rel="modulepreload"[^>]* href="(\/assets\/[^"]+\.js)"/.exec(home)![1]!,
    '/sitemap.xml',
  ]
  for (const file of files) {
    const plain = await request.get(file, {
      headers: { 'accept-encoding': 'identity' },
    })
    expect(plain.headers()['content-encoding'], file).toBeUndefined()
    const size = Number(plain.headers()['content-length'])
    for (const encoding of ['br', 'gzip']) {
      const packed = await request.get(file, {
        headers: { 'accept-encoding': encoding },
      })
      expect(packed.headers()['content-encoding'], file).toBe(encoding)
      expect(packed.headers()['vary'], file).toBe('Accept-Encoding')
      expect(Number(packed.headers()['content-length']), `${file} ${encoding}`).toBeLessThan(size * 0.6)
      expect(await packed.text(), `${file} ${encoding}`).toBe(await plain.text())
    }
  }
})

test('the site cannot be framed by another origin', { tag: '@once' }, async ({ browser, baseURL }) => {
  // Another site on this machine (a different port is a different origin), with no policy of its
  // own: it frames one of its own pages, which shows, and one of ours, which must not.
  const other = createServer((request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8')
    if (request.url === '/own') response.end('<!doctype html><title>own</title><h1>Framed page of the other site</h1>')
    else response.end(`<!doctype html><title>framer</title><iframe id="own" src="/own"></iframe><iframe id="ours" src="${baseURL}/en"></iframe>`)
  })
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const framedResponse = page.waitForResponse(`${baseURL}/en`)
    await page.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`)
    await expect(page.frameLocator('#own').locator('h1')).toHaveText('Framed page of the other site')
    // The browser fetched our page, read its frame-ancestors 'none' and showed an error instead.
    expect((await framedResponse).headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-error:'))).toBe(true)
    // The frame holds the browser's error page, not ours (whose content sits in #root).
    expect(await page.frameLocator('#ours').locator('#root').count()).toBe(0)
  } finally {
    await context.close()
    other.close()
  }
})

test('no HTML string reaches a script sink', { tag: '@once' }, async ({ page, gate }) => {
  // Trusted Types are required and no policy may be made: markup from a string is refused.
  gate.expectConsoleError(/TrustedHTML|require-trusted-types-for|trusted-types/)
  await page.goto('/en')
  const refused = await page.evaluate(() => {
    const attempts = [
      () => document.body.insertAdjacentHTML('beforeend', '<b>x</b>'),
      () => void (document.createElement('div').innerHTML = '<b>x</b>'),
      () => (window as unknown as { trustedTypes: TrustedTypes }).trustedTypes.createPolicy('anything', { createHTML: (s: string) => s }),
    ]
    return attempts.map((attempt) => {
      try {
        attempt()
        return 'allowed'
      } catch (error) {
        return (error as Error).name
      }
    })
  })
  expect(refused).toEqual(['TypeError', 'TypeError', 'TypeError'])
})

test('the production build, without their settings, has no trace of analytics, campaign links or app links, and a visit asks no other origin for anything', { tag: '@once' }, async ({ page }) => {
  // Each is opt-in (README, "Measuring", "Campaign links", "Opening the app from links"); the
  // production build sets none. Their code and chunks are left out, and so are the privacy policy's
  // words about analytics, the links' data attributes, the app argument and the association files.
  const scripts = readdirSync('dist/assets').filter((file) => file.endsWith('.js'))
  expect(scripts.filter((file) => /^(analytics|web-vitals|opt-out|count|landing-links)-/.test(file))).toEqual([])
  const traces = /\/api\/event|globalPrivacyControl|doNotTrack|analytics-opt-out|analytics-consent|utm_|app-argument|data-store|VITE_(STORE_CAMPAIGNS|APPLE_|IOS_|ANDROID_|APP_LINK|ANALYTICS)/
  for (const file of scripts) expect(readFileSync(`dist/assets/${file}`, 'utf8'), file).not.toMatch(traces)
  expect(readdirSync('dist')).not.toContain('.well-known')
  const pages = readdirSync('dist', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
  expect(pages.length).toBeGreaterThanOrEqual(PAGES.length)
  for (const file of pages) {
    const html = readFileSync(`dist/${file}`, 'utf8')
    expect(html, file).not.toMatch(traces)
    const storeLinks = [...html.matchAll(/href="(https:\/\/(?:apps\.apple\.com|play\.google\.com)\/[^"]*)"/g)].map(([, link]) => link)
    expect(new Set(storeLinks), file).toEqual(new Set([siteEnv.VITE_APP_STORE_URL, siteEnv.VITE_PLAY_STORE_URL]))
  }
  // A visit through the pages: the gate fails the test on any request to another origin.
  await open(page, '/en')
  await page.locator('#site-footer a[href="/en/privacy"]').click()
  await expect(page).toHaveURL(/\/en\/privacy$/)
  await expect(page.getByText(/we use no cookies, no analytics and no advertising trackers/)).toBeVisible()
  await expect(page.locator('#analytics')).toHaveCount(0)
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([])
})
