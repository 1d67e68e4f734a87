// The stores' official download badges. Apple and Google allow only their own artwork, unaltered
// and in the page's language, so the site does not ship look-alikes: the operator downloads each
// language's badges from the stores' badge pages into store-badges/<locale>/ (store-badges/README.md
// says which file goes where), and the build serves them from the site's own origin under hashed
// names (Vite's asset handling, through the module `virtual:store-badges`). While a language lacks
// its two files, the site draws its own badges for that language (development, tests), a build
// lists what is missing, and a release build (`npm run build:release`) refuses.
//
// Each file is checked (an SVG or PNG, not empty, not heavy, shaped like a badge) and measured:
// its size (the PNG header; the SVG's width, height and viewBox) and where its artwork sits inside
// it. Some badge files carry their clear space as a transparent margin (Google's PNG does), so the
// page scales each badge by its artwork, not by its file, to show both at the same height.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'

/** The folder at the repository root the operator fills, one subfolder per language. */
export const STORE_BADGES_DIR = 'store-badges'

/**
 * The badges in the order a page shows them: the App Store first, as Apple's guidelines ask when
 * its badge appears with other stores'. Each file's name, and the formats taken, in order of preference.
 */
export const STORE_BADGES = /** @type {const} */ ([
  { store: 'appStore', name: 'app-store', formats: ['svg'] },
  { store: 'googlePlay', name: 'google-play', formats: ['png', 'svg'] },
])

/** A badge file heavier than this is not the web artwork (the home page's first view carries it). */
const MAX_BYTES = 64 * 1024
/** A badge's artwork is a wide rounded rectangle: its width over its height lies in this range. */
const BADGE_SHAPE = { min: 2, max: 6 }
/** Pixels whose alpha is at least this are artwork; below, transparent margin or edge smoothing. */
const OPAQUE = 128
/** SVGs are drawn this many pixels high to find their artwork (a tenth of a pixel at 40 px). */
const MEASURE_HEIGHT = 400

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
/** CSS pixels per unit of the absolute lengths an SVG may give its width and height in. */
const CSS_PX = { '': 1, px: 1, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, pt: 96 / 72, pc: 16 }

/** Rounds to hundredths: the sizes the site needs, without float noise. */
const round2 = (/** @type {number} */ n) => Math.round(n * 100) / 100

/**
 * The bounding box of the opaque pixels of an RGBA image, or undefined when there are none.
 * @param {Uint8Array} pixels @param {number} width @param {number} height
 */
function opaqueBox(pixels, width, height) {
  let [left, top, right, bottom] = [width, height, -1, -1]
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (pixels[(y * width + x) * 4 + 3] < OPAQUE) continue
      if (x < left) left = x
      if (x > right) right = x
      if (y < top) top = y
      bottom = y
    }
  }
  return right < 0 ? undefined : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 }
}

/**
 * An SVG length in CSS pixels (a number with no unit or an absolute unit), or undefined
 * (absent, a percentage, a relative unit).
 * @param {string | undefined} value
 */
function svgLength(value) {
  const match = /^\s*([\d.]+(?:e[+-]?\d+)?)\s*(px|in|cm|mm|pt|pc)?\s*$/i.exec(value ?? '')
  const number = Number(match?.[1])
  return match && number > 0 ? number * CSS_PX[/** @type {keyof typeof CSS_PX} */ ((match[2] ?? '').toLowerCase())] : undefined
}

/**
 * The size an SVG shows at by itself (as an `<img>` without dimensions): its width and height, one
 * of them and its viewBox's proportions, or its viewBox.
 * @param {string} svg the file's text
 * @returns {{ width: number, height: number, root: string }}
 */
export function svgSize(svg) {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0]
  if (!root) throw new Error('not an SVG file (no <svg> element)')
  const attribute = (/** @type {string} */ name) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(root)?.slice(1).find((v) => v !== undefined)
  const box = attribute('viewBox')?.trim().split(/[\s,]+/).map(Number)
  const [, , boxWidth = 0, boxHeight = 0] = box ?? []
  const viewBox = box?.length === 4 && boxWidth > 0 && boxHeight > 0 ? { width: boxWidth, height: boxHeight } : undefined
  const width = svgLength(attribute('width'))
  const height = svgLength(attribute('height'))
  if (width && height) return { width, height, root }
  if (viewBox && width) return { width, height: (width * viewBox.height) / viewBox.width, root }
  if (viewBox && height) return { width: (height * viewBox.width) / viewBox.height, height, root }
  if (viewBox) return { ...viewBox, root }
  throw new Error('has no size: the <svg> element needs a viewBox, or a width and a height')
}

/**
 * A PNG's width and height, from its header (the IHDR chunk right after the signature).
 * @param {Buffer} png
 */
export function pngSize(png) {
  if (png.length < 24 || !png.subarray(0, 8).equals(PNG_SIGNATURE) || png.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('not a PNG file')
  }
  const width = png.readUInt32BE(16)
  const height = png.readUInt32BE(20)
  if (!width || !height) throw new Error('not a PNG file (no size in its header)')
  return { width, height }
}

/**
 * Reads one badge file: its size and where its artwork sits in it, in the same units (CSS pixels
 * for an SVG, pixels for a PNG). Throws an Error whose message says what is wrong with the file.
 * @param {string} path
 * @param {'svg' | 'png'} format
 * @returns {import('./store-badges.d.mts').BadgeFile}
 */
export function readBadgeFile(path, format) {
  const bytes = readFileSync(path)
  if (bytes.length === 0) throw new Error('empty')
  if (bytes.length > MAX_BYTES) {
    throw new Error(`${Math.ceil(bytes.length / 1024)} KiB, more than ${MAX_BYTES / 1024} KiB: not the stores' web artwork`)
  }
  let size
  /** @type {string} */
  let drawing
  let scale
  if (format === 'png') {
    size = pngSize(bytes)
    if (size.width * size.height > 16e6) throw new Error(`${size.width}×${size.height} pixels: not the stores' web artwork`)
    // resvg decodes the PNG, drawn 1:1 as the only image of an SVG.
    drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}"><image width="${size.width}" height="${size.height}" href="data:image/png;base64,${bytes.toString('base64')}"/></svg>`
    scale = 1
  } else {
    const svg = bytes.toString('utf8')
    const { root, ...found } = svgSize(svg)
    size = found
    // Drawn at the size found here, whatever units or omissions the file has.
    const sized = root.replace(/\s(?:width|height)\s*=\s*(?:"[^"]*"|'[^']*')/g, '').replace(/^<svg\b/i, `<svg width="${size.width}" height="${size.height}"`)
    drawing = svg.replace(root, () => sized)
    scale = MEASURE_HEIGHT / size.height
  }
  let image
  try {
    image = new Resvg(drawing, { fitTo: scale === 1 ? { mode: 'original' } : { mode: 'height', value: MEASURE_HEIGHT }, font: { loadSystemFonts: false } }).render()
  } catch (error) {
    throw new Error(`cannot be drawn: ${error instanceof Error ? error.message : String(error)}`)
  }
  const box = opaqueBox(image.pixels, image.width, image.height)
  if (!box) throw new Error('shows nothing: every pixel is transparent')
  // Within the file's bounds: a drawing is whole pixels, so it may end a fraction of a unit past them.
  const x = round2(box.x / scale)
  const y = round2(box.y / scale)
  const artwork = { x, y, width: round2(Math.min(box.width / scale, size.width - x)), height: round2(Math.min(box.height / scale, size.height - y)) }
  const shape = artwork.width / artwork.height
  if (shape < BADGE_SHAPE.min || shape > BADGE_SHAPE.max) {
    throw new Error(`its artwork is ${artwork.width}×${artwork.height}, not a badge's shape (${BADGE_SHAPE.min} to ${BADGE_SHAPE.max} times as wide as high)`)
  }
  return { path, width: round2(size.width), height: round2(size.height), artwork }
}

/**
 * Looks for every language's two badge files in `dir`, reads them and reports what is missing or
 * unusable. A language gets its official badges only when both of its files are good: one official
 * badge beside a drawn one would be neither the stores' lineup nor ours.
 * @param {string} dir the store-badges folder
 * @param {readonly string[]} locales the site's languages, as folder names
 * @returns {import('./store-badges.d.mts').StoreBadgeScan}
 */
export function scanStoreBadges(dir, locales) {
  /** @type {import('./store-badges.d.mts').StoreBadgeScan} */
  const scan = { badges: {}, drawn: [], problems: [] }
  for (const locale of locales) {
    /** @type {Partial<Record<import('./store-badges.d.mts').Store, import('./store-badges.d.mts').BadgeFile>>} */
    const found = {}
    for (const { store, name, formats } of STORE_BADGES) {
      const present = formats.filter((format) => existsSync(join(dir, locale, `${name}.${format}`)))
      const file = `${locale}/${name}.${present[0] ?? formats[0]}`
      if (present.length === 0) {
        const others = formats.slice(1).map((format) => `.${format}`)
        scan.problems.push({ file: others.length ? `${file} (or ${others.join(', ')})` : file, problem: 'missing' })
      } else if (present.length > 1) {
        scan.problems.push({ file: `${locale}/${name}.*`, problem: `${present.map((f) => `${name}.${f}`).join(' and ')}: keep one` })
      } else {
        try {
          found[store] = readBadgeFile(join(dir, file), /** @type {'svg' | 'png'} */ (present[0]))
        } catch (error) {
          scan.problems.push({ file, problem: error instanceof Error ? error.message : String(error) })
        }
      }
    }
    if (found.appStore && found.googlePlay) scan.badges[locale] = { appStore: found.appStore, googlePlay: found.googlePlay }
    else scan.drawn.push(locale)
  }
  return scan
}

/**
 * The build's message about the badges, or nothing when every language has both: a warning for a
 * build, the reason to stop for a release build. Lists each missing or unusable file.
 * @param {import('./store-badges.d.mts').StoreBadgeScan} scan
 * @param {{ release: boolean }} options
 */
export function storeBadgeReport(scan, { release }) {
  if (scan.problems.length === 0) return undefined
  const count = scan.problems.length
  const files = `${count} store badge file${count === 1 ? ' is' : 's are'} missing or unusable`
  const { drawn } = scan
  const list = scan.problems.map(({ file, problem }) => `  ${STORE_BADGES_DIR}/${file}: ${problem}`).join('\n')
  return release
    ? `Release build stopped: ${files}. Apple and Google allow only their official badges; put each language's two files in ${STORE_BADGES_DIR}/ (see ${STORE_BADGES_DIR}/README.md):\n${list}`
    : `Warning: ${files}, so ${drawn.join(', ')} show${drawn.length === 1 ? 's' : ''} drawn store badges (fine for testing; \`npm run build:release\` refuses them; see ${STORE_BADGES_DIR}/README.md):\n${list}`
}

/**
 * The source of `virtual:store-badges`: each language's official badges with their files imported
 * as assets, so that Vite serves them in development and writes them, under names that change with
 * their content, into the build (`?no-inline`: never a `data:` URL, which the policy's img-src
 * refuses and which would weigh on the script). The server build imports the same files and gets
 * the same names, so the prerendered pages and the browser agree.
 * @param {import('./store-badges.d.mts').StoreBadgeScan} scan
 */
export function storeBadgesModule(scan) {
  /** @type {string[]} */
  const imports = []
  const entries = Object.entries(scan.badges).map(([locale, set]) => {
    const stores = STORE_BADGES.map(({ store }) => {
      const { path, width, height, artwork } = set[store]
      const name = `badge${imports.length}`
      imports.push(`import ${name} from ${JSON.stringify(`${path}?no-inline`)}`)
      return `${store}: { src: ${name}, width: ${width}, height: ${height}, artwork: ${JSON.stringify(artwork)} }`
    })
    return `  ${JSON.stringify(locale)}: { ${stores.join(', ')} },`
  })
  return `${imports.join('\n')}\nexport const storeBadges = {\n${entries.join('\n')}\n}\n`
}

const VIRTUAL_ID = 'virtual:store-badges'

/**
 * The Vite plugin that provides `virtual:store-badges` (see `storeBadgesModule`).
 * @param {import('./store-badges.d.mts').StoreBadgeScan} scan
 * @returns {import('vite').Plugin}
 */
export function storeBadges(scan) {
  return {
    name: 'selah:store-badges',
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
    load: (id) => (id === `\0${VIRTUAL_ID}` ? storeBadgesModule(scan) : undefined),
  }
}
