// The pictures the build draws: a 1200×630 share picture per language for link previews
// (og:image, read by WhatsApp, Facebook, iMessage, Slack, LinkedIn) and the PNG icons from the
// brand mark. Satori lays out a tree of plain `{ type, props }` objects (no JSX) into SVG, with
// the Lora font from @fontsource/lora; resvg turns the SVG into PNG. Nothing is fetched.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'

export const SHARE_SIZE = { width: 1200, height: 630 }

const COLOURS = {
  brand: '#3f2d76',
  deep: '#2a1d52',
  paper: '#fbf8f3',
  gold: '#f6c453',
  lilac: '#e6e0f7',
  frame: '#1d1340',
}

/** The brand mark, the same file the site serves as its favicon. */
const MARK_SVG = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8')
const MARK_SRC = `data:image/svg+xml;base64,${Buffer.from(MARK_SVG).toString('base64')}`

const PADDING = { x: 76, y: 56 }
const TEXT_WIDTH = 640

/**
 * Font sizes to try, largest first: the first whose text fits is used. A longer text gets a
 * smaller size and may take a 4th line, within the height of 3 lines at the largest size.
 * @param {number[]} sizes @param {number} lineHeight
 */
function textFit(sizes, lineHeight) {
  return { sizes, lineHeight, maxLines: 4, maxHeight: 3 * Math.round((sizes[0] ?? 0) * lineHeight) }
}
const HEADLINE = textFit([68, 64, 60, 56, 52, 48, 44, 40, 36], 1.14)
const PROMISE = textFit([30, 28, 26, 24, 22, 20], 1.4)

/** @type {import('satori').Font[] | undefined} */
let fontCache

/**
 * Lora regular and bold, read once. The Latin Extended subset (ő, ş, ł, ě… and the € sign) gets a
 * family name of its own: satori keeps one font per name, weight and style, so a second "Lora"
 * would be dropped and those letters drawn as boxes.
 */
function fonts() {
  if (fontCache) return fontCache
  const require = createRequire(import.meta.url)
  const file = (/** @type {string} */ name) => readFileSync(require.resolve(`@fontsource/lora/files/lora-${name}-normal.woff`))
  /** @type {(400 | 700)[]} */
  const weights = [400, 700]
  const subsets = [{ name: 'Lora', subset: 'latin' }, { name: 'Lora Extended', subset: 'latin-ext' }]
  fontCache = weights.flatMap((weight) =>
    subsets.map(({ name, subset }) => ({ name, data: file(`${subset}-${weight}`), weight, style: /** @type {const} */ ('normal') })),
  )
  return fontCache
}
const FONT_FAMILY = "Lora, 'Lora Extended'"

/**
 * A satori element, a flex box unless told otherwise: `el('div', { color: 'red' }, 'text')`.
 * @param {string} type @param {Record<string, unknown>} style @param {unknown} [children]
 * @param {{ key?: string } & Record<string, unknown>} [props]
 * @returns {import('react').ReactElement}
 */
function el(type, style, children, { key, ...props } = {}) {
  return { type, key: key ?? null, props: { ...props, style: { display: 'flex', boxSizing: 'border-box', ...style }, children } }
}

/** @param {number} size */
const headlineStyle = (size) => ({ fontSize: size, lineHeight: HEADLINE.lineHeight, fontWeight: 700, color: '#ffffff', textWrap: 'balance' })
/** @param {number} size */
const promiseStyle = (size) => ({ fontSize: size, lineHeight: PROMISE.lineHeight, fontWeight: 400, color: COLOURS.lilac, textWrap: 'balance' })

/**
 * The first (largest) size whose text takes at most `maxLines` lines and `maxHeight` pixels, or
 * the last size when none does (`fits: false`). Lines are as tall as satori draws them: whole pixels.
 * @param {{ size: number, height: number }[]} measured  the text's height at each size, largest size first
 * @param {{ lineHeight: number, maxLines: number, maxHeight: number }} limits
 * @returns {{ size: number, fits: boolean }}
 */
export function pickFontSize(measured, { lineHeight, maxLines, maxHeight }) {
  for (const { size, height } of measured) {
    const lines = Math.round(height / Math.round(size * lineHeight))
    if (lines <= maxLines && height <= maxHeight) return { size, fits: true }
  }
  const last = measured.at(-1)
  if (!last) throw new Error('pickFontSize needs at least one measured size')
  return { size: last.size, fits: false }
}

/**
 * Lays out the headline and the promise at every candidate size in one satori pass, and picks
 * the largest size of each that fits its line limit.
 * @param {{ headline: string, promise: string, lang: string }} copy
 */
async function fitCopy({ headline, promise, lang }) {
  /** @type {Map<string, number>} */
  const heights = new Map()
  const probe = (/** @type {string} */ key, /** @type {Record<string, unknown>} */ style, /** @type {string} */ text) =>
    el('div', { width: TEXT_WIDTH, flexShrink: 0, ...style }, text, { key })
  await satori(
    el('div', { flexDirection: 'column', alignItems: 'flex-start', fontFamily: FONT_FAMILY }, [
      ...HEADLINE.sizes.map((size) => probe(`h${size}`, headlineStyle(size), headline)),
      ...PROMISE.sizes.map((size) => probe(`p${size}`, promiseStyle(size), promise)),
    ], { lang }),
    { width: SHARE_SIZE.width, fonts: fonts(), onNodeDetected: (node) => node.key != null && heights.set(String(node.key), node.height) },
  )
  const measured = (/** @type {string} */ prefix, /** @type {number[]} */ sizes) =>
    sizes.map((size) => ({ size, height: heights.get(`${prefix}${size}`) ?? Infinity }))
  return { headline: pickFontSize(measured('h', HEADLINE.sizes), HEADLINE), promise: pickFontSize(measured('p', PROMISE.sizes), PROMISE) }
}

/** A rounded bar standing for a line of text on the phone's screen. */
const textLine = (/** @type {number | string} */ width, /** @type {string} */ colour, height = 9) =>
  el('div', { width, height, borderRadius: height / 2, backgroundColor: colour, flexShrink: 0 })

/** A stylised phone showing the app: a verse card in gold, mood chips, a few lines, a button. */
function phone() {
  const faint = 'rgba(63, 45, 118, 0.16)'
  const chip = (/** @type {number} */ width) => el('div', { width, height: 26, borderRadius: 13, backgroundColor: COLOURS.lilac })
  const screen = el('div', { flexDirection: 'column', flexGrow: 1, backgroundColor: COLOURS.paper, borderRadius: 34, padding: '44px 22px 22px', gap: 18 }, [
    el('div', { alignItems: 'center', gap: 10 }, [
      el('img', { width: 30, height: 30 }, undefined, { src: MARK_SRC, width: 30, height: 30 }),
      textLine(74, COLOURS.brand, 10),
    ]),
    el('div', { flexDirection: 'column', gap: 10, padding: '18px 16px', borderRadius: 18, backgroundImage: `linear-gradient(160deg, #f9d57c, ${COLOURS.gold})` }, [
      textLine('100%', 'rgba(42, 29, 82, 0.55)'),
      textLine('92%', 'rgba(42, 29, 82, 0.55)'),
      textLine('64%', 'rgba(42, 29, 82, 0.55)'),
      el('div', { height: 4 }),
      textLine(56, 'rgba(42, 29, 82, 0.35)', 7),
    ]),
    el('div', { gap: 8, flexWrap: 'wrap' }, [chip(62), chip(82), chip(54), chip(70)]),
    el('div', { flexDirection: 'column', gap: 10 }, [textLine('100%', faint), textLine('86%', faint), textLine('70%', faint)]),
    el('div', { flexGrow: 1 }),
    el('div', { height: 42, borderRadius: 21, backgroundColor: COLOURS.brand, alignItems: 'center', justifyContent: 'center' }, textLine(80, 'rgba(230, 224, 247, 0.8)', 8)),
  ])
  return el('div', { position: 'relative', flexDirection: 'column', width: 264, height: 540, padding: 11, borderRadius: 46, backgroundColor: COLOURS.frame, border: '2px solid rgba(230, 224, 247, 0.35)', transform: 'rotate(6deg)' }, [
    screen,
    el('div', { position: 'absolute', top: 22, left: 100, width: 60, height: 16, borderRadius: 8, backgroundColor: COLOURS.frame }),
  ])
}

/**
 * The share picture as a satori tree. Pure: the same copy and sizes give the same tree.
 * @param {{ appName: string, headline: string, promise: string, lang: string }} copy
 * @param {{ headline: { size: number, fits: boolean }, promise: { size: number, fits: boolean } }} fit
 */
function shareCard({ appName, headline, promise, lang }, fit) {
  // When even the smallest size is too long, the last line ends in an ellipsis rather than spilling out.
  const clamp = (/** @type {{ fits: boolean }} */ f, /** @type {number} */ lines) =>
    f.fits ? {} : { display: 'block', lineClamp: lines, textOverflow: 'ellipsis', textWrap: 'wrap' }
  return el('div', {
    width: SHARE_SIZE.width,
    height: SHARE_SIZE.height,
    fontFamily: FONT_FAMILY,
    padding: `${PADDING.y}px ${PADDING.x}px`,
    justifyContent: 'space-between',
    alignItems: 'center',
    backgroundColor: COLOURS.deep,
    // Top to bottom only: each row is one colour, which PNG packs into almost nothing. A diagonal or
    // radial glow made the picture 270–300 KB, at the ~300 KB past which WhatsApp shows no image.
    backgroundImage: `linear-gradient(180deg, ${COLOURS.brand} 0%, ${COLOURS.deep} 62%, #21173f 100%)`,
  }, [
    el('div', { flexDirection: 'column', width: TEXT_WIDTH, height: '100%' }, [
      el('div', { alignItems: 'center', gap: 18 }, [
        el('img', { width: 60, height: 60, borderRadius: 14, boxShadow: '0 0 0 2px rgba(230, 224, 247, 0.25)' }, undefined, { src: MARK_SRC, width: 60, height: 60 }),
        el('div', { fontSize: 36, fontWeight: 700, color: '#ffffff', letterSpacing: 0.5 }, appName),
      ]),
      el('div', { flexDirection: 'column', flexGrow: 1, justifyContent: 'center', gap: 24, paddingTop: 32 }, [
        el('div', { width: 64, height: 5, borderRadius: 3, backgroundColor: COLOURS.gold }),
        el('div', { ...headlineStyle(fit.headline.size), ...clamp(fit.headline, HEADLINE.maxLines) }, headline),
        el('div', { ...promiseStyle(fit.promise.size), ...clamp(fit.promise, PROMISE.maxLines) }, promise),
      ]),
    ]),
    el('div', { width: 300, justifyContent: 'center', alignItems: 'center', marginRight: -8 }, phone()),
  ], { lang })
}

/**
 * The share picture of one language, as PNG.
 * @param {{ appName: string, headline: string, promise: string, lang: string }} copy  `lang` is a BCP 47 tag
 * @returns {Promise<Buffer>}
 */
export async function renderShareImage(copy) {
  const fit = await fitCopy(copy)
  const svg = await satori(shareCard(copy, fit), { ...SHARE_SIZE, fonts: fonts() })
  return new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_SIZE.width }, font: { loadSystemFonts: false } }).render().asPng()
}

/**
 * A square PNG of an SVG (the brand mark) at `size` pixels: favicon, touch and manifest icons.
 * @param {string} svg @param {number} size
 * @returns {Buffer}
 */
export function renderIconPng(svg, size) {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } }).render().asPng()
}
