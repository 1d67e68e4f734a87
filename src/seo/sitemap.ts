import { localizePath } from '../i18n/locale-path'
import { CATALOG_LOCALES } from '../i18n/locales'
import { absoluteUrl, languageVersions, SITE_PAGES } from './site-pages'

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

/**
 * sitemap.xml: every page in every language, each with its `xhtml:link` alternates
 * (the same set as the page's own hreflang links), so search engines pair the versions.
 */
export function buildSitemap(siteUrl: string, lastModified: Record<string, string> = {}): string {
  const entries = SITE_PAGES.flatMap((page) =>
    CATALOG_LOCALES.map((locale) => {
      const alternates = languageVersions(siteUrl, page)
        .map(({ hrefLang, href }) => `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`)
        .join('\n')
      const lastmod = lastModified[page] ? `\n    <lastmod>${lastModified[page]}</lastmod>` : ''
      return `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, localizePath(page, locale)))}</loc>${lastmod}\n${alternates}\n  </url>`
    }),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
}

/** robots.txt: everything may be crawled; the sitemap's absolute URL. */
export function buildRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`
}
