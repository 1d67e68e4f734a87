import { describe, expect, it } from 'vitest'
import { langParam, localeFromPath, localizePath, resolveLocationLocale, stripLocale } from '../../src/i18n/locale-path'

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
