import fc from 'fast-check'
import { JSDOM, VirtualConsole } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { languageRedirectScript } from '../../src/lib/language-redirect-script'
import { resolveLocationLocale } from '../../src/i18n/locale-path'
import { isLocale } from '../../src/i18n/locales'
import { LANGUAGE_STORAGE_KEY, LANGUAGE_STORAGE_VERSION, useSiteStore } from '../../src/stores/site-store'
import { ORIGIN, browserPath } from '../support/any-path'
import { anyStoredValue } from '../support/stored-values'

const script = languageRedirectScript({ storageKey: LANGUAGE_STORAGE_KEY, storageVersion: LANGUAGE_STORAGE_VERSION })

/** Runs the inline script against a fake page; returns where it moved to (or null) and whether it hid the page. */
function run(path: string, stored: string | null, storage: 'ok' | 'throws' = 'ok') {
  const url = new URL(`${ORIGIN}${path}`)
  let movedTo: string | null = null
  const root = { hidden: false }
  const location = { pathname: url.pathname, search: url.search, hash: url.hash, replace: (to: string) => void (movedTo = to) }
  const localStorage = {
    getItem: (key: string) => {
      if (storage === 'throws') throw new DOMException('denied', 'SecurityError')
      return key === LANGUAGE_STORAGE_KEY ? stored : null
    },
  }
  const document = { documentElement: root, addEventListener: () => {} }
  new Function('location', 'localStorage', 'document', script)(location, localStorage, document)
  return { movedTo, hidden: root.hidden }
}

const saved = (language: unknown) => JSON.stringify({ state: { language }, version: 1 })

describe('inline language script (first in <head>)', () => {
  it('moves an unprefixed URL to the saved language, keeping query and fragment, and hides the page', () => {
    expect(run('/privacy?x=1#rights', saved('de'))).toEqual({ movedTo: '/de/privacy?x=1#rights', hidden: true })
    expect(run('/', saved('en'))).toEqual({ movedTo: '/en', hidden: true })
  })

  it('leaves a first visit, a Portuguese choice and prefixed URLs alone', () => {
    expect(run('/privacy', null)).toEqual({ movedTo: null, hidden: false })
    expect(run('/privacy', saved('pt'))).toEqual({ movedTo: null, hidden: false })
    expect(run('/fr/terms', saved('de'))).toEqual({ movedTo: null, hidden: false })
  })

  it('moves /pt/… to the unprefixed URL', () => {
    expect(run('/pt/support#form', null)).toEqual({ movedTo: '/support#form', hidden: true })
    expect(run('/pt', saved('de')).movedTo).toBe('/')
  })

  it('ignores whatever else storage holds, and storage that refuses access', () => {
    for (const value of ['garbage{', saved('xx'), saved(42), '"de"', 'null', JSON.stringify({ state: null })]) {
      expect(run('/terms', value), value).toEqual({ movedTo: null, hidden: false })
    }
    expect(run('/terms', saved('de'), 'throws')).toEqual({ movedTo: null, hidden: false })
  })

  it('decides exactly as the router does, for every kind of path and saved language', () => {
    const paths = ['/', '/privacy', '/terms/', '/en', '/en/support', '/pt', '/pt/', '/pt/terms', '/xx/terms', '/help', '/ptx', '/en-gb/x']
    for (const path of paths) {
      for (const language of ['pt', 'en', 'es', 'fr', 'de', 'xx']) {
        const router = resolveLocationLocale(path, isLocale(language) ? language : 'pt')
        expect(run(path, saved(language)).movedTo, `${path} with ${language} saved`).toBe(router.redirectTo ?? null)
      }
    }
  })
})

/**
 * Any path a browser can be at, anything stored under `language`: the script moves exactly where
 * the router would with the language the store reads from the same value, and never off the site.
 * 1,500 runs.
 */
describe('inline language script for any path and anything stored (property-based)', () => {
  it('moves where the router would, never off the site', async () => {
    await fc.assert(
      fc.asyncProperty(browserPath, fc.option(anyStoredValue, { nil: null }), async (path, stored) => {
        const url = new URL(`${ORIGIN}${path}`)
        // The language the store reads from the same value, after a first visit's state (which
        // the store saves at once: the value goes in after it).
        useSiteStore.setState({ language: 'pt' })
        localStorage.clear()
        if (stored !== null) localStorage.setItem(LANGUAGE_STORAGE_KEY, stored)
        await useSiteStore.persist.rehydrate()
        const { redirectTo } = resolveLocationLocale(url.pathname, useSiteStore.getState().language)

        const { movedTo, hidden } = run(path, stored)
        expect(movedTo).toBe(redirectTo === undefined ? null : `${redirectTo}${url.search}${url.hash}`)
        expect(hidden).toBe(movedTo !== null)
        if (movedTo !== null) expect(new URL(movedTo, url).origin).toBe(ORIGIN)
      }),
      { numRuns: 1500 },
    )
  })
})

/** A page as the browser has it before its code, with the picker's link to English and the language script. */
function pageWithPicker() {
  const { window } = new JSDOM(`<!doctype html><html><head></head><body><a id="english" href="/en" data-locale="en">English</a></body></html>`, {
    url: `${ORIGIN}/privacy`,
    runScripts: 'outside-only',
    virtualConsole: new VirtualConsole(),
  })
  window.eval(script)
  // The link is followed in a real browser; here the page stays, to be clicked again.
  window.document.addEventListener('click', (event) => event.preventDefault())
  return window
}

describe('inline language script: a language picked before the page is hydrated', () => {
  it('is saved in the store’s format (the next unprefixed URL moves to it), and left to the store after', () => {
    const window = pageWithPicker()
    const english = window.document.getElementById('english')!
    english.click()
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe(saved('en'))
    window.localStorage.clear()
    window.document.documentElement.setAttribute('data-hydrated', '')
    english.click()
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull()
  })
})
