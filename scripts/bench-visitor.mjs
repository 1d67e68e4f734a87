#!/usr/bin/env node
// `npm run bench:visitor`: what a visitor on a slow phone notices. Builds the site, serves the build
// as production does (nginx with the generated server snippet, scripts/nginx.mjs) and drives the
// system Chromium (never a downloaded one) with Playwright as a phone (360 × 740 at 2×, touch, the
// Pixel 7's user agent) on slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) with its
// processor four times slower, each measurement in a fresh browser context (cold cache):
//   1. loading `/`, `/en` and `/en/support` and, interleaved with each, the same page without its
//      scripts (no module script, no preload link, no inline script: a copy beside it, made in a
//      throwaway copy of the build, `/en-scriptless` for `/en`): first and largest paint of both and
//      their ratio (at most 1.1: the page paints like plain HTML), when the page has hydrated
//      (`<html data-hydrated>`) and, on `/en/support`, when the contact form has; nothing touched;
//   2. a tap on the language picker as soon as `/` has painted: how long until its menu shows;
//   3. a tap on the first FAQ question as soon as `/en#faq` has painted: until its answer shows;
//   4. the newsletter field filled at once (as autofill does) and Subscribe tapped: sent or not;
//   5. the support form filled at once and its button tapped: the prepared e-mail shown or not;
//   6. everyday taps once `/en` has loaded: each tap's longest event duration (as INP counts it);
//   7. four language switches through the picker after scrolling down `/` and halfway back:
//      `<html lang>` and the main heading follow, and nothing throws;
//   8. (added) the first switch, to English, as soon as `/` has hydrated, without scrolling, after
//      reading the menu for 150, 300, 450 or 600 ms (a fresh load each): when the parts below are
//      being hydrated, where the baseline's React error 418 comes from.
// A first-sight tap or first press that gets no answer within 10 s is lost. Console errors and
// uncaught page errors are collected throughout. RUNS runs each, the median of each figure; prints
// one table, writes it to bench/visitor.json (bench/visitor-<folder>.json for another folder) and,
// for dist/, into the README between the bench-visitor markers; exits 1 when a budget is missed.
// Usage: npm run bench:visitor   (BENCH_VISITOR_PORT, default 4343; BENCH_RUNS, default 5;
//        --no-build to reuse dist/; --dir <folder> to bench another build, e.g. a baseline: no build;
//        it needs deploy/<folder name>.nginx.conf, which the build writes beside it)
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join, resolve } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium, devices } from '@playwright/test'
import { instrument, longestEventSince, partHydrated, withoutScripts } from './bench-visitor-page.mjs'
import { findChromium } from './find-chromium.mjs'
import { startNginx } from './start-nginx.mjs'

const { values } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false }, dir: { type: 'string' } },
})
// The folder as given, from where the command was run; then everything else from the repository.
const dir = resolve(values.dir ?? 'dist')
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
const isDist = dir === resolve(root, 'dist')
const port = Number(process.env.BENCH_VISITOR_PORT ?? 4343)
const runs = Number(process.env.BENCH_RUNS ?? 5)
if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`BENCH_VISITOR_PORT must be a port number, got ${process.env.BENCH_VISITOR_PORT}`)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a whole number from 1, got ${process.env.BENCH_RUNS}`)
const base = `https://127.0.0.1:${port}`

/** Slow 4G and a phone's processor: DevTools' throttling, applied before each navigation. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 }
const CPU_SLOWDOWN = 4
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, userAgent: devices['Pixel 7'].userAgent }
const CONDITIONS = `${PHONE.viewport.width}×${PHONE.viewport.height} at ${PHONE.deviceScaleFactor}×, touch, Pixel 7 user agent; slow 4G: ${NETWORK.latency} ms round trip (DevTools adds it once per request), ${(NETWORK.downloadThroughput * 8) / 1e6} Mbit/s down, ${(NETWORK.uploadThroughput * 8) / 1e3} kbit/s up; CPU ${CPU_SLOWDOWN}× slower; cold cache each run`

/** How long a tap or press may wait for its answer before it counts as lost. */
const ANSWER_MS = 10_000
const BUDGET = { firstSightTapMs: 1000, everydayTapMs: 100, hydrationMs: 2500, errors: 0, paintRatio: 1.1 }

/**
 * The pages whose paint is compared with their scriptless copy: the path, the built file and the
 * copy's path (served by nginx as any page: `x` is `x.html`).
 */
const PAINT_PAGES = [
  { path: '/', file: 'index.html', scriptless: '/index-scriptless' },
  { path: '/en', file: 'en.html', scriptless: '/en-scriptless' },
  { path: '/en/support', file: 'en/support.html', scriptless: '/en/support-scriptless' },
]

// What the bench looks for. The refactored pages must keep these true (the report lists them).
const PICKER_BUTTON = /Idioma|Language|Langue|Sprache/
const PICKER_LINKS = 'header a[hreflang]'
const FAQ_QUESTION = '#faq summary, #faq button[aria-expanded]'
const FAQ_ANSWER = '#faq [role=region] p, #faq details p'
const NEWSLETTER_EMAIL = '#newsletter input[type=email]'
const NEWSLETTER_SUBMIT = '#newsletter button[type=submit]'
const NEWSLETTER_STATUS = '#newsletter [role=status]'
const THANKS = 'Thank you for subscribing!'
const SUPPORT_SUBMIT = 'Open in my e-mail app'
const MAIL_PANEL_HEADING = 'Your e-mail, ready to send'
const SUPPORT_VALUES = {
  Name: 'Ana Visitor',
  'E-mail': 'visitor@example.org',
  Subject: 'A question about the premium plans',
  Message: 'Hello! Can I share one premium subscription with my husband on his phone? Thank you for the app.',
}
/**
 * The languages switched to, each with the `<html lang>` it shows. The picker's link to a language
 * carries that same `lang`; its `hreflang` is what search engines take, not always the same (`es`
 * for Spanish, whose pages are `es-419`: src/i18n/locales.ts), so links are found by `lang`.
 */
const SWITCHES = [
  { code: 'en', lang: 'en' },
  { code: 'es', lang: 'es-419' },
  { code: 'fr', lang: 'fr' },
  { code: 'de', lang: 'de' },
]

if (!values['no-build'] && !values.dir) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}
if (!existsSync(resolve(dir, 'index.html'))) {
  console.error(`${dir} has no build (no index.html).`)
  process.exit(1)
}

// nginx serves a throwaway copy of the build (same folder name, so the same server snippet) with
// each compared page's scriptless copy beside it, compressed as the build compresses its pages.
const work = mkdtempSync(join(tmpdir(), 'selah-bench-visitor-'))
const served = join(work, basename(dir))
cpSync(dir, served, { recursive: true })
for (const { file, scriptless } of PAINT_PAGES) {
  const html = Buffer.from(withoutScripts(readFileSync(join(dir, file), 'utf8')))
  const copy = join(served, `${scriptless.slice(1)}.html`)
  writeFileSync(copy, html)
  if (existsSync(join(dir, `${file}.gz`))) writeFileSync(`${copy}.gz`, gzipSync(html, { level: 9 }))
  if (existsSync(join(dir, `${file}.br`))) writeFileSync(`${copy}.br`, brotliCompressSync(html))
}
const removeWork = () => rmSync(work, { recursive: true, force: true })

const server = await startNginx(served, port).catch((error) => {
  removeWork()
  console.error(`${error.message}; set BENCH_VISITOR_PORT to a free port`)
  process.exit(1)
})

// Stopped with Ctrl-C: nginx goes too, so that the port is free for the next run.
process.once('SIGINT', () => {
  server.kill()
  removeWork()
  process.exit(130)
})

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const sleep = (ms) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms))
/** A promise, or `fallback` after `ms`: for waits on the page that must not hang the bench. */
const within = (promise, ms, fallback) => Promise.race([promise, sleep(ms).then(() => fallback)])

/** Console errors and uncaught page errors of every page, by scenario and run. */
const errors = []
/** What the browser says on its own when it cannot hand a mailto: URL to a mail program (none in headless Chromium): not the site's. */
const MAILTO_NOISE = /^Failed to launch 'mailto:/
const ignored = []

let browser
/**
 * A fresh context (cold cache) with one throttled page, instrumented, its errors recorded under
 * `label`; runs `body(page, cdp)` and always closes the context.
 */
async function withPage(label, run, body, { events = false } = {}) {
  const context = await browser.newContext({ ...PHONE, ignoreHTTPSErrors: true })
  try {
    const page = await context.newPage()
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      if (MAILTO_NOISE.test(message.text())) return ignored.push({ label, run, text: message.text() })
      errors.push({ label, run, kind: 'console', text: message.text(), url: message.location()?.url })
    })
    page.on('pageerror', (error) => errors.push({ label, run, kind: 'page', text: String(error.message ?? error).split('\n')[0] }))
    await page.addInitScript(instrument, { events })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', NETWORK)
    return await body(page, cdp)
  } finally {
    await context.close()
  }
}

/** Opens a path and resolves at its first contentful paint (ms since navigation start). */
async function openUntilFirstPaint(page, path) {
  await page.goto(base + path, { waitUntil: 'commit', timeout: 30_000 })
  // When the page heard of it too (kept with the run: how soon after it the tap came).
  const heard = () =>
    window.__bench.fcpReady.then((fcp) => {
      window.__bench.fcpHeardAt = performance.now()
      return fcp
    })
  const fcp = await within(page.evaluate(heard), 20_000, null)
  if (fcp === null) throw new Error(`${path}: no first contentful paint within 20 s`)
  return fcp
}

/**
 * Taps like a finger at the centre of the element `target` finds in the page, else of `locator`'s,
 * once it is on screen and the page still (`bench.arm`; no wait for it to be enabled or hydrated),
 * with the answer's watch armed; then checks that `locator` is the element meant. A tap whose
 * finger landed on another element (`missed`: the page moved in between) is lost too.
 */
async function tapAndWatch(page, target, locator, answer) {
  const options = { target, answer, answerMs: ANSWER_MS }
  // A page whose selector engine is already set up (after `fill`) may be given the locator itself.
  const point = target
    ? await page.evaluate((o) => window.__bench.arm(o), options)
    : await locator.evaluate((el, o) => window.__bench.arm({ ...o, el }), options)
  await page.touchscreen.tap(point.x, point.y)
  const watch = await within(page.evaluate(() => window.__bench.answered), ANSWER_MS + 5000, null)
  if (!(await locator.evaluate((el) => el === window.__bench.armedEl, undefined, { timeout: 10_000 }))) {
    throw new Error(`the bench tapped another element than ${locator}`)
  }
  if (!watch) return { lost: true, ms: null, note: 'the page did not report within 15 s' }
  const tapAt = watch.tapAt ?? watch.armedAt
  return {
    lost: watch.answerAt === null,
    ms: watch.answerAt === null ? null : Math.round(watch.answerAt - tapAt),
    fcpHeardAt: await page.evaluate(() => Math.round(window.__bench.fcpHeardAt)),
    waitedMs: watch.waitedMs,
    scrolledIntoView: watch.scrolledIntoView,
    // The page moved between aiming and touching (a glide to the #fragment, say): how far.
    movedPx: watch.scrollYAtTap === null ? null : Math.round(watch.scrollYAtTap - watch.scrollY),
    armedAt: Math.round(watch.armedAt),
    tapAt: Math.round(tapAt),
    answerAt: watch.answerAt === null ? null : Math.round(watch.answerAt),
    pressSeen: watch.tapAt !== null,
    missed: watch.touched === false,
  }
}

/** After a first-sight measurement: the page is left to hydrate (up to 10 s more) so that errors it then raises are seen. */
async function settle(page) {
  const hydratedAt = await within(page.evaluate(() => window.__bench.hydrated), 10_000, null)
  await sleep(500)
  const { fcp, lcp } = await page.evaluate(() => ({ fcp: window.__bench.fcp, lcp: window.__bench.lcp }))
  return { fcp: Math.round(fcp), lcp: lcp === null ? null : Math.round(lcp), hydratedAt: hydratedAt === null ? null : Math.round(hydratedAt) }
}

const pickerButton = (page) => page.getByRole('banner').getByRole('button', { name: PICKER_BUTTON })
/** The picker's link to the language whose `<html lang>` is `lang` (see SWITCHES). */
const pickerLink = (page, lang) => page.locator(`${PICKER_LINKS}[lang="${lang}"]`).first()

/** Waits until the page has hydrated (up to 20 s), the network is idle and a second more: the quiet load's figures. */
async function quietLoad(page, path) {
  await page.goto(base + path, { waitUntil: 'commit', timeout: 30_000 })
  const hydratedAt = await within(page.evaluate(() => window.__bench.hydrated), 20_000, null)
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {})
  await sleep(1000)
  const { fcp, lcp } = await page.evaluate(() => ({ fcp: window.__bench.fcp, lcp: window.__bench.lcp }))
  return { fcp: Math.round(fcp), lcp: lcp === null ? null : Math.round(lcp), hydratedAt: hydratedAt === null ? null : Math.round(hydratedAt) }
}

/**
 * Scenario 1: a page opened and left alone (the quiet load) and its scriptless copy, in a fresh
 * context each: paints, hydration (the page's, and its contact form's), and when the stylesheet and
 * the HTML had arrived (resource timing: what the first paint waits for).
 */
const paintLoad = (label, run, path) =>
  withPage(label, run, async (page) => {
    await page.goto(base + path, { waitUntil: 'load', timeout: 30_000 })
    const hydratedAt = path.endsWith('-scriptless') ? null : await within(page.evaluate(() => window.__bench.hydrated), 20_000, null)
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {})
    await sleep(1000)
    const figures = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0]
      const css = performance.getEntriesByType('resource').find((r) => r.name.endsWith('.css'))
      return {
        fcp: window.__bench.fcp,
        lcp: window.__bench.lcp,
        htmlEnd: navigation?.responseEnd ?? null,
        cssEnd: css?.responseEnd ?? null,
      }
    })
    const round = (v) => (v === null || v === undefined ? null : Math.round(v))
    return Object.fromEntries(Object.entries({ ...figures, hydratedAt }).map(([k, v]) => [k, round(v)]))
  })
const PAINT_LABEL = 'paint beside the scriptless page'
/** Each page and its scriptless copy, one after the other, the order swapped every run. */
const paintLikeHtml = async (run) => {
  const result = {}
  for (const { path, scriptless } of PAINT_PAGES) {
    const order = run % 2 ? [['page', path], ['scriptless', scriptless]] : [['scriptless', scriptless], ['page', path]]
    result[path] = {}
    for (const [variant, url] of order) result[path][variant] = await paintLoad(PAINT_LABEL, run, url)
  }
  return result
}

/** Scenario 2: the picker tapped as soon as `/` has painted. */
const pickerAtFirstSight = (run) =>
  withPage('picker at first sight', run, async (page) => {
    await openUntilFirstPaint(page, '/')
    const tap = await tapAndWatch(page, { within: 'header', name: PICKER_BUTTON.source }, pickerButton(page), { selector: PICKER_LINKS, otherLang: true, onScreen: true })
    return { ...tap, ...(await settle(page)) }
  })

/** Scenario 3: the first FAQ question tapped as soon as `/en#faq` has painted. */
const faqAtFirstSight = (run) =>
  withPage('FAQ at first sight', run, async (page) => {
    await openUntilFirstPaint(page, '/en#faq')
    const tap = await tapAndWatch(page, { css: FAQ_QUESTION }, page.locator(FAQ_QUESTION).first(), { selector: FAQ_ANSWER, first: true, onScreen: true })
    return { ...tap, ...(await settle(page)) }
  })

/** Scenario 4: the newsletter's field filled at first paint, as autofill does, and Subscribe tapped at once. */
const newsletterAtAutofill = (run) =>
  withPage('newsletter at autofill speed', run, async (page) => {
    await openUntilFirstPaint(page, '/en#newsletter')
    await page.locator(NEWSLETTER_EMAIL).fill('visitor@example.org')
    const press = await tapAndWatch(page, null, page.locator(NEWSLETTER_SUBMIT), { selector: NEWSLETTER_STATUS, text: THANKS })
    return { sent: !press.lost, ...press, ...(await settle(page)) }
  })

/** Scenario 5: the support form filled at first paint and its button tapped at once. */
const supportAtAutofill = (run) =>
  withPage('support at autofill speed', run, async (page) => {
    await openUntilFirstPaint(page, '/en/support')
    const main = page.locator('main')
    const fillAt = await page.evaluate(() => performance.now())
    for (const [label, value] of Object.entries(SUPPORT_VALUES)) await main.getByLabel(label, { exact: true }).fill(value)
    const submit = main.getByRole('button', { name: SUPPORT_SUBMIT, exact: true })
    const press = await tapAndWatch(page, null, submit, {
      selector: 'main h2, main h3',
      text: MAIL_PANEL_HEADING,
    })
    const settled = await settle(page)
    const formAt = await page.evaluate(() => window.__bench.partsHydratedAt['contact-form'] ?? null)
    // The form's start-up: from the first field filled (its code may load then) to its hydration.
    return { sent: !press.lost, ...press, ...settled, formStartMs: formAt === null ? null : Math.round(formAt - fillAt) }
  })

/** Scenario 6's taps, in order, on `/en` once it has loaded. */
const EVERYDAY = [
  {
    key: 'picker',
    label: 'open the language picker',
    control: (page) => pickerButton(page),
    after: async (page) => {
      await page.keyboard.press('Escape')
      await sleep(300)
    },
  },
  { key: 'faq', label: 'open an FAQ question', control: (page) => page.locator(FAQ_QUESTION).first() },
  { key: 'mood', label: 'choose a mood (Happy)', control: (page) => page.locator('#screenshots').getByRole('button', { name: 'Happy', exact: true }) },
  { key: 'like', label: 'Like', control: (page) => page.locator('#screenshots').getByRole('button', { name: 'Like', exact: true }) },
  { key: 'reminder', label: 'reminder switch', control: (page) => page.locator('#screenshots').getByRole('switch').first() },
  {
    key: 'language',
    label: 'switch language (to Deutsch)',
    before: async (page) => {
      await pickerButton(page).tap()
      await pickerLink(page, 'de').waitFor({ state: 'visible', timeout: 5000 })
    },
    control: (page) => pickerLink(page, 'de'),
  },
]

/** Scenario 6 (and the quiet load of `/en`): everyday taps once the page has loaded, each one's longest event duration. */
const everydayTaps = (run) =>
  withPage(
    'everyday taps',
    run,
    async (page) => {
      const load = await quietLoad(page, '/en')
      const taps = {}
      for (const tap of EVERYDAY) {
        try {
          await tap.before?.(page)
          const control = tap.control(page)
          await control.scrollIntoViewIfNeeded({ timeout: 10_000 })
          await control.evaluate(partHydrated, 2000)
          const since = await page.evaluate(() => performance.now())
          await control.tap({ timeout: 10_000 })
          taps[tap.key] = Math.round(await page.evaluate(longestEventSince, since))
          await tap.after?.(page)
        } catch (error) {
          taps[tap.key] = null
          errors.push({ label: 'everyday taps', run, kind: 'bench', text: `${tap.label}: ${error.message.split('\n')[0]}` })
        }
      }
      return { load, taps }
    },
    { events: true },
  )

/** The picker, then the link to a language, four times (pt → en → es → fr → de): `<html lang>` and the h1 must follow. */
async function switchLanguages(page, ptH1) {
  const switches = []
  let previous = ptH1
  for (const { code, lang } of SWITCHES) {
    const result = { to: code }
    try {
      await pickerButton(page).tap({ timeout: 10_000 })
      const link = pickerLink(page, lang)
      await link.waitFor({ state: 'visible', timeout: 5000 })
      await link.tap({ timeout: 10_000 })
      await sleep(1500)
      const now = await page.evaluate(() => ({ lang: document.documentElement.lang, h1: document.querySelector('h1')?.innerText.trim() ?? '', path: location.pathname }))
      Object.assign(result, now, { ok: now.lang === lang && now.h1 !== '' && now.h1 !== ptH1 && now.h1 !== previous })
      previous = now.h1
    } catch (error) {
      Object.assign(result, { ok: false, note: error.message.split('\n')[0] })
    }
    switches.push(result)
  }
  return switches
}

/** Scenario 7 (and the quiet load of `/`): scroll down `/` and halfway back, a screen at a time, then switch language four times. */
const SWITCHES_LABEL = 'language switches after scrolling'
const switchesAfterScrolling = (run) =>
  withPage(SWITCHES_LABEL, run, async (page) => {
    const load = await quietLoad(page, '/')
    const ptH1 = (await page.locator('h1').first().innerText()).trim()
    // Wheel turns of 600 px with a look after each (DevTools' synthetic touch swipes do not scroll
    // this headless Chromium): down to the bottom, then back up to half the page.
    const position = () => page.evaluate(() => ({ y: scrollY, bottom: document.documentElement.scrollHeight - innerHeight }))
    await page.mouse.move(180, 420)
    let scrolls = 0
    for (; scrolls < 40; scrolls++) {
      const { y, bottom } = await position()
      if (y >= bottom - 4) break
      await page.mouse.wheel(0, 600)
      await sleep(250)
    }
    const { bottom } = await position()
    for (let i = 0; i < 40; i++, scrolls++) {
      const { y } = await position()
      if (y <= bottom / 2) break
      await page.mouse.wheel(0, -Math.min(600, y - bottom / 2 + 1))
      await sleep(250)
    }
    const end = await position()
    if (end.y <= 0 || end.y > bottom / 2) throw new Error(`the page did not scroll as asked (at ${end.y} of ${bottom} px)`)
    const switches = await switchLanguages(page, ptH1)
    return { load, ptH1, scrolls, scrolledTo: bottom, backTo: end.y, switches, ok: switches.filter((s) => s.ok).length }
  })

/**
 * Scenario 8 (added): the first thing a visitor who does not read Portuguese does, switch to
 * English as soon as `/` has hydrated, without scrolling. That first tap starts loading the code of
 * every part below, and the switch lands while it arrives: on the baseline, React error 418 comes
 * when the switch falls in the short time between that code's arrival and the parts' hydration
 * (about half a second after the tap on this machine). So each run opens the page once for each
 * of these times spent reading the menu, from a quick to a slow reader.
 */
const READING_MS = [150, 300, 450, 600]
const FIRST_SWITCH_LABEL = 'first language switch right after hydration'
const firstSwitchRightAway = async (run) => {
  const loads = []
  for (const readingMs of READING_MS) {
    loads.push(
      await withPage(FIRST_SWITCH_LABEL, run, async (page) => {
        const before = errors.length
        await page.goto(base + '/', { waitUntil: 'commit', timeout: 30_000 })
        const hydratedAt = await within(page.evaluate(() => window.__bench.hydrated), 20_000, null)
        if (hydratedAt === null) throw new Error('/ did not hydrate within 20 s')
        const ptH1 = (await page.locator('h1').first().innerText()).trim()
        const [english] = SWITCHES
        await pickerButton(page).tap({ timeout: 10_000 })
        await sleep(readingMs)
        await pickerLink(page, english.lang).tap({ timeout: 10_000 })
        await sleep(1500)
        const now = await page.evaluate(() => ({ lang: document.documentElement.lang, h1: document.querySelector('h1')?.innerText.trim() ?? '' }))
        const ok = now.lang === english.lang && now.h1 !== '' && now.h1 !== ptH1
        return { readingMs, hydratedAt: Math.round(hydratedAt), ...now, ok, errors: errors.length - before }
      }),
    )
  }
  return { loads, ok: loads.filter((l) => l.ok).length }
}

/** Each scenario, one at a time: RUNS runs each (a thrown run is kept as its error). */
const SCENARIOS = [
  ['paint', 'paint beside the scriptless page (/, /en, /en/support)', paintLikeHtml],
  ['picker', 'picker at first sight (/)', pickerAtFirstSight],
  ['faq', 'FAQ at first sight (/en#faq)', faqAtFirstSight],
  ['newsletter', 'newsletter at autofill speed (/en#newsletter)', newsletterAtAutofill],
  ['support', 'support message at autofill speed (/en/support)', supportAtAutofill],
  ['everyday', 'everyday taps once loaded (/en)', everydayTaps],
  ['switches', 'language switches after scrolling (/)', switchesAfterScrolling],
  ['firstSwitch', 'first language switch right after hydration (/)', firstSwitchRightAway],
]

const raw = {}
let chromiumVersion = ''
const started = Date.now()
try {
  browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  chromiumVersion = `Chromium ${browser.version()}`
  console.log(`Visitor bench of ${dir} at ${base}, ${chromiumVersion}\n${CONDITIONS}; ${runs} run(s) per scenario.\n`)
  for (const [key, label, measure] of SCENARIOS) {
    raw[key] = []
    const since = Date.now()
    for (let run = 1; run <= runs; run++) {
      process.stdout.write(`\r${label}: run ${run} of ${runs}   `)
      try {
        raw[key].push(await measure(run))
      } catch (error) {
        const text = error.message.split('\n')[0]
        raw[key].push({ failed: text })
        errors.push({ label, run, kind: 'bench', text })
      }
    }
    process.stdout.write(`(${Math.round((Date.now() - since) / 1000)} s)\n`)
  }
} finally {
  await browser?.close()
  server.kill()
  removeWork()
}

// The figures: one row each, from every run's raw values.
const rows = []
/**
 * A row of milliseconds: `null` is lost (or never), counted as slower than anything for the median.
 * `max` is the budget for the median; `noneLost`, that no run may be lost.
 */
function msRow(figure, values, { max, noneLost = false, lostWord = 'lost', under16 = false } = {}) {
  const sorted = values.map((v) => (v === null || v === undefined ? Infinity : v))
  const mid = median(sorted)
  const show = (v) => (v === null || v === undefined || v === Infinity ? lostWord : under16 && v < 16 ? '<16' : `${Math.round(v)}`)
  const checks = []
  if (max !== undefined) checks.push(mid <= max)
  if (noneLost) checks.push(sorted.every(Number.isFinite))
  const budget = [max !== undefined ? `median ≤ ${max} ms` : null, noneLost ? `none ${lostWord}` : null].filter(Boolean).join(', ') || '—'
  rows.push({
    figure,
    median: show(mid),
    medianMs: Number.isFinite(mid) ? mid : null,
    runs: values.map(show),
    budget,
    pass: checks.length ? checks.every(Boolean) : null,
  })
}
/** A row counting runs where something held (sent on first press, switches right): all must. */
function countRow(figure, oks, words = ['yes', 'no']) {
  const count = oks.filter(Boolean).length
  rows.push({ figure, median: `${count} of ${oks.length}`, runs: oks.map((ok) => (ok ? words[0] : words[1])), budget: 'every run', pass: count === oks.length })
}
const value = (list, pick) => list.map((r) => (r.failed ? null : pick(r)))

/** A row of ratios, page ÷ scriptless page: the median's is the ratio of the medians; at most `max`. */
function ratioRow(figure, pages, plains, max) {
  const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? a / b : null)
  const finite = (list) => list.map((v) => (v === null || v === undefined ? Infinity : v))
  const mid = ratio(median(finite(pages)), median(finite(plains)))
  const show = (r) => (r === null ? '—' : `${r.toFixed(2)}×`)
  rows.push({
    figure,
    median: show(mid),
    medianRatio: mid,
    runs: pages.map((p, i) => show(ratio(p ?? Infinity, plains[i] ?? Infinity))),
    budget: `median’s ≤ ${max.toFixed(1)}×`,
    pass: mid !== null && mid <= max,
  })
}
for (const { path } of PAINT_PAGES) {
  const loads = (variant) => value(raw.paint, (r) => r[path][variant])
  for (const [key, name] of [['fcp', 'first contentful paint'], ['lcp', 'largest contentful paint']]) {
    const pages = loads('page').map((l) => l?.[key])
    const plains = loads('scriptless').map((l) => l?.[key])
    msRow(`\`${path}\` ${name} (ms)`, pages)
    msRow(`\`${path}\` without its scripts: ${name} (ms)`, plains)
    ratioRow(`\`${path}\` ${name}, page ÷ page without scripts`, pages, plains, BUDGET.paintRatio)
  }
  msRow(`\`${path}\` stylesheet arrived (ms; — when inlined)`, loads('page').map((l) => l?.cssEnd), { lostWord: '—' })
  msRow(`\`${path}\` hydration end, \`<html data-hydrated>\` (ms)`, loads('page').map((l) => l?.hydratedAt), { max: BUDGET.hydrationMs, noneLost: true, lostWord: 'never' })
}
msRow('picker tapped at first paint of `/`: tap → menu shown (ms)', value(raw.picker, (r) => r.ms), { max: BUDGET.firstSightTapMs, noneLost: true })
msRow('first FAQ question tapped at first paint of `/en#faq`: tap → answer shown (ms)', value(raw.faq, (r) => r.ms), { max: BUDGET.firstSightTapMs, noneLost: true })
countRow('newsletter filled at first paint, Subscribe tapped: sent on first press', value(raw.newsletter, (r) => r.sent))
msRow('newsletter: press → “Thank you for subscribing!” (ms)', value(raw.newsletter, (r) => r.ms))
countRow('support form filled at first paint, sent on first press', value(raw.support, (r) => r.sent))
msRow('support form: press → prepared e-mail shown (ms)', value(raw.support, (r) => r.ms))
msRow('support form: first field filled → form hydrated (ms)', value(raw.support, (r) => r.formStartMs), { lostWord: 'never' })
for (const tap of EVERYDAY) {
  msRow(`once loaded, ${tap.label}: longest event duration (ms)`, value(raw.everyday, (r) => r.taps[tap.key]), { max: BUDGET.everydayTapMs, noneLost: true, lostWord: 'failed', under16: true })
}
/** Rows of a language-switch scenario: switches right, and errors in its runs. */
function switchRows(key, label, what) {
  countRow(`language switches ${what} (pt → en → es → fr → de): \`<html lang>\` and h1 follow`, value(raw[key], (r) => r.ok === SWITCHES.length))
  rows[rows.length - 1].runs = raw[key].map((r) => (r.failed ? 'failed' : `${r.ok} of ${SWITCHES.length}`))
  const perRun = errorsPerRun(label)
  rows.push({ figure: `console and page errors, language switches ${what}`, median: `${median(perRun)}`, runs: perRun.map(String), budget: 'none', pass: perRun.every((n) => n === 0) })
}
const errorsPerRun = (label) => Array.from({ length: runs }, (_, i) => errors.filter((e) => e.run === i + 1 && (!label || e.label === label)).length)
switchRows('switches', SWITCHES_LABEL, 'after scrolling')
countRow(`first switch to English right after hydration of \`/\`, menu read ${READING_MS.join('/')} ms: \`<html lang>\` and h1 follow`, value(raw.firstSwitch, (r) => r.ok === READING_MS.length))
rows[rows.length - 1].runs = raw.firstSwitch.map((r) => (r.failed ? 'failed' : `${r.ok} of ${READING_MS.length}`))
{
  const perRun = errorsPerRun(FIRST_SWITCH_LABEL)
  rows.push({ figure: 'console and page errors, first switch right after hydration', median: `${median(perRun)}`, runs: perRun.map(String), budget: 'none', pass: perRun.every((n) => n === 0) })
}
{
  const all = errorsPerRun()
  rows.push({ figure: 'console and page errors, all scenarios (bench failures included)', median: `${median(all)}`, runs: all.map(String), budget: 'none', pass: all.every((n) => n === 0) })
}

const verdict = (pass) => (pass === null ? '—' : pass ? 'pass' : '**fail**')
const table = [
  '| figure | median | runs | budget | pass |',
  '| --- | --- | --- | --- | --- |',
  ...rows.map((r) => `| ${r.figure} | ${r.median} | ${r.runs.join(', ')} | ${r.budget} | ${verdict(r.pass)} |`),
].join('\n')
const date = new Date().toISOString()
const summary = `Visitor bench: ${CONDITIONS}; median of ${runs} run(s), ${chromiumVersion}, ${date.slice(0, 10)}${isDist ? '' : `, ${basename(dir)}/`}.`
console.log(`\n${summary}\n\n${table}\n`)

// Every error, once each with the runs it came in.
const grouped = new Map()
for (const e of errors) {
  const key = `${e.label} | ${e.kind} | ${e.text}`
  grouped.set(key, [...(grouped.get(key) ?? []), e.run])
}
if (grouped.size) {
  console.log('Errors (scenario | kind | text: times in each run):')
  for (const [key, inRuns] of grouped) {
    const counts = [...new Set(inRuns)].map((run) => `run ${run}: ${inRuns.filter((r) => r === run).length}`)
    console.log(`  ${key}: ${counts.join(', ')}`)
  }
} else console.log('No console or page errors.')
if (ignored.length) console.log(`Ignored ${ignored.length} message(s) of the browser's own about the mailto: link (headless Chromium has no mail program).`)
for (const r of raw.switches) {
  if (r.switches) console.log(`switches after scrolling: ${r.switches.map((s) => `${s.to} ${s.ok ? 'ok' : `WRONG (lang ${s.lang ?? '?'}, h1 “${s.h1 ?? s.note ?? ''}”)`}`).join('; ')}`)
}
for (const r of raw.firstSwitch) {
  if (r.loads) console.log(`first switch, errors by time reading the menu: ${r.loads.map((l) => `${l.readingMs} ms: ${l.errors}${l.ok ? '' : ' (WRONG language)'}`).join('; ')}`)
}
for (const key of ['picker', 'faq', 'newsletter', 'support']) {
  const missed = raw[key].flatMap((r, i) => (r.missed ? [i + 1] : []))
  if (missed.length) console.log(`${key}: the finger landed beside the control (the page moved under it) in run ${missed.join(', ')}.`)
}
console.log(`Took ${Math.round((Date.now() - started) / 1000)} s.`)

const out = isDist ? 'bench/visitor.json' : `bench/visitor-${basename(dir)}.json`
mkdirSync('bench', { recursive: true })
writeFileSync(
  out,
  `${JSON.stringify({ date, chromium: chromiumVersion, dir, runs, conditions: { text: CONDITIONS, network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, phone: PHONE }, budget: BUDGET, rows, raw, errors, ignored }, null, 2)}\n`,
)
console.log(`Wrote ${out}.`)
if (isDist) {
  const readme = readFileSync('README.md', 'utf8')
  const marked = /<!-- bench-visitor:start -->[\s\S]*<!-- bench-visitor:end -->/
  if (marked.test(readme)) {
    writeFileSync('README.md', readme.replace(marked, () => `<!-- bench-visitor:start -->\n${summary}\n\n${table}\n<!-- bench-visitor:end -->`))
    console.log('Wrote the table into README.md.')
  } else console.log('README.md has no bench-visitor markers: not written.')
}

const failed = rows.filter((r) => r.pass === false)
for (const r of failed) console.error(`Budget missed: ${r.figure}: ${r.median} (${r.budget})`)
console.log(failed.length ? 'Budgets missed.' : 'Every figure within its budget.')
process.exit(failed.length ? 1 : 0)
