// @vitest-environment jsdom
// (jsdom: happy-dom cannot search an XML document by namespace)
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildHeadTags, jsonLdScript, type HeadInput } from '../../src/seo/head-tags'
import { prerenderTargets } from '../../src/seo/site-files'
import { SITE_PAGES } from '../../src/seo/site-pages'
import { buildRobots, buildSitemap } from '../../src/seo/sitemap'
import { buildStructuredData } from '../../src/seo/structured-data'
import { createMemoryHistory } from '@tanstack/react-router'
import { createAppRouter } from '../../src/router'
import { buildWith } from './site-build'

afterEach(() => vi.unstubAllGlobals())

const SITE = 'https://www.selah.app'

const input = (overrides: Partial<HeadInput> = {}): HeadInput => ({
  siteUrl: SITE,
  pathname: '/fr/terms',
  locale: 'fr',
  appName: 'Selah',
  appStoreId: '1234567890',
  title: 'Conditions d’utilisation · Selah',
  description: 'Les conditions…',
  imageAlt: 'Selah : un verset',
  indexable: true,
  ...overrides,
})

const metaContent = (meta: Array<Record<string, string>>, key: string) =>
  meta.filter((m) => m.name === key || m.property === key).map((m) => m.content)

describe('head tags of a page (buildHeadTags)', () => {
  it('give the canonical URL and every language version plus x-default, all absolute', () => {
    const { links } = buildHeadTags(input())
    expect(links).toEqual([
      { rel: 'canonical', href: `${SITE}/fr/terms` },
      { rel: 'alternate', hrefLang: 'pt-BR', href: `${SITE}/terms` },
      { rel: 'alternate', hrefLang: 'en', href: `${SITE}/en/terms` },
      // Spanish is es-419 in <html lang>, but search engines take only ISO 639-1 + ISO 3166-1 alpha-2.
      { rel: 'alternate', hrefLang: 'es', href: `${SITE}/es/terms` },
      { rel: 'alternate', hrefLang: 'fr', href: `${SITE}/fr/terms` },
      { rel: 'alternate', hrefLang: 'de', href: `${SITE}/de/terms` },
      { rel: 'alternate', hrefLang: 'x-default', href: `${SITE}/terms` },
    ])
  })

  it('name a language home page without a trailing slash, whatever the router reports', () => {
    for (const pathname of ['/de', '/de/']) {
      const { links } = buildHeadTags(input({ pathname, locale: 'de' }))
      expect(links[0]).toEqual({ rel: 'canonical', href: `${SITE}/de` })
      expect(links.find((l) => l.hrefLang === 'x-default')?.href).toBe(`${SITE}/`)
    }
  })

  it('carry Open Graph and Twitter tags in the page language, with the language’s share picture', () => {
    const { meta } = buildHeadTags(input())
    expect(meta[0]).toEqual({ title: 'Conditions d’utilisation · Selah' })
    expect(metaContent(meta, 'og:title')).toEqual(['Conditions d’utilisation · Selah'])
    expect(metaContent(meta, 'og:url')).toEqual([`${SITE}/fr/terms`])
    expect(metaContent(meta, 'og:locale')).toEqual(['fr_FR'])
    expect(metaContent(meta, 'og:image')).toEqual([`${SITE}/og/fr.png`])
    expect(metaContent(meta, 'og:image:width')).toEqual(['1200'])
    expect(metaContent(meta, 'og:image:height')).toEqual(['630'])
    expect(metaContent(meta, 'og:image:alt')).toEqual(['Selah : un verset'])
    expect(metaContent(meta, 'twitter:card')).toEqual(['summary_large_image'])
    expect(metaContent(meta, 'apple-itunes-app')).toEqual(['app-id=1234567890'])
    expect(metaContent(meta, 'robots')).toEqual([])
  })

  it('hand the iOS app the page’s canonical address in Safari’s banner once the app opens links, never on the 404 page', () => {
    // Whether the iOS app's Team ID and bundle id are set.
    const banner = (iosAppLinks: boolean, overrides: Partial<HeadInput> = {}) => {
      buildWith({ iosAppLinks })
      return metaContent(buildHeadTags(input(overrides)).meta, 'apple-itunes-app')
    }
    expect(banner(true)).toEqual([`app-id=1234567890, app-argument=${SITE}/fr/terms`])
    // The router may report a language's home page as `/en/`: the argument is the canonical `/en`.
    expect(banner(true, { pathname: '/en/', locale: 'en' })).toEqual([`app-id=1234567890, app-argument=${SITE}/en`])
    expect(banner(true, { pathname: '/', locale: 'pt' })).toEqual([`app-id=1234567890, app-argument=${SITE}/`])
    expect(banner(false)).toEqual(['app-id=1234567890'])
    expect(banner(true, { pathname: '/fr/nope', indexable: false })).toEqual(['app-id=1234567890'])
  })

  it('keep the 404 page out of search engines: noindex, no canonical, no og:url', () => {
    const { meta, links } = buildHeadTags(input({ pathname: '/fr/nope', indexable: false }))
    expect(metaContent(meta, 'robots')).toEqual(['noindex'])
    expect(metaContent(meta, 'og:url')).toEqual([])
    expect(links).toEqual([])
  })

  it('embed structured data as JSON that cannot close its script element', () => {
    const data = { name: '</script><script>alert(1)</script>' }
    const html = jsonLdScript(data)
    const inner = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html)![1]!
    expect(inner).not.toContain('<')
    expect(JSON.parse(inner)).toEqual(data)
  })
})

describe('sitemap.xml and robots.txt', () => {
  const xml = new DOMParser().parseFromString(buildSitemap(SITE, { '/privacy': '2026-11-21' }), 'application/xml')
  const urls = Array.from(xml.getElementsByTagName('url'))

  it('list every page in every language once, as well-formed XML', () => {
    expect(xml.getElementsByTagName('parsererror')).toHaveLength(0)
    const locs = urls.map((u) => u.getElementsByTagName('loc')[0]?.textContent)
    expect(locs).toHaveLength(SITE_PAGES.length * 5)
    expect(new Set(locs).size).toBe(locs.length)
    expect(locs).toContain(`${SITE}/`)
    expect(locs).toContain(`${SITE}/de`)
    expect(locs).toContain(`${SITE}/es/support`)
  })

  it('give each URL its language alternates and x-default, and the policy dates', () => {
    const de = urls.find((u) => u.getElementsByTagName('loc')[0]?.textContent === `${SITE}/de/privacy`)!
    const links = Array.from(de.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link'))
    expect(links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])).toEqual([
      ['pt-BR', `${SITE}/privacy`],
      ['en', `${SITE}/en/privacy`],
      ['es', `${SITE}/es/privacy`],
      ['fr', `${SITE}/fr/privacy`],
      ['de', `${SITE}/de/privacy`],
      ['x-default', `${SITE}/privacy`],
    ])
    expect(de.getElementsByTagName('lastmod')[0]?.textContent).toBe('2026-11-21')
  })

  it('robots.txt lets everything be crawled and points to the sitemap', () => {
    expect(buildRobots(SITE)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`)
  })
})

describe('structured data of the home page', () => {
  const data = buildStructuredData({
    siteUrl: SITE,
    homeUrl: `${SITE}/en`,
    appName: 'Selah',
    operatorName: 'Selah Ministérios Ltda.',
    description: 'Verses for your mood…',
    language: 'en',
    logoUrl: `${SITE}/icon-512.png`,
    appStoreUrl: 'https://apps.apple.com/app/id1',
    playStoreUrl: 'https://play.google.com/store/apps/details?id=x',
    sameAs: ['https://www.instagram.com/selah.app'],
  }) as { '@graph': Array<Record<string, unknown>> }
  const byType = (type: string) => data['@graph'].find((node) => node['@type'] === type)!

  it('describes the organisation, by its brand and its registered name, and the free app with its store links', () => {
    expect(byType('Organization')).toMatchObject({ name: 'Selah', legalName: 'Selah Ministérios Ltda.', url: SITE, logo: `${SITE}/icon-512.png` })
    expect(byType('MobileApplication')).toMatchObject({
      name: 'Selah',
      operatingSystem: 'iOS, Android',
      applicationCategory: 'LifestyleApplication',
      inLanguage: 'en',
      installUrl: ['https://apps.apple.com/app/id1', 'https://play.google.com/store/apps/details?id=x'],
      offers: { '@type': 'Offer', price: '0' },
    })
  })

  it('claims no rating or user counts, which are not verifiable reviews', () => {
    expect(JSON.stringify(data)).not.toMatch(/aggregateRating|ratingValue|"review|interactionStatistic|userInteractionCount/i)
  })
})

describe('pages to prerender', () => {
  it('are exactly the pages of the route tree', () => {
    const router = createAppRouter({ history: createMemoryHistory() })
    const leaves = Object.values(router.routesById).filter((route) => !route.children)
    const pages = leaves.map((route) => route.fullPath.replace('/{-$lang}', '').replace(/(.)\/$/, '$1') || '/')
    expect(pages.sort()).toEqual([...SITE_PAGES].sort())
  })

  it('cover every page and the 404 page in each language, at the files a static host serves', () => {
    const targets = prerenderTargets(['pt', 'en'])
    expect(targets.map((t) => [t.url, t.file])).toEqual([
      ['/', 'index.html'],
      ['/privacy', 'privacy.html'],
      ['/terms', 'terms.html'],
      ['/support', 'support.html'],
      ['/en', 'en.html'],
      ['/en/privacy', 'en/privacy.html'],
      ['/en/terms', 'en/terms.html'],
      ['/en/support', 'en/support.html'],
      ['/404', '404.html'],
      ['/en/404', 'en/404.html'],
    ])
  })
})
