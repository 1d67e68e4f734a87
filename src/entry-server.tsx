import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createMemoryHistory } from '@tanstack/react-router'
import { RouterServer } from '@tanstack/react-router/ssr/server'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { activateLocaleForPath } from './app/route-locale'
import { SITE_FOOTER_ID } from './app/site-footer'
import { loadDeferredParts } from './components/deferred'
import { siteConfig } from './config/site'
import { heroSubtitle, heroTitle } from './features/home/hero-copy'
import { homeDescription } from './features/home/home-head'
import { homeStructuredData } from './features/home/home-structured-data'
import { activateLocale, EMBEDDED_CATALOG_ID, loadMessages } from './i18n/activate'
import { LOCALE_INFO, type Locale } from './i18n/locales'
import { earlyGesturesScript } from './lib/early-gestures'
import { languageRedirectScript } from './lib/language-redirect-script'
import { isNotFound } from './lib/not-found'
import { sectionLandingScript } from './lib/section-landing'
import { jsonLdScript } from './seo/head-tags'
import { createAppRouter } from './router'

export interface RenderedPage {
  /** The HTTP status the page stands for: 200, or 404 for the not-found page. */
  status: number
  /** `<html lang>`: the BCP 47 tag of the page's language. */
  lang: string
  /** React's output: hoisted head tags (title, meta, links) first, then the app's markup. */
  html: string
  /** Head markup React does not manage: the home page's first-screen hint and JSON-LD (in its language). */
  extraHead: string
  /** The ids of the routes the page is made of (`/{-$lang}/privacy`…), for the build to preload their code. */
  routeIds: string[]
}

const HOME_ROUTE = '/{-$lang}/'

/**
 * Holds the home page's first paint until the parser has reached the section after the hero
 * (Chrome; other browsers ignore it). Without it a slow phone could paint the page while the
 * header or the hero was half parsed, and shift it as the rest arrived (the language button
 * widening once its arrow came, the stars moving when their line did): the first screen is
 * painted whole, once.
 */
const FIRST_SCREEN_PARSED = '<link rel="expect" href="#features" blocking="render">'

/**
 * Renders one URL to HTML with the same route tree and components the browser hydrates.
 * Lingui's `i18n` is one shared object: render pages one after another, never at once.
 */
export async function render(url: string): Promise<RenderedPage> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }), prerender: true })
  await activateLocaleForPath(url)
  await router.load()
  await loadDeferredParts()
  const html = renderToString(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterServer router={router} />
      </I18nProvider>
    </StrictMode>,
  )
  const locale = i18n.locale as Locale
  const notFound = isNotFound(router.state.matches)
  const home = !notFound && router.state.matches.at(-1)?.routeId === HOME_ROUTE
  const extraHead = home ? FIRST_SCREEN_PARSED + jsonLdScript(homeStructuredData(locale, i18n._(homeDescription))) : ''
  const routeIds = router.state.matches.map((match) => match.routeId as string)
  return { status: notFound ? 404 : 200, lang: LOCALE_INFO[locale].tag, html, extraHead, routeIds }
}

/**
 * The page's one inline script, first in its <head> (the build minifies it and allows its hash in
 * the policy): the move to a returning visitor's language, the section a page was opened at, and
 * the presses held until their code arrives, in that order.
 */
export function headScriptSource(storage: { storageKey: string; storageVersion: number }): string {
  return [languageRedirectScript(storage), sectionLandingScript({ pageEnd: SITE_FOOTER_ID }), earlyGesturesScript()].join(';\n')
}
export { prerenderTargets } from './seo/site-files'
export { buildRobots, buildSitemap } from './seo/sitemap'
export { buildManifest, ICON_FILES } from './seo/web-manifest'
export { SHARE_IMAGE } from './seo/head-tags'
export { siteConfig }
/** The apps that open the site's links: the build writes their association files (scripts/app-links.mjs). */
export { appLinks } from 'virtual:site'
export { newsletterOrigin } from './config/site-schema'
/** The self-hosted Plausible's origin, when the build counts visits (README, "Measuring"): the policy lets pages connect to it. */
export const ANALYTICS_ORIGIN: string | undefined = __ANALYTICS_URL__
export { LANGUAGE_STORAGE_KEY, LANGUAGE_STORAGE_VERSION } from './stores/site-store'
export { DEFAULT_LOCALE } from './i18n/locales'
export { loadMessages }

/** The words of a language's share picture: the app's name and the hero's promise. */
export async function shareImageCopy(locale: Locale) {
  await activateLocale(locale)
  return {
    appName: siteConfig.appName,
    headline: i18n._(heroTitle),
    promise: i18n._(heroSubtitle),
    lang: LOCALE_INFO[locale].tag,
  }
}

/**
 * The messages a page carries in its HTML, as a JSON data block read back by `activateLocale`:
 * those whose ids are in `ids` (what the page's start-up code writes, scripts/page-messages.mjs),
 * or the whole catalog without them (`npm start`, where code is not bundled).
 */
export async function catalogDataBlock(locale: Locale, ids?: ReadonlySet<string>): Promise<string> {
  const messages = Object.fromEntries(Object.entries(await loadMessages(locale)).filter(([id]) => ids?.has(id) ?? true))
  const json = JSON.stringify(messages).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${EMBEDDED_CATALOG_ID}" data-locale="${locale}">${json}</script>`
}
