import type { Locator, Page } from '@playwright/test'
import { LOCALE_INFO, type Locale } from '../../src/i18n/locales'
import { tr } from '../../tests/e2e/catalogs'
import type { Answer, TapTarget, Watch } from './page-instrument'

// What the visitor scenarios share: waits that never hang a run, a tap at first sight, and the
// controls they press, found as the end-to-end suite finds them (texts from the catalogs).

/** How long a tap or press may wait for its answer before it counts as lost. */
export const ANSWER_MS = 10_000
/** How long the bench waits for the page to report on a tap: the answer's wait and 5 s more. */
const REPORT_MS = ANSWER_MS + 5000

/** A promise, or `fallback` after `ms`: for waits on the page that must not hang the bench. */
export const within = <T, F>(promise: Promise<T>, ms: number, fallback: F) =>
  Promise.race([promise, new Promise<F>((resolve) => setTimeout(() => resolve(fallback), ms))])

const round = (v: number | null) => (v === null ? null : Math.round(v))

/**
 * The picker's button on a page in `locale`, by the start of its accessible name, as a regular
 * expression's source (any space: a name is computed with its no-break spaces made plain: `Langue : `).
 */
export const pickerName = (locale: Locale) =>
  `^${tr(locale, 'Language: {languageName}', { languageName: LOCALE_INFO[locale].nativeName })
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\s+/g, '\\s+')}`
/** The picker's link to a language (tests/e2e/first-touch.spec.ts finds it so). */
export const pickerLink = (page: Page, code: Locale) => page.getByRole('banner').locator(`a[data-locale="${code}"]`)

/** Opens a path and resolves at its first contentful paint (ms since navigation start). */
export async function openUntilFirstPaint(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit', timeout: 30_000 })
  // When the bench heard of it too: how soon after it the tap came.
  const heard = () => window.__bench.fcpReady.then((fcp) => ((window.__bench.fcpHeardAt = performance.now()), fcp))
  const fcp = await within(page.evaluate(heard), 20_000, null)
  if (fcp === null) throw new Error(`${path}: no first contentful paint within 20 s`)
  return fcp
}

/** Resolves when the page has hydrated (ms since navigation start), or null after `ms`. */
export const hydration = (page: Page, ms = 20_000) => within(page.evaluate(() => window.__bench.hydrated), ms, null).then(round)

/** The page's first and largest paint so far. */
export const paints = (page: Page) => page.evaluate(() => ({ fcp: window.__bench.fcp, lcp: window.__bench.lcp })).then(({ fcp, lcp }) => ({ fcp: round(fcp), lcp: round(lcp) }))

/**
 * Taps like a finger at the centre of the element `target` finds in the page (else `locator`'s),
 * once it is on screen and the page still, with no wait for it to be enabled or hydrated, and the
 * answer's watch armed; then checks that `locator` is the element meant. A tap whose finger landed
 * beside it (the page moved in between) is lost too, and the output says why. `ms`: from the touch
 * to the answer, or null when lost.
 */
export async function tapAndWatch(page: Page, target: TapTarget | null, locator: Locator, answer: Answer) {
  const options = { target: target ?? undefined, answer, answerMs: ANSWER_MS }
  // A page whose selector engine is already set up (after a `fill`) may be given the locator itself.
  const point = target ? await page.evaluate((o) => window.__bench.arm(o), options) : await locator.evaluate((el, o) => window.__bench.arm({ ...o, el }), options)
  await page.touchscreen.tap(point.x, point.y)
  const watch = await within(page.evaluate(() => window.__bench.answered!), REPORT_MS, null)
  if (!(await locator.evaluate((el) => el === window.__bench.armedEl, undefined, { timeout: 10_000 }))) throw new Error(`the bench tapped another element than ${locator}`)
  const lost = !watch || watch.answerAt === null || watch.touched === false
  if (lost) console.log(`A tap on ${locator} was lost: ${whyLost(watch)}.`)
  return { ms: lost ? null : Math.round(watch.answerAt! - (watch.tapAt ?? watch.armedAt)) }
}

/** Why a tap counts as lost, in the bench's output (the table says only "lost"). */
function whyLost(watch: Watch | null) {
  if (!watch) return `the page did not report within ${REPORT_MS / 1000} s`
  const { touched, tapAt, armedAt, answerAt, scrollY, scrollYAtTap } = watch
  const at = (ms: number | null) => (ms === null ? 'never' : `${Math.round(ms)} ms`)
  const when = `aimed at ${at(armedAt)}, touched at ${at(tapAt)}, answered ${at(answerAt)} after navigation`
  if (touched === false) return `the finger landed beside it (the page scrolled ${scrollY} px when aimed, ${scrollYAtTap} px at the touch; ${when})`
  if (tapAt === null) return `the page never heard the touch (${when})`
  return `no answer within ${ANSWER_MS / 1000} s of the touch (${when})`
}

/** After a first-sight measurement: the page is left to hydrate (up to 10 s more), so that errors it then raises are seen. */
export async function settle(page: Page) {
  const hydratedAt = await hydration(page, 10_000)
  await page.waitForTimeout(500)
  return { hydratedAt, ...(await paints(page)) }
}

/** Opens a page and waits until it has hydrated (up to 20 s), the network is idle, and a second more. */
export async function quietLoad(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit', timeout: 30_000 })
  const hydratedAt = await hydration(page)
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {})
  await page.waitForTimeout(1000)
  return { hydratedAt, ...(await paints(page)) }
}
