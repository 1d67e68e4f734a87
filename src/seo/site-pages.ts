import { localizePath } from '../i18n/locale-path.ts'
import { CATALOG_LOCALES, DEFAULT_LOCALE, LOCALE_INFO, type CatalogLocale } from '../i18n/locales.ts'

/**
 * Every page of the site, by its unprefixed path (Portuguese has no prefix). The prerender,
 * the sitemap and the language links read this list; a test checks it against the route tree.
 */
export const SITE_PAGES = ['/', '/privacy', '/terms', '/support'] as const

/** `https://host` + a site path; the home page of a language has no trailing slash (`/en`). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${path}`
}

export interface LanguageVersion {
  /** The language's `hreflang` (LOCALE_INFO), or `x-default` for the version shown when no language matches. */
  hrefLang: string
  href: string
}

/** A page's URL in each language, then `x-default` (the Portuguese URL), all absolute. */
export function languageVersions(siteUrl: string, path: string): LanguageVersion[] {
  return [
    ...CATALOG_LOCALES.map((code: CatalogLocale) => ({
      hrefLang: LOCALE_INFO[code].hreflang,
      href: absoluteUrl(siteUrl, localizePath(path, code)),
    })),
    { hrefLang: 'x-default', href: absoluteUrl(siteUrl, localizePath(path, DEFAULT_LOCALE)) },
  ]
}
