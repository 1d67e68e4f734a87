import { cleanup, screen, waitFor } from '@testing-library/react'
import fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import { siteConfig } from '../../src/config/site'
import { resolveLocationLocale } from '../../src/i18n/locale-path'
import { CATALOG_LOCALES, LOCALE_INFO } from '../../src/i18n/locales'
import { useSiteStore } from '../../src/stores/site-store'
import { browserPath } from '../support/any-path'
import { renderApp, resetStore } from './render-app'
import { takeConsole } from './setup'

beforeEach(resetStore)

describe('language from the URL and the stored choice', () => {
  it('shows an unprefixed URL in Portuguese on a first visit', async () => {
    const { router } = await renderApp('/privacy')
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de privacidade' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('pt-BR')
    expect(router.state.location.pathname).toBe('/privacy')
  })

  it('shows each prefixed URL in its language, with its own title', async () => {
    await renderApp('/de/terms')
    expect(await screen.findByRole('heading', { level: 1, name: /^Nutzungs\u00ad?bedingungen$/ })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('de')
    await waitFor(() => expect(document.title).toBe('Nutzungsbedingungen · Selah'))
  })

  it('moves /pt/… to the unprefixed URL, replacing the history entry', async () => {
    const { router, history } = await renderApp('/pt/support')
    await waitFor(() => expect(router.state.location.pathname).toBe('/support'))
    expect(history.length).toBe(1)
  })

  it('moves an unprefixed URL to the stored language', async () => {
    useSiteStore.setState({ language: 'es' })
    const { router, history } = await renderApp('/terms')
    await waitFor(() => expect(router.state.location.pathname).toBe('/es/terms'))
    expect(history.length).toBe(1)
    expect(document.documentElement.lang).toBe('es-419')
  })

  it('shows the 404 page for an unknown prefix', async () => {
    await renderApp('/xx/privacy')
    expect(await screen.findByRole('heading', { level: 1, name: 'Ops! Página não encontrada' })).toBeInTheDocument()
    expect(takeConsole('error').flat().join(' ')).toContain('/xx/privacy')
  })

  it('sets the meta description in the page language', async () => {
    await renderApp('/en/privacy')
    await waitFor(() =>
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^How Selah collects/),
    )
  })
})

describe('language links for search engines', () => {
  it('name this page’s URL in every language', async () => {
    await renderApp('/es/privacy')
    await waitFor(() => expect(document.querySelector('link[rel="canonical"]')).not.toBeNull())
    // The page is es-419; its hreflang is es, which search engines accept (LOCALE_INFO `hreflang`).
    expect(document.documentElement.lang).toBe('es-419')
    const origin = siteConfig.siteUrl
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/es/privacy`)
    const alternates = Object.fromEntries(
      Array.from(document.querySelectorAll('link[rel="alternate"]')).map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
    )
    expect(alternates).toEqual({
      'pt-BR': `${origin}/privacy`,
      en: `${origin}/en/privacy`,
      es: `${origin}/es/privacy`,
      fr: `${origin}/fr/privacy`,
      de: `${origin}/de/privacy`,
      'x-default': `${origin}/privacy`,
    })
    const og = (property: string) => document.querySelector(`meta[property="${property}"]`)?.getAttribute('content')
    expect(og('og:url')).toBe(`${origin}/es/privacy`)
    expect(og('og:locale')).toBe('es_LA')
    expect(og('og:image')).toBe(`${origin}/og/es.png`)
    expect(og('og:title')).toBe(document.title)
  })

  it('keep the missing page out of search engines, with no canonical URL', async () => {
    await renderApp('/en/nope')
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'))
    expect(document.querySelector('link[rel="canonical"]')).toBeNull()
    expect(takeConsole('error').flat().join(' ')).toContain('/en/nope')
  })
})

/**
 * The router itself, for a few generated paths (the URL rules are checked over thousands in
 * locale-path.node.test.ts): 12 runs plus the paths that once went wrong, a second or two each.
 */
describe('any path through the router (property-based)', () => {
  it('shows a page or the 404 page, in the language of its URL, never the error page', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(browserPath, fc.constantFrom(...CATALOG_LOCALES), async (path, language) => {
        cleanup()
        useSiteStore.setState({ language })
        const { router } = await renderApp(path)
        await waitFor(() => expect(document.querySelector('h1')).not.toBeNull())
        const errors = takeConsole('error')
        // The 404 page logs the missing path; the error page logs what went wrong.
        expect(errors.map(([first]) => String(first)).filter((first) => !first.startsWith('404 Error:'))).toEqual([])
        const here = router.state.location.pathname
        expect(resolveLocationLocale(here, language).redirectTo, `${path} ends at ${here}`).toBeUndefined()
        expect(document.documentElement.lang).toBe(LOCALE_INFO[resolveLocationLocale(here, language).locale].tag)
        if (errors.length) expect(screen.getByText('404')).toBeInTheDocument()
        else expect(router.state.matches.at(-1)?.routeId).toMatch(/^\/\{-\$lang\}\/(privacy|terms|support)?$/)
      }),
      {
        numRuns: 12,
        examples: [
          ['/pt/%5Cevil.example', 'pt'],
          ['/pt//evil.example', 'de'],
          ['/%0A', 'en'],
          ['/en/%0A', 'fr'],
          ['/%E0%A4%A', 'pt'],
          ['/EN/Privacy', 'pt'],
          ['/%C4%80?q=%C4%80#%C4%80', 'de'],
          ['/a%3Fb%23c', 'es'],
        ],
      },
    )
  })
})
