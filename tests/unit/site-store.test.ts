// @vitest-environment jsdom
// (jsdom: happy-dom does not let a test make localStorage itself throw)
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CATALOG_LOCALES, isLocale, type Locale } from '../../src/i18n/locales'
import { anyStoredValue } from '../support/stored-values'

const KEY = 'language'

/** A fresh store module, hydrated from whatever localStorage holds now. */
async function freshStore() {
  vi.resetModules()
  const { useSiteStore } = await import('../../src/stores/site-store')
  return useSiteStore
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('site store', () => {
  it('starts in Portuguese with the menu and every FAQ answer closed', async () => {
    const store = await freshStore()
    expect(store.getState()).toMatchObject({ language: 'pt', languageMenuOpen: false, openFaq: null })
  })

  it('saves only the chosen language under the "language" key', async () => {
    const store = await freshStore()
    store.getState().setLanguageMenuOpen(true)
    store.getState().setFaqOpen(2, true)
    store.getState().chooseLanguage('de')
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ state: { language: 'de' }, version: 1 })
    expect(store.getState().languageMenuOpen).toBe(false)
  })

  it('restores a saved language on the next visit', async () => {
    localStorage.setItem(KEY, JSON.stringify({ state: { language: 'es' }, version: 1 }))
    const store = await freshStore()
    expect(store.getState().language).toBe('es')
    expect(store.persist.hasHydrated()).toBe(true)
  })

  it('ignores an unknown stored language', async () => {
    localStorage.setItem(KEY, JSON.stringify({ state: { language: 'klingon', openFaq: 3 }, version: 1 }))
    const store = await freshStore()
    expect(store.getState()).toMatchObject({ language: 'pt', openFaq: null })
  })

  it('keeps a valid language from an older stored version and drops the rest', async () => {
    localStorage.setItem(KEY, JSON.stringify({ state: { language: 'fr', theme: 'dark' }, version: 0 }))
    const store = await freshStore()
    expect(store.getState().language).toBe('fr')
    expect(store.getState()).not.toHaveProperty('theme')
  })

  it('survives corrupt stored JSON and can save again', async () => {
    localStorage.setItem(KEY, '{"state":{"language":')
    const store = await freshStore()
    expect(store.getState().language).toBe('pt')
    expect(store.persist.hasHydrated()).toBe(true)
    store.getState().chooseLanguage('en')
    expect(JSON.parse(localStorage.getItem(KEY)!).state.language).toBe('en')
  })

  it('works in memory when storage throws on read and on write', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const store = await freshStore()
    expect(store.getState().language).toBe('pt')
    expect(() => store.getState().chooseLanguage('fr')).not.toThrow()
    expect(store.getState().language).toBe('fr')
  })

  it('works when localStorage itself cannot be reached', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    const store = await freshStore()
    expect(() => store.getState().chooseLanguage('de')).not.toThrow()
    expect(store.getState().language).toBe('de')
  })

  it('mirrors the exclusive FAQ: the answer opened last is the open one, in whichever order the two toggles come', async () => {
    const store = await freshStore()
    const { setFaqOpen } = store.getState()
    setFaqOpen(0, true)
    expect(store.getState().openFaq).toBe(0)
    // The browser closes the open <details> of the group when another opens: both report it.
    setFaqOpen(2, true)
    setFaqOpen(0, false)
    expect(store.getState().openFaq).toBe(2)
    setFaqOpen(2, false)
    setFaqOpen(1, true)
    expect(store.getState().openFaq).toBe(1)
    setFaqOpen(1, false)
    expect(store.getState().openFaq).toBeNull()
  })
})

/** What a saved value means, from the spec: our shape holding one of our languages, else nothing. */
function savedLanguage(raw: string): Locale | null {
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null || !('state' in value)) return null
    const { state } = value as { state: unknown }
    const language = typeof state === 'object' && state !== null ? (state as { language?: unknown }).language : undefined
    return isLocale(language) ? language : null
  } catch {
    return null
  }
}

/**
 * Anything under `language` (tests/support/stored-values.ts) and storage that fails in any of
 * its ways: the store holds a language of the site, and choosing one works. 1,000 runs each.
 */
describe('site store for anything stored, and storage that fails (property-based)', () => {
  const refuse = (what: string) => () => {
    throw new DOMException(what, 'SecurityError')
  }

  it('reads the saved language, or keeps Portuguese, from any value; choosing a language afterwards saves it', async () => {
    const store = await freshStore()
    await fc.assert(
      fc.asyncProperty(anyStoredValue, fc.constantFrom(...CATALOG_LOCALES), async (raw, choice) => {
        store.setState({ language: 'pt', languageMenuOpen: true })
        localStorage.setItem(KEY, raw)
        await store.persist.rehydrate()
        expect(store.getState().language).toBe(savedLanguage(raw) ?? 'pt')
        store.getState().chooseLanguage(choice)
        expect(store.getState()).toMatchObject({ language: choice, languageMenuOpen: false })
        expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ state: { language: choice }, version: 1 })
      }),
      { numRuns: 1000 },
    )
  })

  it('works in memory whichever of reading, writing, removing or reaching localStorage throws', async () => {
    const store = await freshStore()
    const failures = fc.record({ reach: fc.boolean(), read: fc.boolean(), write: fc.boolean(), remove: fc.boolean() })
    await fc.assert(
      fc.asyncProperty(anyStoredValue, failures, fc.constantFrom(...CATALOG_LOCALES), async (raw, fails, choice) => {
        store.setState({ language: 'pt' })
        localStorage.setItem(KEY, raw)
        const spies = [
          fails.reach && vi.spyOn(window, 'localStorage', 'get').mockImplementation(refuse('blocked')),
          fails.read && vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse('denied')),
          fails.write && vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse('full')),
          fails.remove && vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse('denied')),
        ]
        try {
          await store.persist.rehydrate()
          expect(store.getState().language).toBe(fails.reach || fails.read ? 'pt' : (savedLanguage(raw) ?? 'pt'))
          expect(() => store.getState().chooseLanguage(choice)).not.toThrow()
          expect(store.getState().language).toBe(choice)
        } finally {
          for (const spy of spies) if (spy) spy.mockRestore()
        }
        if (!fails.reach && !fails.write) expect(JSON.parse(localStorage.getItem(KEY)!).state.language).toBe(choice)
      }),
      { numRuns: 1000 },
    )
  })
})
