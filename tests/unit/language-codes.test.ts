// @vitest-environment jsdom
// (jsdom: happy-dom cannot search an XML document by namespace)
import { describe, expect, it } from 'vitest'
import { localizePath } from '../../src/i18n/locale-path'
import { CATALOG_LOCALES, LOCALE_INFO } from '../../src/i18n/locales'
import { buildHeadTags, ogLocaleAlternates } from '../../src/seo/head-tags'
import { SITE_PAGES } from '../../src/seo/site-pages'
import { buildSitemap } from '../../src/seo/sitemap'
import { FACEBOOK_LOCALES, hreflangProblem, ISO_3166_1_ALPHA_2, ISO_639_1 } from '../support/language-codes'

const SITE = 'https://www.selah.app'

/** Every page's head in every language, as the prerender builds it. */
const heads = SITE_PAGES.flatMap((page) =>
  CATALOG_LOCALES.map((locale) =>
    buildHeadTags({
      siteUrl: SITE,
      pathname: localizePath(page, locale),
      locale,
      appName: 'Selah',
      appStoreId: '1234567890',
      title: 'Selah',
      description: 'Selah',
      imageAlt: 'Selah',
      indexable: true,
    }),
  ),
)

describe('the ISO lists hreflang is checked against', () => {
  it('hold the 184 ISO 639-1 languages and the 249 ISO 3166-1 alpha-2 regions, once each, in order', () => {
    expect(ISO_639_1).toHaveLength(184)
    expect(ISO_3166_1_ALPHA_2).toHaveLength(249)
    for (const [list, shape] of [
      [ISO_639_1, /^[a-z]{2}$/],
      [ISO_3166_1_ALPHA_2, /^[A-Z]{2}$/],
    ] as const) {
      for (const code of list) expect(code).toMatch(shape)
      expect([...list].sort()).toEqual(list)
      expect(new Set(list).size).toBe(list.length)
    }
  })

  it('accept what Google documents, and refuse what it ignores', () => {
    for (const value of ['x-default', 'es', 'pt-BR', 'en-GB', 'de-ES', 'zh-TW']) expect(hreflangProblem(value), value).toBeUndefined()
    // A numeric UN M.49 region, a reserved code (GB is the United Kingdom), no such language,
    // the Open Graph form, a script subtag, a three-letter language, nothing at all.
    for (const value of ['es-419', 'en-UK', 'xx', 'pt_BR', 'zh-Hant-TW', 'fil', 'en-XA', '', 'default']) {
      expect(hreflangProblem(value), value).toBeDefined()
    }
  })

  it('ask for the usual case, which search engines would not mind but the site writes one way', () => {
    for (const value of ['pt-br', 'PT-BR', 'En', 'X-Default']) expect(hreflangProblem(value), value).toBeDefined()
    expect(hreflangProblem('pt-br')).toMatch(/written pt-BR/)
  })
})

describe('every hreflang the site emits', () => {
  it('in the registry: one per language, accepted, naming the language of its <html lang>', () => {
    const values = CATALOG_LOCALES.map((code) => LOCALE_INFO[code].hreflang)
    for (const value of values) expect(hreflangProblem(value), value).toBeUndefined()
    expect(new Set(values).size).toBe(values.length)
    for (const code of CATALOG_LOCALES) {
      const { tag, hreflang } = LOCALE_INFO[code]
      expect(new Intl.Locale(hreflang).language, code).toBe(new Intl.Locale(tag).language)
    }
  })

  it('in every page’s head: each language’s registry value and x-default, all accepted', () => {
    const expected = [...CATALOG_LOCALES.map((code) => LOCALE_INFO[code].hreflang), 'x-default']
    for (const { links } of heads) {
      const values = links.filter((link) => link.rel === 'alternate').map((link) => link.hrefLang!)
      expect(values).toEqual(expected)
      for (const value of values) expect(hreflangProblem(value), value).toBeUndefined()
    }
  })

  it('in sitemap.xml: every alternate of every URL accepted', () => {
    const xml = new DOMParser().parseFromString(buildSitemap(SITE), 'application/xml')
    const values = Array.from(xml.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')).map((link) => link.getAttribute('hreflang')!)
    expect(values).toHaveLength(SITE_PAGES.length * CATALOG_LOCALES.length * (CATALOG_LOCALES.length + 1))
    for (const value of values) expect(hreflangProblem(value), value).toBeUndefined()
  })
})

describe('every og:locale the site emits', () => {
  it('is a locale Facebook supports, for the page and its alternates', () => {
    for (const code of CATALOG_LOCALES) {
      expect(FACEBOOK_LOCALES.has(LOCALE_INFO[code].ogLocale), code).toBe(true)
      for (const alternate of ogLocaleAlternates(code)) expect(FACEBOOK_LOCALES.has(alternate), alternate).toBe(true)
    }
    for (const { meta } of heads) {
      for (const { content } of meta.filter((m) => m.property === 'og:locale')) expect(FACEBOOK_LOCALES.has(content!), content).toBe(true)
    }
  })
})
