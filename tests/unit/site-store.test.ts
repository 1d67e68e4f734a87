import { afterEach, describe, expect, it, vi } from 'vitest'

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
    store.getState().toggleLanguageMenu()
    store.getState().toggleFaq(2)
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

  it('keeps at most one FAQ answer open; toggling the open one closes it', async () => {
    const store = await freshStore()
    const { toggleFaq } = store.getState()
    toggleFaq(0)
    expect(store.getState().openFaq).toBe(0)
    toggleFaq(2)
    expect(store.getState().openFaq).toBe(2)
    toggleFaq(2)
    expect(store.getState().openFaq).toBeNull()
  })
})
