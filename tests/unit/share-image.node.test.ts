import { readFileSync } from 'node:fs'
import { Resvg } from '@resvg/resvg-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { pickFontSize, renderIconPng, renderShareImage, SHARE_SIZE, type ShareCopy } from '../../scripts/share-image.mjs'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const MARK = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8')

const ENGLISH: ShareCopy = {
  appName: 'Selah',
  headline: 'Find peace in God’s Word, one day at a time',
  promise: 'Verses for how you feel, prayer and quiet reflection in one app.',
  lang: 'en',
}
const LONG_GERMAN: ShareCopy = {
  appName: 'Selah',
  headline: 'Finde Frieden und Zuversicht in Gottes lebendigem Wort – jeden einzelnen Tag, auch in schwierigen Zeiten, überall',
  promise: 'Bibelverse für jede Gefühlslage, Gebet und stille Besinnung – übersichtlich vereint in einer einzigen App.',
  lang: 'de',
}

/** Tests one pixel's red, green, blue and alpha (0–255). */
type PixelTest = (r: number, g: number, b: number, a: number) => boolean

/** Width and height from the IHDR chunk, which must follow the PNG signature. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
  expect(png.toString('latin1', 12, 16)).toBe('IHDR')
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

/** The PNG's pixels, decoded by letting resvg draw it 1:1 as the only image of an SVG. */
function decode(png: Buffer) {
  const { width, height } = pngSize(png)
  const href = `data:image/png;base64,${png.toString('base64')}`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="${href}"/></svg>`
  const data = new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels
  /** How many pixels of the box [x0, x1) × [y0, y1) pass the test. */
  const count = ([x0, y0, x1, y1]: [number, number, number, number], test: PixelTest) => {
    let n = 0
    for (let y = y0; y < y1; y++) {
      for (let x = x0, i = (y * width + x0) * 4; x < x1; x++, i += 4) {
        if (test(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0, data[i + 3] ?? 0)) n++
      }
    }
    return n
  }
  const is = (x: number, y: number, test: PixelTest) => count([x, y, x + 1, y + 1], test) === 1
  return { width, height, count, is }
}

/** White headline and lilac promise; the purple background and the gold accents are darker or bluer. */
const isText: PixelTest = (r, g, b) => r > 180 && g > 180 && b > 180
const isPaper: PixelTest = (r, g, b) => Math.abs(r - 0xfb) < 4 && Math.abs(g - 0xf8) < 4 && Math.abs(b - 0xf3) < 4
const isGold: PixelTest = (r, g, b) => r > 220 && g > 170 && g < 215 && b < 120
const isBrandPurple: PixelTest = (r, g, b, a) => r === 0x3f && g === 0x2d && b === 0x76 && a === 255
const isTransparent: PixelTest = (_r, _g, _b, a) => a === 0

/** The text stays in its column, clear of the edges and of the phone on the right (x ≥ ~820). */
function expectTextInsideItsColumn(image: ReturnType<typeof decode>) {
  const { width, height, count } = image
  expect(count([0, 0, 60, height], isText)).toBe(0) // left margin
  expect(count([0, 0, 800, 40], isText)).toBe(0) // top margin
  expect(count([0, height - 40, 800, height], isText)).toBe(0) // bottom margin
  expect(count([730, 0, 800, height], isText)).toBe(0) // between the text and the phone
  expect(width).toBe(SHARE_SIZE.width)
}

describe('renderIconPng', () => {
  it.each([32, 180, 192, 512])('draws the brand mark as a %i px square PNG', (size) => {
    expect(pngSize(renderIconPng(MARK, size))).toEqual({ width: size, height: size })
  })

  it('keeps the mark’s rounded corners transparent, its square purple and its flame gold', () => {
    const size = 180
    const icon = decode(renderIconPng(MARK, size))
    expect(icon.is(0, 0, isTransparent)).toBe(true)
    expect(icon.is(Math.round(size * 0.08), size / 2, isBrandPurple)).toBe(true)
    expect(icon.is(Math.round(size * 0.4), Math.round(size * 0.55), isGold)).toBe(true)
  })
})

describe('renderShareImage', () => {
  let english: Buffer
  beforeAll(async () => {
    english = await renderShareImage(ENGLISH)
  })

  it('is a 1200×630 PNG, small enough for WhatsApp (which shows no image past ~300 KB)', () => {
    expect(pngSize(english)).toEqual({ width: 1200, height: 630 })
    expect(english.length).toBeLessThan(200_000)
  })

  it('shows the headline in the left column and a phone with a paper screen on the right', () => {
    const image = decode(english)
    expect(image.count([76, 120, 720, 600], isText)).toBeGreaterThan(8000)
    expect(image.count([820, 0, 1200, 630], isPaper)).toBeGreaterThan(40_000)
    expect(image.count([0, 0, 760, 630], isPaper)).toBe(0)
    expect(image.count([60, 100, 720, 600], isGold)).toBeGreaterThan(200) // the rule above the headline
    expectTextInsideItsColumn(image)
  })

  it('draws the same copy the same way, and different headlines differently', async () => {
    expect((await renderShareImage(ENGLISH)).equals(english)).toBe(true)
    const other = await renderShareImage({ ...ENGLISH, headline: 'Encontre paz na Palavra de Deus, um dia de cada vez', lang: 'pt-BR' })
    expect(pngSize(other)).toEqual({ width: 1200, height: 630 })
    expect(other.equals(english)).toBe(false)
  })

  it('draws letters beyond Latin-1 (Latin Extended) instead of the same missing-glyph box', async () => {
    // Were the Latin Extended font missing, both headlines would be the same row of boxes.
    const a = await renderShareImage({ ...ENGLISH, headline: 'ő ł ş ě ř ğ', lang: 'pl' })
    const b = await renderShareImage({ ...ENGLISH, headline: 'ű ħ ţ ž ň ď', lang: 'pl' })
    expect(a.equals(b)).toBe(false)
  })

  it('fits a very long German headline and promise inside the picture by setting them smaller', async () => {
    const png = await renderShareImage(LONG_GERMAN)
    expect(png.length).toBeLessThan(200_000)
    const image = decode(png)
    expect(image.height).toBe(630)
    expectTextInsideItsColumn(image)
    expect(image.count([76, 120, 720, 600], isText)).toBeGreaterThan(8000)
  })
})

describe('pickFontSize', () => {
  // Lines of 1.14 × size, rounded as satori draws them: 68 → 78 px, 64 → 73 px, 48 → 55 px.
  const limits = { lineHeight: 1.14, maxLines: 4, maxHeight: 3 * 78 }

  it('keeps the largest size when the text fits in it', () => {
    expect(pickFontSize([{ size: 68, height: 3 * 78 }, { size: 64, height: 2 * 73 }], limits)).toEqual({ size: 68, fits: true })
  })

  it('steps down past sizes that are too tall, allowing a 4th line only within the height limit', () => {
    const measured = [
      { size: 68, height: 4 * 78 },
      { size: 64, height: 4 * 73 },
      { size: 48, height: 4 * 55 },
    ]
    expect(pickFontSize(measured, limits)).toEqual({ size: 48, fits: true })
    expect(pickFontSize(measured, { ...limits, maxLines: 3 })).toEqual({ size: 48, fits: false })
  })

  it('falls back to the smallest size, marked as not fitting, when nothing fits', () => {
    expect(pickFontSize([{ size: 68, height: 6 * 78 }, { size: 36, height: 5 * 41 }], limits)).toEqual({ size: 36, fits: false })
    expect(() => pickFontSize([], limits)).toThrow()
  })
})
