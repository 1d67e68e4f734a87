import { localizePath } from '../i18n/locale-path'
import { LOCALES, type Locale } from '../i18n/locales'
import { SITE_PAGES } from './site-pages'

export interface PrerenderTarget {
  /** The URL rendered, with its language prefix. */
  url: string
  /** Where its HTML goes in the build, so a static host serves it at that URL. */
  file: string
  locale: Locale
}

/**
 * A site path's HTML file: `/` → `index.html`, `/en` → `en.html`, `/en/privacy` → `en/privacy.html`.
 * Every host serves `x.html` at `x` with a 200, the site's one address for the page (no trailing
 * slash), where `x/index.html` would make Cloudflare Pages and Netlify redirect `x` to `x/`
 * (docs/decisions/001-url-scheme.md, README "Deploying").
 */
export function htmlFileFor(url: string): string {
  return url === '/' ? 'index.html' : `${url.slice(1)}.html`
}

/**
 * Every page in every language of this build, then each language's 404 page: `404.html` for
 * Portuguese and `<code>/404.html` for the others, which hosts serve for a missing path in that
 * language's folder (scripts/nginx-config.mjs routes each folder to its own).
 */
export function prerenderTargets(locales: readonly Locale[] = LOCALES): PrerenderTarget[] {
  const pages = locales.flatMap((locale) =>
    SITE_PAGES.map((page) => {
      const url = localizePath(page, locale)
      return { url, file: htmlFileFor(url), locale }
    }),
  )
  const notFound = locales.map((locale) => {
    const url = localizePath('/404', locale)
    return { url, file: `${url.slice(1)}.html`, locale }
  })
  return [...pages, ...notFound]
}
