import type { Locale } from '../../src/i18n/locales'
import { expect, href, LANGS as EVERY_LANG, NOT_FOUND_LOG, open, test } from './fixtures'
import { gridRows, horizontalOverflow, pastTheScreen, smallTargets, wordsBrokenMidWord, wordsOutOfTheirBox } from './layout-checks'

/**
 * Layout at every width: no sideways scrolling, no word sticking out of its box, five feature cards
 * without an orphan row, testimonials wide enough to read, serif section headings, and 44 × 44 px
 * touch targets.
 * The phone project (touch) checks the phone widths, the desktop project the tablet and wide ones.
 */
const PAGES = [
  { id: 'home', path: '/' },
  { id: 'privacy', path: '/privacy' },
  { id: 'terms', path: '/terms' },
  { id: 'support', path: '/support' },
  { id: '404', path: '/help' },
] as const

const WIDTHS = { phone: [320, 360], desktop: [768, 1024, 1366, 1920] } as const

/** Portuguese is the default; German has the longest words. */
// German: the longest words and labels (the other languages' widths are checked by pages.spec.ts at 320 px).
const LANGS = ['de'] as const satisfies readonly Locale[]

/** The widths the project checks: its own (the phone and desktop projects run this file). */
const widthsOf = (project: string): readonly number[] => WIDTHS[project as keyof typeof WIDTHS]

/** Standalone targets allowed to miss 44 × 44 px on a touch screen: none. */
const OWNED_ELSEWHERE: readonly string[] = []
const OWNED_ELSEWHERE_ON: Partial<Record<(typeof PAGES)[number]['id'], readonly string[]>> = {}

for (const lang of LANGS) {
  test(`${lang}: no horizontal scrolling on any page at any width`, async ({ page, gate }, info) => {
    const widths = widthsOf(info.project.name)
    gate.expectConsoleError(NOT_FOUND_LOG)
    for (const { id, path } of PAGES) {
      await page.setViewportSize(info.project.use.viewport!)
      await open(page, href(path, lang))
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 })
        expect(await horizontalOverflow(page), `${id}: sideways scrolling at ${width} px`).toBe(0)
      }
    }
  })

  test(`${lang} home: five feature cards without an orphan row, readable testimonials, serif headings`, async ({ page }, info) => {
    const widths = widthsOf(info.project.name)
    await open(page, href('/', lang))
    await expect(page.locator('#features ul > li')).toHaveCount(5)
    await expect(page.locator('#testimonials ul > li')).toHaveCount(3)

    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 })
      const { rows, unfilled } = await gridRows(page, '#features ul')
      expect(unfilled, `feature rows that leave the grid's width empty at ${width} px (rows ${rows.join(' + ')})`).toEqual([])
      if (width >= 1024) expect(rows, `feature rows at ${width} px`).toHaveLength(2)
      else if (width >= 640) expect(Math.max(...rows), `feature columns at ${width} px`).toBeGreaterThan(1)

      // A testimonial is as wide as the list on a phone, and never narrower than 320 px beside another.
      const { list, cards } = await page.evaluate(() => ({
        list: document.querySelector('#testimonials ul')!.getBoundingClientRect().width,
        cards: [...document.querySelectorAll('#testimonials figure')].map((f) => f.getBoundingClientRect().width),
      }))
      for (const card of cards) expect(card, `testimonial width at ${width} px`).toBeGreaterThanOrEqual(Math.min(320, list) - 1)
    }

    const serif = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--font-serif').trim())
    for (const section of ['features', 'testimonials', 'faq']) {
      expect(await page.locator(`#${section} h2`).evaluate((h) => getComputedStyle(h).fontFamily), `#${section} h2`).toBe(serif)
    }
  })

  test(`${lang}: standalone links and buttons are at least 44 × 44 px on a touch screen`, { tag: '@phone' }, async ({ page, gate }) => {
    gate.expectConsoleError(NOT_FOUND_LOG)
    const small: string[] = []
    for (const { id, path } of PAGES) {
      await open(page, href(path, lang))
      for (const width of WIDTHS.phone) {
        await page.setViewportSize({ width, height: 740 })
        small.push(...(await smallTargets(page, 44, [...OWNED_ELSEWHERE, ...(OWNED_ELSEWHERE_ON[id] ?? [])])).map((target) => `${id} at ${width} px: ${target}`))
      }
    }
    expect(small, 'links and buttons under 44 × 44 px').toEqual([])
  })
}

// Every language: its own words, the app samples' tab names and buttons above all, in their boxes
// and whole (not broken mid-word by the page's `overflow-wrap: break-word`).
for (const lang of EVERY_LANG) {
  test(`${lang}: no word sticks out of its box or breaks on any page at any width`, async ({ page, gate }, info) => {
    gate.expectConsoleError(NOT_FOUND_LOG)
    const out: string[] = []
    const broken: string[] = []
    for (const { id, path } of PAGES) {
      await page.setViewportSize(info.project.use.viewport!)
      await open(page, href(path, lang))
      for (const width of widthsOf(info.project.name)) {
        await page.setViewportSize({ width, height: 800 })
        out.push(...(await wordsOutOfTheirBox(page)).map((word) => `${id} at ${width} px: ${word}`))
        broken.push(...(await wordsBrokenMidWord(page)).map((word) => `${id} at ${width} px: ${word}`))
      }
    }
    expect(out, 'words wider than their box').toEqual([])
    expect(broken, 'words broken mid-word').toEqual([])
  })
}

// Android's and Chromium's text size setting at 150 %: the browser's default font size, 24 px for
// 16, on a 360 px phone. Every language's home page (the app samples and the testimonials grow
// with the text), and German's other pages (its longest words).
const HOMES = EVERY_LANG.map((lang) => href('/', lang))
const LARGER_TEXT = [...HOMES, ...PAGES.slice(1).map(({ path }) => href(path, 'de'))]

test('with the phone’s text 150 % larger, nothing reaches past the screen and no word of a home page breaks', { tag: '@phone' }, async ({ page, gate }) => {
  gate.expectConsoleError(NOT_FOUND_LOG)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.enable')
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 24 } })
  await page.setViewportSize({ width: 360, height: 740 })
  const past: string[] = []
  const broken: string[] = []
  for (const path of LARGER_TEXT) {
    await open(page, path)
    if (path === '/de') expect(await page.locator('main section').first().getByRole('link').count(), 'the hero’s links, the store buttons among them').toBeGreaterThan(1)
    past.push(...(await pastTheScreen(page, 360)).map((line) => `${path}: ${line}`))
    // The home page's own words, the app samples' above all (the legal pages' longest German
    // compounds, "Öffentlichkeitsbeauftragten", cannot fit 312 px at this size).
    if (HOMES.includes(path)) broken.push(...(await wordsBrokenMidWord(page)).map((word) => `${path}: ${word}`))
  }
  expect(past, 'past the 360 px screen').toEqual([])
  expect(broken, 'words broken mid-word').toEqual([])
})

test('the layout checks catch what they look for', async ({ page }, info) => {
  const widths = widthsOf(info.project.name)
  await open(page, '/')
  await page.setViewportSize({ width: widths.at(-2) ?? 360, height: 800 })
  // Inline styles through the CSSOM (the Content-Security-Policy forbids a <style> tag).
  const restyle = (selector: string, style: Record<string, string>) =>
    page.evaluate(
      ([selector, style]) => {
        for (const el of document.querySelectorAll<HTMLElement>(selector)) {
          for (const [name, value] of Object.entries(style)) el.style.setProperty(name, value, 'important')
        }
      },
      [selector, style] as const,
    )
  // Something wider than the window.
  await restyle('#faq h2', { width: '120vw' })
  expect(await horizontalOverflow(page)).toBeGreaterThan(0)
  // A tab name in the app samples wider than its column: each phone's fourth tab.
  await restyle('#screenshots [aria-hidden="true"].grid-cols-4 > span:last-child', { 'letter-spacing': '0.5em' })
  expect((await wordsOutOfTheirBox(page)).filter((word) => word.includes('#screenshots'))).toHaveLength(4)
  // The screenshots' captions narrower than their longest words: broken mid-word, four captions.
  await restyle('#screenshots ul > li > p', { width: '2.5rem' })
  expect(new Set((await wordsBrokenMidWord(page)).filter((word) => word.includes('#screenshots'))).size).toBeGreaterThanOrEqual(4)
  if (info.project.name === 'desktop') {
    // Five cards on plain three columns: 3 + an orphaned 2.
    await page.setViewportSize({ width: 1366, height: 800 })
    await restyle('#features ul', { 'grid-template-columns': 'repeat(3, 1fr)' })
    await restyle('#features ul > li', { 'grid-column': 'auto' })
    expect((await gridRows(page, '#features ul')).unfilled).toHaveLength(1)
  } else {
    // The footer's links as compact as on a desktop: all nine too small.
    await restyle('#site-footer nav a', { 'min-height': '2rem', 'padding-block': '0' })
    expect((await smallTargets(page, 44, OWNED_ELSEWHERE)).filter((t) => t.includes('#site-footer'))).toHaveLength(9)
  }
})
