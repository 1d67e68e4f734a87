import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.ts'

/**
 * Pure helpers for the URL scheme (docs/decisions/001-url-scheme.md):
 * Portuguese has no prefix, every other language is `/<code>/…`.
 */

/** The value of the optional `{-$lang}` route param for a locale. */
export function langParam(locale: Locale): Locale | undefined {
  return locale === DEFAULT_LOCALE ? undefined : locale
}

/**
 * The first segment and the rest, whatever the rest holds: a router decodes `%0A` into a line
 * break, which `.` would not match (the path then looked unprefixed, and moving it to a saved
 * language prefixed it again at every move, without end).
 */
function splitFirstSegment(pathname: string): [first: string, rest: string] {
  const match = /^\/([^/]*)([^]*)$/.exec(pathname)
  if (!match) return ['', pathname]
  return [match[1] ?? '', match[2] ?? '']
}

/**
 * A path of this site. `/pt//evil.example` must not move to `//evil.example`, which a browser
 * reads as another site (so would `/\`, or a tab or line break between the slashes, once
 * decoded): leading slashes and backslashes become one slash.
 */
function ownPath(rest: string): string {
  return rest.replace(/^[\\/][\t\n\r\\/]*/, '/') || '/'
}

/** The locale named by the URL's prefix, or null when the URL has none. */
export function localeFromPath(pathname: string): Locale | null {
  const [first] = splitFirstSegment(pathname)
  return isLocale(first) ? first : null
}

/** The path without its language prefix: `/en/privacy` → `/privacy`, `/en` → `/`. */
export function stripLocale(pathname: string): string {
  const [first, rest] = splitFirstSegment(pathname)
  return ownPath(isLocale(first) ? rest : pathname)
}

/** The same page in another language: `localizePath('/en/terms', 'fr')` → `/fr/terms`. */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname)
  if (locale === DEFAULT_LOCALE) return bare
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`
}

export type LocationLocale =
  | { locale: Locale; redirectTo?: undefined }
  | { locale: Locale; redirectTo: string }

/**
 * Which language a URL is shown in, given the visitor's stored choice.
 * - `/pt/…` moves to the unprefixed URL.
 * - `/<code>/…` is that language.
 * - An unprefixed URL is Portuguese, unless the visitor chose another language:
 *   then it moves to that language's prefixed URL.
 * Unknown prefixes are not decided here: they fall to the 404 page.
 */
export function resolveLocationLocale(pathname: string, stored: Locale): LocationLocale {
  const [first] = splitFirstSegment(pathname)
  if (first === DEFAULT_LOCALE) {
    return { locale: DEFAULT_LOCALE, redirectTo: stripLocale(pathname) }
  }
  const prefixed = localeFromPath(pathname)
  if (prefixed) return { locale: prefixed }
  if (stored !== DEFAULT_LOCALE) {
    return { locale: stored, redirectTo: localizePath(pathname, stored) }
  }
  return { locale: DEFAULT_LOCALE }
}
