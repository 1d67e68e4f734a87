import { iosAppLinks } from 'virtual:site'
import { localizePath, stripLocale } from '../i18n/locale-path'
import { CATALOG_LOCALES, LOCALE_INFO, type Locale } from '../i18n/locales'
import { absoluteUrl, languageVersions } from './site-pages'

/** The share picture made at build time for each language (scripts/build.mjs). */
export const SHARE_IMAGE = { width: 1200, height: 630, path: (locale: Locale) => `/og/${locale}.png` } as const

export interface HeadInput {
  /** The public origin, without a trailing slash. */
  siteUrl: string
  /** The page's path as shown, with its language prefix (`/en/privacy`). */
  pathname: string
  locale: Locale
  appName: string
  appStoreId: string
  /** Translated into the page's language. */
  title: string
  description: string
  imageAlt: string
  /** False for the 404 page: `noindex`, and no canonical or language links. */
  indexable: boolean
  /** Structured data for the page (the home page's), as JSON-LD. */
}

type Attrs = Record<string, string>

export interface HeadTags {
  meta: Attrs[]
  links: Attrs[]
}

/** JSON for an inline data block: `<` escaped, so no text can close the script element. */
export const jsonForScript = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c')

/**
 * A JSON-LD block for a page's HTML. The build writes it into `<head>`, outside React: React would
 * fill a `<script>` with `innerHTML` on a client navigation, which Trusted Types refuse (and
 * search engines read the HTML as served anyway).
 */
export const jsonLdScript = (data: object) => `<script type="application/ld+json">${jsonForScript(data)}</script>`

/** The language's Open Graph locale (`pt_BR`, `es_LA`; LOCALE_INFO `ogLocale`). */
export const ogLocale = (locale: Locale) => LOCALE_INFO[locale].ogLocale

/** The other languages for `og:locale:alternate`. */
export function ogLocaleAlternates(locale: Locale): string[] {
  return CATALOG_LOCALES.filter((code) => code !== locale).map(ogLocale)
}

/**
 * A page's head as data: title, description, robots, canonical, hreflang alternates (each
 * language's LOCALE_INFO `hreflang`, which is not always its `<html lang>`), Open Graph,
 * Twitter card, the App Store banner and JSON-LD. One function for every page and language;
 * `og:locale:alternate` repeats, so it is rendered apart (see `ogLocaleAlternates`).
 */
export function buildHeadTags(input: HeadInput): HeadTags {
  const { siteUrl, pathname, locale, title, description, imageAlt, indexable } = input
  // The router may report a language's home page as `/en/`: the canonical form is `/en`.
  const url = absoluteUrl(siteUrl, localizePath(stripLocale(pathname), locale))
  const image = absoluteUrl(siteUrl, SHARE_IMAGE.path(locale))
  const meta: Attrs[] = [
    { title },
    { name: 'description', content: description },
    ...(indexable ? [] : [{ name: 'robots', content: 'noindex' }]),
    // Once the iOS app opens the site's links (its Team ID and bundle id are set), Safari's banner
    // hands it the page's canonical address, so "Open" lands on the same page. A constant
    // of the build (`virtual:site`): a build without the app's ids has none of this.
    { name: 'apple-itunes-app', content: `app-id=${input.appStoreId}${iosAppLinks && indexable ? `, app-argument=${url}` : ''}` },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: input.appName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(indexable ? [{ property: 'og:url', content: url }] : []),
    { property: 'og:locale', content: ogLocale(locale) },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(SHARE_IMAGE.width) },
    { property: 'og:image:height', content: String(SHARE_IMAGE.height) },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ]
  const links: Attrs[] = indexable
    ? [
        { rel: 'canonical', href: url },
        ...languageVersions(siteUrl, stripLocale(pathname)).map(({ hrefLang, href }) => ({ rel: 'alternate', hrefLang, href })),
      ]
    : []
  return { meta, links }
}
