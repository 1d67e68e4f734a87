import fc from 'fast-check'
import { hostileText } from './hostile-text'

/** Our language prefixes and near misses, in any mix of cases (`PT`, `eN`, …). */
const prefix = fc.mixedCase(fc.constantFrom('pt', 'en', 'es', 'fr', 'de', 'pseudo', 'xx', 'ptx', 'en-gb'))

/** A path segment: a web one, a prefix, an empty one (`//`), encoded slashes, dots and breaks, our pages, any text. */
const segment = fc.oneof(
  fc.webSegment(),
  prefix,
  fc.constantFrom('', '', '.', '..', '%2e%2e', '%2F', '%5C', '\\', '\t', '%0A', '%09', '%', '%E0%A4%A', '%70t', '%65n'),
  fc.constantFrom('privacy', 'terms', 'support', 'help', 'Privacy', 'evil.example'),
  hostileText({ maxLength: 6 }),
)

/**
 * Any path at all, starting with a slash: fast-check's web paths, our prefixes in every disguise
 * (case, percent-encoding, doubled slashes, backslashes, tabs) before any segments, and any text.
 */
export const anyPath = fc.oneof(
  fc.webPath(),
  fc
    .tuple(fc.oneof(prefix, segment), fc.array(segment, { maxLength: 4 }), fc.boolean())
    .map(([first, rest, slash]) => `/${[first, ...rest].join('/')}${slash ? '/' : ''}`),
  fc.string({ unit: fc.constantFrom('/', '\\', 'pt', 'en', '.', '%2F', '\t', 'evil.example'), maxLength: 8 }).map((path) => `/${path}`),
  hostileText().map((text) => `/${text}`),
)

export const ORIGIN = 'https://site.test'

/** A path as a browser has it in `location`: `anyPath` parsed as a URL of this site (and a query and fragment). */
export const browserPath = fc
  .tuple(anyPath, fc.webQueryParameters(), fc.webFragments())
  .map(([path, query, fragment]) => {
    const url = new URL(`${ORIGIN}${path}${query ? `?${query}` : ''}${fragment ? `#${fragment}` : ''}`)
    return url.href.slice(ORIGIN.length)
  })
