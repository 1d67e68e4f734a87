import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page, type Request, type Route } from '@playwright/test'
import { loadEnv } from 'vite'
import type { EventBody } from '../../src/analytics/plausible'
import { parseSiteEnv } from '../../src/config/site-schema'
import { localizePath } from '../../src/i18n/locale-path'
import { LOCALE_INFO, type Locale } from '../../src/i18n/locales'
import { watchForStall } from './stall-report'

export { open, openFirstView } from './open-page'

export { expect }

/** The 404 page's own console log; every other console error or warning fails the test. */
export const NOT_FOUND_LOG = /^404 Error: User attempted to access non-existent route:/

interface Gate {
  /** Console errors matching this are expected in this test (and recorded). */
  expectConsoleError(pattern: RegExp): void
  /** Console errors that matched an expectation. */
  expectedErrors: string[]
  /** Everything logged with console.log. */
  logs: string[]
  /**
   * Answers the page's requests to `url` (another origin's endpoint) here, never on the network:
   * `page.route` with `route.fulfill(answer(request))`. The gate allows exactly the requests so
   * answered; any other request to another origin still fails the test.
   */
  fulfill(url: string, answer: (request: Request) => Parameters<Route['fulfill']>[0]): Promise<void>
  /**
   * What the page sent to the build's analytics (README, "Measuring"), in order: only the pseudo-locale
   * build has an analytics origin (.env.pseudo), which the gate answers itself as Plausible does (202).
   */
  analytics: Array<{ body: EventBody; headers: Record<string, string> }>
}

/** The analytics origin of the pseudo-locale build (`npm run build:pseudo` reads .env.pseudo); the production build has none. */
export const PSEUDO_ANALYTICS_URL = parseSiteEnv(loadEnv('pseudo', process.cwd(), 'VITE_')).VITE_ANALYTICS_URL

/** Each test page's gate. */
const gates = new WeakMap<Page, Gate>()

/**
 * Every test that opens a page passes through the site's quality gates: no uncaught page error, no console error or
 * warning that the test did not expect (a Content-Security-Policy violation is one), and no request
 * to any origin but the site's own, unless the test answered it itself (`gate.fulfill`) or it is the
 * pseudo-locale build's analytics, which the gate answers (`gate.analytics`).
 */
export const test = base.extend<{ gate: Gate }>({
  // On the page fixture itself, so a test that asks the server only (`request`) opens no page.
  page: [
    async ({ page, baseURL }, use, info) => {
      const problems: string[] = []
      const expected: RegExp[] = []
      const foreign: Request[] = []
      const answeredHere = new Set<Request>()
      const gate: Gate = {
        expectConsoleError: (pattern) => void expected.push(pattern),
        expectedErrors: [],
        logs: [],
        analytics: [],
        fulfill: async (url, answer) => {
          await page.route(url, async (route) => {
            answeredHere.add(route.request())
            await route.fulfill(answer(route.request()))
          })
        },
      }
      const origin = new URL(baseURL!).origin
      // The pseudo-locale build counts visits; every page of it sends events, answered here.
      if (info.project.name === 'pseudo' && PSEUDO_ANALYTICS_URL) {
        await gate.fulfill(`${PSEUDO_ANALYTICS_URL}/api/event`, (request) => {
          gate.analytics.push({ body: JSON.parse(request.postData() ?? 'null') as EventBody, headers: request.headers() })
          return { status: 202, body: 'ok' }
        })
      }
      // A missing page is served with status 404, which the browser reports in the console.
      const missingPages = new Set<string>()
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().resourceType() === 'document') missingPages.add(response.url())
      })
      page.on('pageerror', (error) => problems.push(`uncaught error: ${error.message}`))
      page.on('console', (message) => {
        const text = message.text()
        if (message.type() === 'log') gate.logs.push(text)
        if (message.type() !== 'error' && message.type() !== 'warning') return
        if (text.startsWith('Failed to load resource: the server responded with a status of 404') && missingPages.has(message.location().url)) return
        if (message.type() === 'error' && expected.some((p) => p.test(text))) gate.expectedErrors.push(text)
        else problems.push(`console ${message.type()}: ${text}`)
      })
      // The production Content-Security-Policy (Trusted Types included) is in force on the test
      // server: any violation, wherever a test goes, is a console error and fails the test.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Content-Security-Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} ${event.sample}`)
        })
      })
      page.on('request', (request) => {
        const url = new URL(request.url())
        if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin) foreign.push(request)
      })
      gates.set(page, gate)
      const stopWatching = watchForStall(page, info)
      await use(page)
      stopWatching()
      for (const request of foreign) {
        if (!answeredHere.has(request)) problems.push(`request to another origin: ${request.method()} ${request.url()}`)
      }
      expect(problems, 'quality gates: page errors, console output, foreign requests').toEqual([])
    },
    { scope: 'test', box: true },
  ],
  gate: async ({ page }, use) => use(gates.get(page)!),
})

export const LANGS = ['pt', 'en', 'es', 'fr', 'de'] as const satisfies readonly Locale[]

/** Every kind of page, by its Portuguese path (`href` gives it in another language); /help is the 404. */
export const PAGE_PATHS = [
  { id: 'home', path: '/' },
  { id: 'privacy', path: '/privacy' },
  { id: 'terms', path: '/terms' },
  { id: 'support', path: '/support' },
  { id: '404', path: '/help' },
] as const

/** A page of the site in a language: `href('/privacy', 'en')` → `/en/privacy`. */
export const href = (path: string, locale: Locale) => localizePath(path, locale)

/** The page's entry script (the module script its HTML names). */
export const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/

/** Holds back the scripts whose path matches until `release()`. */
export async function holdScripts(page: Page, path: RegExp): Promise<() => void> {
  let release!: () => void
  let held = 0
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(path, async (route) => {
    held++
    await released
    await route.continue()
  })
  // The scene must have happened: releasing what was never asked for (a renamed chunk, a part that
  // loads its code some other way) fails the test instead of passing without holding anything.
  return () => {
    if (held === 0) throw new Error(`holdScripts: nothing matching ${path} was requested, so nothing was held`)
    release()
  }
}

/**
 * A full-page picture for a person to look at (test-results/screens/<name>.png), when E2E_SCREENS
 * is set: `E2E_SCREENS=1 npm run test:e2e` before saying a visible change is done. Off by default,
 * to keep the suite within its time.
 */
export async function reviewScreenshot(page: Page, name: string) {
  if (!process.env.E2E_SCREENS) return
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true, scale: 'css', animations: 'disabled' })
}

/** axe-core with the WCAG 2.2 A and AA rules. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // Only the violations are read: axe then skips gathering what passed (a fifth of its time here).
    .options({ resultTypes: ['violations'] })
    // axe in the page itself. By default @axe-core/playwright merges the results of every frame in a
    // blank page of its own, opened for each run: two thirds of the run's time here, for a site
    // that has no frame. Measured: the same violations either way (a faint text, a button without
    // a name, an image without alt), in 0.5 s instead of 1.5 s on the home page.
    .setLegacyMode(true)
    .analyze()
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

/** The language picker's button, which names the language on screen (`lang`) in every language. */
export const languagePicker = (page: Page, lang: Locale) => page.getByRole('button', { name: new RegExp(LOCALE_INFO[lang].nativeName) })

/** The page works once hydrated: its language picker opens, offering English, and Escape closes it. */
export async function expectPickerWorks(page: Page, lang: Locale) {
  const picker = languagePicker(page, lang)
  const english = page.getByRole('banner').locator('a[hreflang="en"]')
  await picker.click()
  await expect(english).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(english).toBeHidden()
}
