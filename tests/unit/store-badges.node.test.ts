import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { pngSize, scanStoreBadges, storeBadgeReport, storeBadgesModule, svgSize } from '../../scripts/store-badges.mjs'
import { CATALOG_LOCALES } from '../../src/i18n/locales'

// Stand-ins for the stores' artwork, made here: the real files are not in the repository.

/** An Apple-like badge: the artwork fills the SVG (119.66 × 40, as Apple's English badge). */
const appleSvg = (width = 119.66407) =>
  `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40"><rect width="${width}" height="40" rx="6"/></svg>`

/** A PNG of an SVG drawing, through resvg. */
const png = (width: number, height: number, drawing: string) =>
  new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${drawing}</svg>`).render().asPng()

/** A Google-like badge: 646 × 250 pixels, the badge 564 × 168 inside a transparent margin (its clear space). */
const googlePng = () => png(646, 250, '<rect x="41" y="41" width="564" height="168" rx="20"/>')

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'store-badges-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function put(file: string, content: string | Buffer) {
  mkdirSync(join(dir, file, '..'), { recursive: true })
  writeFileSync(join(dir, file), content)
}
const putBoth = (locale: string) => {
  put(`${locale}/app-store.svg`, appleSvg())
  put(`${locale}/google-play.png`, googlePng())
}

describe('store badge files', () => {
  it('reads both badges of every language, App Store first, with their sizes and where the artwork is', () => {
    for (const locale of CATALOG_LOCALES) putBoth(locale)
    const scan = scanStoreBadges(dir, CATALOG_LOCALES)
    expect(scan.problems).toEqual([])
    expect(scan.drawn).toEqual([])
    expect(Object.keys(scan.badges)).toEqual([...CATALOG_LOCALES])
    const en = scan.badges.en!
    expect(Object.keys(en)).toEqual(['appStore', 'googlePlay'])
    expect(en.appStore).toMatchObject({ path: join(dir, 'en/app-store.svg'), width: 119.66, height: 40 })
    expect(en.appStore.artwork).toEqual({ x: 0, y: 0, width: 119.66, height: 40 })
    // The PNG's size from its header, its artwork inside the transparent margin.
    expect(en.googlePlay).toMatchObject({ path: join(dir, 'en/google-play.png'), width: 646, height: 250 })
    expect(en.googlePlay.artwork).toEqual({ x: 41, y: 41, width: 564, height: 168 })
    expect(storeBadgeReport(scan, { release: false })).toBeUndefined()
    expect(storeBadgeReport(scan, { release: true })).toBeUndefined()
  })

  it('gives a language its badges only with both files, and lists the rest: a warning for a build, a stop for a release', () => {
    putBoth('en')
    put('fr/app-store.svg', appleSvg(135.2))
    put('de/google-play.svg', appleSvg())
    const scan = scanStoreBadges(dir, CATALOG_LOCALES)
    expect(Object.keys(scan.badges)).toEqual(['en'])
    expect(scan.drawn).toEqual(['pt', 'es', 'fr', 'de'])
    const list = [
      '  store-badges/pt/app-store.svg: missing',
      '  store-badges/pt/google-play.png (or .svg): missing',
      '  store-badges/es/app-store.svg: missing',
      '  store-badges/es/google-play.png (or .svg): missing',
      '  store-badges/fr/google-play.png (or .svg): missing',
      '  store-badges/de/app-store.svg: missing',
    ].join('\n')
    expect(storeBadgeReport(scan, { release: false })).toBe(
      'Warning: 6 store badge files are missing or unusable, so pt, es, fr, de show drawn store badges (fine for testing; `npm run build:release` refuses them; see store-badges/README.md):\n' +
        list,
    )
    expect(storeBadgeReport(scan, { release: true })).toBe(
      "Release build stopped: 6 store badge files are missing or unusable. Apple and Google allow only their official badges; put each language's two files in store-badges/ (see store-badges/README.md):\n" +
        list,
    )
  })

  it('refuses a file that is not badge artwork, saying why', () => {
    put('pt/app-store.svg', '')
    put('pt/google-play.png', 'not really a PNG')
    put('en/app-store.svg', '<svg xmlns="http://www.w3.org/2000/svg"><rect width="120" height="40"/></svg>')
    put('en/google-play.png', png(646, 250, ''))
    put('es/app-store.svg', '<html><body>Download</body></html>')
    put('es/google-play.png', png(300, 300, '<rect width="300" height="300"/>'))
    put('fr/app-store.svg', `${appleSvg()}<!--${'x'.repeat(70 * 1024)}-->`)
    put('fr/google-play.png', googlePng())
    put('fr/google-play.svg', appleSvg())
    const problems = Object.fromEntries(scanStoreBadges(dir, ['pt', 'en', 'es', 'fr']).problems.map(({ file, problem }) => [file, problem]))
    expect(problems).toEqual({
      'pt/app-store.svg': 'empty',
      'pt/google-play.png': 'not a PNG file',
      'en/app-store.svg': 'has no size: the <svg> element needs a viewBox, or a width and a height',
      'en/google-play.png': 'shows nothing: every pixel is transparent',
      'es/app-store.svg': 'not an SVG file (no <svg> element)',
      'es/google-play.png': "its artwork is 300×300, not a badge's shape (2 to 6 times as wide as high)",
      'fr/app-store.svg': "71 KiB, more than 64 KiB: not the stores' web artwork",
      'fr/google-play.*': 'google-play.png and google-play.svg: keep one',
    })
  })

  it('measures a Google Play badge given as an SVG, margin and all', () => {
    put('en/app-store.svg', appleSvg())
    put('en/google-play.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80"><rect x="20" y="16" width="160" height="48" rx="8"/></svg>')
    const { googlePlay } = scanStoreBadges(dir, ['en']).badges.en!
    expect(googlePlay).toMatchObject({ width: 200, height: 80, artwork: { x: 20, y: 16, width: 160, height: 48 } })
  })
})

describe('badge sizes', () => {
  it.each([
    ['width and height', '<svg width="119.66407" height="40" viewBox="0 0 119.66407 40">', { width: 119.66407, height: 40 }],
    ['width and height in px', "<svg width='110px' height='40px'>", { width: 110, height: 40 }],
    ['only a viewBox', '<svg viewBox="0 0 135 40">', { width: 135, height: 40 }],
    ['a width and the viewBox’s proportions', '<svg width="270" viewBox="0,0,135,40">', { width: 270, height: 80 }],
    ['a height in millimetres', '<svg height="10mm" viewBox="0 0 3 1">', { width: (3 * 96) / 2.54, height: 96 / 2.54 }],
    ['percentages, which say nothing: the viewBox', '<svg width="100%" height="100%" viewBox="0 0 120 40">', { width: 120, height: 40 }],
  ])('an SVG with %s', (_, root, size) => {
    const found = svgSize(`<?xml version="1.0"?>\n${root}<path d="M0 0h1"/></svg>`)
    expect(found.width).toBeCloseTo(size.width, 6)
    expect(found.height).toBeCloseTo(size.height, 6)
  })

  it('a PNG’s width and height from its header', () => {
    expect(pngSize(googlePng())).toEqual({ width: 646, height: 250 })
    expect(() => pngSize(Buffer.from('GIF89a…'))).toThrow('not a PNG file')
  })
})

describe('virtual:store-badges', () => {
  it('imports each official file as an asset never inlined, App Store first in each language', () => {
    putBoth('en')
    putBoth('de')
    const code = storeBadgesModule(scanStoreBadges(dir, ['en', 'de']))
    const imports = [...code.matchAll(/^import (\w+) from "([^"]+)"$/gm)].map(([, name, from]) => [name, from])
    expect(imports).toEqual([
      ['badge0', `${join(dir, 'en/app-store.svg')}?no-inline`],
      ['badge1', `${join(dir, 'en/google-play.png')}?no-inline`],
      ['badge2', `${join(dir, 'de/app-store.svg')}?no-inline`],
      ['badge3', `${join(dir, 'de/google-play.png')}?no-inline`],
    ])
    expect(code).toMatch(/"en": \{ appStore: \{ src: badge0, width: 119\.66, height: 40, .*\}, googlePlay: \{ src: badge1, width: 646, height: 250, /)
  })

  it('is an empty list without files', () => {
    expect(storeBadgesModule(scanStoreBadges(dir, CATALOG_LOCALES))).toBe('\nexport const storeBadges = {\n\n}\n')
  })
})
