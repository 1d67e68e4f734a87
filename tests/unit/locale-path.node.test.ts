import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { langParam, localeFromPath, localizePath, resolveLocationLocale, stripLocale } from '../../src/i18n/locale-path'
import { CATALOG_LOCALES, isLocale } from '../../src/i18n/locales'
import { ORIGIN, anyPath } from '../support/any-path'

describe('URL language helpers', () => {
  it('gives Portuguese no prefix and the others theirs', () => {
    expect(langParam('pt')).toBeUndefined()
    expect(langParam('de')).toBe('de')
  })

  it('reads the language prefix of a path', () => {
    expect(localeFromPath('/en/privacy')).toBe('en')
    expect(localeFromPath('/fr')).toBe('fr')
    expect(localeFromPath('/privacy')).toBeNull()
    expect(localeFromPath('/english/privacy')).toBeNull()
    expect(localeFromPath('/')).toBeNull()
  })

  it('strips a prefix, keeping the rest of the path', () => {
    expect(stripLocale('/en/privacy')).toBe('/privacy')
    expect(stripLocale('/en')).toBe('/')
    expect(stripLocale('/en/')).toBe('/')
    expect(stripLocale('/terms')).toBe('/terms')
    expect(stripLocale('/xx/terms')).toBe('/xx/terms')
  })

  it('moves a path to another language', () => {
    expect(localizePath('/en/terms', 'fr')).toBe('/fr/terms')
    expect(localizePath('/en/terms', 'pt')).toBe('/terms')
    expect(localizePath('/', 'es')).toBe('/es')
    expect(localizePath('/de', 'pt')).toBe('/')
    expect(localizePath('/help', 'en')).toBe('/en/help')
  })
})

describe('resolveLocationLocale', () => {
  it('shows an unprefixed URL in Portuguese when nothing else was chosen', () => {
    expect(resolveLocationLocale('/privacy', 'pt')).toEqual({ locale: 'pt' })
    expect(resolveLocationLocale('/', 'pt')).toEqual({ locale: 'pt' })
  })

  it('moves /pt/… to the unprefixed URL', () => {
    expect(resolveLocationLocale('/pt/privacy', 'pt')).toEqual({ locale: 'pt', redirectTo: '/privacy' })
    expect(resolveLocationLocale('/pt', 'de')).toEqual({ locale: 'pt', redirectTo: '/' })
  })

  it('follows the prefix over the stored choice', () => {
    expect(resolveLocationLocale('/en/terms', 'de')).toEqual({ locale: 'en' })
    expect(resolveLocationLocale('/es', 'pt')).toEqual({ locale: 'es' })
  })

  it('moves an unprefixed URL to the stored language', () => {
    expect(resolveLocationLocale('/terms', 'fr')).toEqual({ locale: 'fr', redirectTo: '/fr/terms' })
    expect(resolveLocationLocale('/', 'de')).toEqual({ locale: 'de', redirectTo: '/de' })
    expect(resolveLocationLocale('/help', 'en')).toEqual({ locale: 'en', redirectTo: '/en/help' })
  })

  it('treats an unknown prefix as part of an unprefixed path', () => {
    expect(resolveLocationLocale('/xx/privacy', 'pt')).toEqual({ locale: 'pt' })
  })
})

/**
 * Any path at all, our prefixes in every disguise (case, percent-encoding, doubled slashes,
 * backslashes), and any language saved: the URL rules always name a language and never send the
 * visitor to another site. The router's side of it is in routing.test.tsx.
 */
describe('the URL rules for any path (property-based)', () => {
  const stored = fc.constantFrom(...CATALOG_LOCALES)
  /** The URL a browser makes of `path` on this site, and whether it is still this site. */
  const staysOnSite = (path: string) => {
    // TanStack Router refuses to redirect to what a browser would read as `//host` (its own test).
    if (!path.startsWith('/') || /^[\\/][\t\n\r]*[\\/]/.test(path)) return false
    try {
      return new URL(path, ORIGIN).origin === ORIGIN
    } catch {
      return false
    }
  }

  it('names a language of the site, and a redirect stays on the site and leads to a page that stays', () => {
    fc.assert(
      fc.property(anyPath, stored, (path, language) => {
        let here = path
        // Each move drops a prefix or adds one: it ends within a move per segment, plus one.
        for (let moves = 0; moves <= path.split('/').length; moves++) {
          const { locale, redirectTo } = resolveLocationLocale(here, language)
          expect(CATALOG_LOCALES).toContain(locale)
          if (redirectTo === undefined) return
          expect(redirectTo, `${JSON.stringify(path)} moves to ${JSON.stringify(redirectTo)}`).toSatisfy(staysOnSite)
          here = redirectTo
        }
        expect.unreachable(`${JSON.stringify(path)} keeps moving`)
      }),
      { numRuns: 3000 },
    )
  })

  it('reads the prefix as the first segment, whatever follows it', () => {
    fc.assert(
      fc.property(anyPath, (path) => {
        const first = path.split('/')[1]
        expect(localeFromPath(path)).toBe(isLocale(first) ? first : null)
        const bare = stripLocale(path)
        expect(bare).toSatisfy(staysOnSite)
        if (isLocale(first)) expect(localizePath(path, first)).toBe(first === 'pt' ? bare : bare === '/' ? `/${first}` : `/${first}${bare}`)
      }),
      { numRuns: 2000 },
    )
  })
})
