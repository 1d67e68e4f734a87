import { LOCALE_INFO } from '../../src/i18n/locales'
import { FACEBOOK_LOCALES, hreflangProblem } from '../support/language-codes'
import { tr } from './catalogs'
import { ENTRY_SCRIPT, expect, holdScripts, href, LANGS, open, openFirstView, test } from './fixtures'

const SITE_URL = 'https://selah.example.com'

/** Every page, with the English source of its <title> and h1. */
const PAGES = [
  { path: '/', title: '{appName} · Daily verses, prayer and meditation', h1: 'Find peace in God’s Word, one day at a time' },
  { path: '/privacy', title: 'Privacy policy · {appName}', h1: 'Privacy policy' },
  { path: '/terms', title: 'Terms of use · {appName}', h1: 'Terms of use' },
  { path: '/support', title: 'Contact support · {appName}', h1: 'How can we help?' },
] as const

// The server sends the same HTML to every browser: one run.
test.describe('the HTML as served, before any script runs', { tag: '@once' }, () => {
  test.use({ javaScriptEnabled: false })

  for (const lang of LANGS) {
    test(`${lang}: every page holds its content and everything a link preview needs`, async ({ page }) => {
      for (const { path, title, h1 } of PAGES) {
        const url = href(path, lang)
        const response = await page.goto(url)
        expect(response?.status(), url).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO[lang].tag)
        await expect(page).toHaveTitle(tr(lang, title))
        await expect(page.locator('h1')).toHaveText(tr(lang, h1))
        await expect(page.getByRole('contentinfo')).toContainText('© 2024')

        const head = await page.evaluate(() => {
          const meta = (key: string) =>
            Array.from(document.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`)).map((m) => m.getAttribute('content'))
          const alternates = Object.fromEntries(
            Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]')).map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
          )
          return {
            // Every hreflang in the document: the head's alternates and the picker's links.
            hreflangs: Array.from(document.querySelectorAll('[hreflang]'), (el) => el.getAttribute('hreflang')!),
            description: meta('description'),
            canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
            alternates,
            ogTitle: meta('og:title'),
            ogDescription: meta('og:description'),
            ogUrl: meta('og:url'),
            ogImage: meta('og:image'),
            ogLocale: meta('og:locale'),
            ogLocaleAlternates: meta('og:locale:alternate'),
            twitterCard: meta('twitter:card'),
            robots: meta('robots'),
          }
        })
        const canonical = `${SITE_URL}${url}`
        expect(head.description[0], `${url} description`).toBeTruthy()
        expect(head.canonical).toBe(canonical)
        expect(head.alternates).toEqual({
          ...Object.fromEntries(LANGS.map((code) => [LOCALE_INFO[code].hreflang, `${SITE_URL}${href(path, code)}`])),
          'x-default': `${SITE_URL}${path}`,
        })
        // Head and picker: one value per language, each one search engines accept (es, not es-419).
        expect(head.hreflangs).toHaveLength(2 * LANGS.length + 1)
        expect(new Set(head.hreflangs)).toEqual(new Set([...LANGS.map((code) => LOCALE_INFO[code].hreflang), 'x-default']))
        for (const value of head.hreflangs) expect(hreflangProblem(value), `${url} hreflang`).toBeUndefined()
        expect(head.ogTitle).toEqual([tr(lang, title)])
        expect(head.ogDescription).toEqual(head.description)
        expect(head.ogUrl).toEqual([canonical])
        expect(head.ogImage).toEqual([`${SITE_URL}/og/${lang}.png`])
        expect(head.ogLocale).toEqual([LOCALE_INFO[lang].ogLocale])
        expect(head.ogLocaleAlternates).toHaveLength(4)
        for (const value of [...head.ogLocale, ...head.ogLocaleAlternates]) expect(FACEBOOK_LOCALES.has(value!), `${url} ${value}`).toBe(true)
        expect(head.twitterCard).toEqual(['summary_large_image'])
        expect(head.robots).toEqual([])
        // The home page holds its first paint until the section after its hero is parsed (a
        // render-blocking `expect` link, src/entry-server.tsx): a link that names no element of
        // the page would hold nothing, and nothing else would tell.
        const holds = await page.evaluate(() => Array.from(document.querySelectorAll('link[rel="expect"]'), (link) => link.getAttribute('href')!))
        expect(holds, `${url}: first paint held until`).toHaveLength(path === '/' ? 1 : 0)
        for (const hold of holds) await expect(page.locator(hold), `${url}: ${hold}`).toHaveCount(1)
      }
    })
  }

  test('every page has its own title and description in every language', async ({ request }) => {
    const seen = { titles: new Map<string, string>(), descriptions: new Map<string, string>() }
    for (const lang of LANGS) {
      for (const { path } of PAGES) {
        const url = href(path, lang)
        // As served: the browser's reading of each is the test above's.
        const html = await (await request.get(url)).text()
        const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''
        const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ''
        expect(title, url).not.toBe('')
        expect(description, url).not.toBe('')
        expect(seen.titles.get(title), `${url} repeats the title of`).toBeUndefined()
        expect(seen.descriptions.get(description), `${url} repeats the description of`).toBeUndefined()
        seen.titles.set(title, url)
        seen.descriptions.set(description, url)
      }
    }
  })

  test('a missing page answers 404 with the 404 page of its language, not for search engines', async ({ page }) => {
    for (const [url, lang] of [['/en/nope', 'en'], ['/de/a/b', 'de'], ['/help', 'pt'], ['/xx/privacy', 'pt']] as const) {
      const response = await page.goto(url)
      expect(response?.status(), url).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO[lang].tag)
      await expect(page.locator('h1')).toHaveText(tr(lang, 'Oops! Page not found'))
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
    }
  })

  test('links work as plain links', async ({ page }) => {
    await page.goto('/fr')
    await page.getByRole('contentinfo').getByRole('link', { name: tr('fr', 'Privacy policy'), exact: true }).click()
    await expect(page).toHaveURL(/\/fr\/privacy$/)
    await expect(page.locator('h1')).toHaveText(tr('fr', 'Privacy policy'))
  })

  test('submitting a form sends nothing and puts nothing typed into a URL', async ({ page, gate }) => {
    // The policy's `form-action 'none'` stops the browser's own submit, and says so in the console.
    gate.expectConsoleError(/violates the following Content Security Policy directive: "form-action 'none'"/)
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await page.goto('/en')
    await page.locator('#newsletter').getByRole('textbox').fill('ana@example.com')
    // Enter sends the form as its button does (implicit submission). The policy blocks it, so no
    // navigation follows for Playwright to wait for.
    await page.locator('#newsletter').getByRole('textbox').press('Enter', { noWaitAfter: true })
    await page.waitForTimeout(300)
    const where = () => page.evaluate(() => ({ path: location.pathname, typed: [...document.querySelectorAll('input:not([type="checkbox"]), textarea')].map((f) => (f as HTMLInputElement).value) }))
    expect(await where()).toMatchObject({ path: '/en', typed: ['ana@example.com'] })
    await page.goto('/en/support')
    const box = (name: string) => page.getByRole('textbox', { name: tr('en', name) })
    await box('Name').fill('Ana Secret')
    await box('Message').fill('private words')
    await box('Subject').press('Enter', { noWaitAfter: true })
    await page.waitForTimeout(300)
    expect(await where()).toMatchObject({ path: '/en/support', typed: ['Ana Secret', '', '', 'private words'] })
    expect(requests.filter((url) => /ana|secret|private/i.test(decodeURIComponent(url)))).toEqual([])
    // What a browser with scripting off shows under the form, as served.
    const html = await (await page.request.get('/en/support')).text()
    expect(html).toMatch(new RegExp(`<noscript><p class="[^"]*">${tr('en', 'This form needs JavaScript. You can also write to us directly at the address shown on this page.')}</p></noscript>`))
  })

  test('robots.txt, the sitemap, the manifest, the icons and the share pictures are served', async ({ request }) => {
    const robots = await request.get('/robots.txt')
    expect(robots.headers()['content-type']).toContain('text/plain')
    expect(await robots.text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`)
    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.headers()['content-type']).toContain('xml')
    const xml = await sitemap.text()
    expect(xml.match(/<loc>/g)).toHaveLength(PAGES.length * LANGS.length)
    const hreflangs = Array.from(xml.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]*)"/g), (match) => match[1]!)
    expect(hreflangs).toHaveLength(PAGES.length * LANGS.length * (LANGS.length + 1))
    for (const value of hreflangs) expect(hreflangProblem(value), `sitemap hreflang`).toBeUndefined()
    const manifest = await (await request.get('/site.webmanifest')).json()
    expect(manifest).toMatchObject({ name: 'Selah', start_url: '/' })
    for (const icon of [...manifest.icons.map((i: { src: string }) => i.src), '/favicon-32.png', '/apple-touch-icon.png']) {
      expect((await request.get(icon)).status(), icon).toBe(200)
    }
    for (const lang of LANGS) {
      const png = await (await request.get(`/og/${lang}.png`)).body()
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], `og/${lang}.png size`).toEqual([1200, 630])
    }
  })
})

// That every page hydrates without a warning in every language, and then works, is proved by the
// walks of every page (pages.spec.ts on the phone, dark-mode.spec.ts on the desktop with its QR
// code): their gate fails on any page error or console output, and each page's picker opens there.
test.describe('hydration', () => {
  test('a returning German visitor opening an unprefixed URL lands on German with one history entry and no Portuguese paint', { tag: '@once' }, async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('language', JSON.stringify({ state: { language: 'de' }, version: 1 }))
        sessionStorage.setItem('seeded', '1')
      }
      // Every paint of every document this tab shows, by path.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) sessionStorage.setItem(`paint:${location.pathname}:${entry.name}`, '1')
      }).observe({ type: 'paint', buffered: true })
    })
    await open(page, '/privacy')
    await expect(page).toHaveURL(/\/de\/privacy$/)
    await expect(page.locator('h1')).toHaveText(tr('de', 'Privacy policy'))
    // As many history entries as a direct visit to the German page makes in this browser.
    const direct = await page.context().newPage()
    await direct.goto('/de/privacy')
    expect(await page.evaluate(() => history.length)).toBe(await direct.evaluate(() => history.length))
    await direct.close()
    const paints = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('paint:')))
    expect(paints, 'the German page was painted').toContain('paint:/de/privacy:first-contentful-paint')
    expect(paints.filter((key) => key.startsWith('paint:/privacy:')), 'paints of the Portuguese page').toEqual([])
  })

  test('what a visitor types and sends before the script has loaded is kept and sent, once', { tag: '@once' }, async ({ page, gate }) => {
    const release = await holdScripts(page, ENTRY_SCRIPT)
    // The page is there before its script: the browser holds back `load` and DOMContentLoaded.
    await page.goto('/en', { waitUntil: 'commit' })
    const newsletter = page.locator('#newsletter')
    await newsletter.getByRole('textbox').fill('early@example.com')
    const send = newsletter.getByRole('button', { name: tr('en', 'Subscribe') })
    await expect(send).toBeEnabled()
    await send.click()
    await send.click()
    await expect(page).toHaveURL(/\/en$/)
    release()
    await expect(newsletter.getByRole('status')).toHaveText(tr('en', 'Thank you for subscribing!'))
    await expect(newsletter.getByRole('textbox')).toHaveValue('')
    // Pressed twice while nothing answered: one wish, one signup.
    expect(gate.logs).toEqual(['Newsletter signup: early@example.com'])
  })

  test('where the visitor scrolled while the script loaded, the page stays', { tag: '@once' }, async ({ page }) => {
    const release = await holdScripts(page, ENTRY_SCRIPT)
    await page.goto('/en', { waitUntil: 'commit' })
    await page.locator('#faq').scrollIntoViewIfNeeded()
    await expect(page.locator('#faq-title')).toBeInViewport()
    const scrolled = await page.evaluate(() => scrollY)
    expect(scrolled).toBeGreaterThan(500)
    release()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    await expect(page.locator('[data-island="faq"]')).toHaveAttribute('data-hydrated', '')
    expect(await page.evaluate(() => scrollY)).toBe(scrolled)
  })

  test('a part below the first screen loads its code when it comes into view, not with the page', { tag: '@once' }, async ({ page }) => {
    const chunks: string[] = []
    page.on('request', (request) => chunks.push(new URL(request.url()).pathname))
    await openFirstView(page, '/en')
    await page.waitForLoadState('networkidle')
    expect(chunks.filter((path) => /faq-section|newsletter-section/.test(path)), 'loaded with the first view').toEqual([])
    await page.locator('#faq').scrollIntoViewIfNeeded()
    await expect(page.locator('[data-island="faq"]')).toHaveAttribute('data-hydrated', '')
    expect(chunks.some((path) => /faq-section/.test(path))).toBe(true)
  })
})
