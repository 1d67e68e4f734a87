import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { LOCALE_INFO } from '../../src/i18n/locales'
import { siteEnv } from './catalogs'
import { expect, href, LANGS, open, PAGE_PATHS, test } from './fixtures'

// The suite's server is nginx running the snippet the build generated (playwright.config.ts,
// scripts/nginx.mjs). What it answers is the same to every browser: each test is `@once`.

/** The part of the Trusted Types API the test calls (TypeScript's DOM types lack it). */
interface TrustedTypes {
  createPolicy(name: string, rules: { createHTML(input: string): string }): unknown
}

/** Every page of every language, and a missing one in each. */
const PAGES = LANGS.flatMap((lang) => PAGE_PATHS.map(({ id, path }) => ({ lang, id, url: href(path, lang) })))

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
