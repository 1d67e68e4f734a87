import { PNG } from 'pngjs'
import { MESSAGE_IDS } from './catalogs'
import { axeViolations, expect, expectPickerWorks, href, LANGS, NOT_FOUND_LOG, open, PAGE_PATHS, reviewScreenshot, test } from './fixtures'
import { expectKeyboardWalk } from './keyboard'

const PAGES = PAGE_PATHS

// Every page in every language on the desktop, in the dark scheme, hydrated and working (the light
// scheme's run is pages.spec.ts's, on the phone, with axe on every page in every language and
// Portuguese's keyboard walk). axe runs here once per page, each page in another language: the
// colours do not change with the language, and axe was half of a page's time here (the five tests
// took 28 s instead of 69 s of a full run). One test per language, a step per page.
test.describe('dark scheme', { tag: '@desktop' }, () => {
  test.use({ colorScheme: 'dark' })

  for (const [index, lang] of LANGS.entries()) {
    /** The page that axe checks in this language: pt the home page, en the privacy policy, and so on. */
    const axePage = PAGES[index]!.id
    test(`${lang}: every page in dark colours, no message id on screen, axe on the ${axePage} page, ${lang === 'de' ? 'keyboard, ' : ''}screenshots`, async ({ page, gate }, info) => {
      test.setTimeout(120_000)
      gate.expectConsoleError(NOT_FOUND_LOG)
      for (const { id, path } of PAGES) {
        await test.step(id, async () => {
          await open(page, href(path, lang))
          // The page really is dark: the paper behind the text is dark and the text light.
          const { background, text } = await page.evaluate(() => ({
            background: getComputedStyle(document.documentElement).backgroundColor,
            text: getComputedStyle(document.body).color,
          }))
          const lightness = (rgb: string) => rgb.match(/\d+/g)!.slice(0, 3).map(Number).reduce((a, b) => a + b, 0) / 3
          expect(lightness(background)).toBeLessThan(60)
          expect(lightness(text)).toBeGreaterThan(190)
          // What a desktop shows and a phone does not (the hero's description, the inline navigation) is translated too.
          const words = (await page.locator('body').innerText()).split(/[^A-Za-z0-9+/]+/)
          expect(words.filter((word) => MESSAGE_IDS.has(word)), 'message ids on screen').toEqual([])
          await reviewScreenshot(page, `${lang}-${id}-${info.project.name}-dark`)
          if (id === axePage) expect(await axeViolations(page), 'axe WCAG 2.2 AA in the dark scheme').toEqual([])
          // Hydrated without a warning (the gate fails on any), the QR code too, and working.
          await expectPickerWorks(page, lang)
          if (lang === 'de') await expectKeyboardWalk(page)
        })
      }
    })
  }
})

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} scheme`, () => {
    test.use({ colorScheme: scheme })
    test(`the browser's bar takes the header's colour (${scheme})`, { tag: '@once' }, async ({ page }) => {
      await open(page, '/en')
      const { themeColor, paper } = await page.evaluate(() => {
        const meta = [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find((m) => matchMedia(m.media).matches)
        const probe = document.createElement('div')
        probe.style.color = 'var(--color-paper)'
        document.body.append(probe)
        const paper = getComputedStyle(probe).color
        probe.remove()
        const swatch = document.createElement('div')
        swatch.style.color = meta?.content ?? ''
        document.body.append(swatch)
        const themeColor = getComputedStyle(swatch).color
        swatch.remove()
        return { themeColor, paper }
      })
      expect(themeColor).toBe(paper)
      // The header shows that colour: a pixel of its empty middle, as painted.
      const box = (await page.locator('body header').boundingBox())!
      const png = PNG.sync.read(await page.screenshot({ clip: { x: box.width / 2 - 20, y: 2, width: 4, height: 4 }, scale: 'css' }))
      const painted = [...png.data.subarray(0, 3)]
      const expected = paper.match(/\d+/g)!.slice(0, 3).map(Number)
      for (let i = 0; i < 3; i++) expect(Math.abs(painted[i]! - expected[i]!), `header pixel ${painted} vs ${expected}`).toBeLessThanOrEqual(10)
    })
  })
}

// The home page at tablet and wide-screen widths in every language, opened once and resized (its
// HTML is the same at every width: what changes is the layout).
for (const lang of LANGS) {
  test(`${lang} home page at 1920, 1024 and 768 px: no sideways scrolling, screenshots`, { tag: '@desktop' }, async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 900 })
    await open(page, href('/', lang))
    for (const width of [1920, 1024, 768]) {
      await page.setViewportSize({ width, height: 900 })
      // Light in every language; dark too in Portuguese (the colours do not change with the language).
      for (const scheme of lang === 'pt' ? (['light', 'dark'] as const) : (['light'] as const)) {
        await page.emulateMedia({ colorScheme: scheme })
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow, `${width} px, ${scheme}: sideways scrolling`).toBe(0)
        // Pictures to look at: Portuguese in both schemes and German (the longest words).
        if (lang === 'pt' || lang === 'de') await reviewScreenshot(page, `${lang}-home-${width}-${scheme}`)
      }
    }
  })
}
