import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales'
import { HYDRATED_ATTRIBUTE } from './early-gestures'
import { inlineScript } from './inline-script'

interface RedirectOptions {
  /** How the site store saves the language (src/stores/site-store.ts). */
  storageKey: string
  storageVersion: number
  /** The languages with a URL prefix (`/en/…`). */
  prefixed: readonly string[]
  /** The default language, whose URLs have no prefix. */
  bare: string
  /** The hydrated marker (src/lib/early-gestures.ts). */
  hydrated: string
}

/**
 * First in <head> of every prerendered page: moves a returning visitor to their language before
 * the first paint. The static HTML of an unprefixed URL is Portuguese; without this a German
 * visitor would see Portuguese until the app loaded. It applies the same rules as
 * `resolveLocationLocale` (locale-path.ts), which the router applies again after hydration:
 * `/pt/…` moves to the unprefixed URL, and an unprefixed URL moves to the saved language's URL.
 * It hides the page while the browser leaves it (`location.replace`, so the history keeps one
 * entry). Leading slashes become one, as there: `/pt//evil.example` must move to `/evil.example`,
 * never to `//evil.example`, another site.
 *
 * A language chosen from the picker's links before the page is hydrated is saved here, in the
 * store's format, as the store itself saves it afterwards: the next unprefixed URL then moves to it.
 */
export function redirectToSavedLanguage({ storageKey, storageVersion, prefixed, bare, hydrated }: RedirectOptions): void {
  const root = document.documentElement
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null
      const language = target?.closest<HTMLAnchorElement>('a[data-locale]')?.dataset.locale
      if (!language || root.hasAttribute(hydrated)) return
      try {
        localStorage.setItem(storageKey, JSON.stringify({ state: { language }, version: storageVersion }))
      } catch {
        // Storage refused: the link still leads to the language.
      }
    },
    true,
  )
  try {
    const path = location.pathname
    const first = path.split('/')[1] ?? ''
    const single = path.replace(/^\/+/, '/')
    let target: string | null = null
    if (first === bare) {
      target = path.slice(bare.length + 1).replace(/^\/+/, '/') || '/'
    } else if (prefixed.indexOf(first) < 0) {
      const saved: unknown = JSON.parse(localStorage.getItem(storageKey) || 'null')
      const state = typeof saved === 'object' && saved !== null ? (saved as { state?: { language?: unknown } }).state : undefined
      const language = state && typeof state === 'object' ? state.language : undefined
      if (typeof language === 'string' && prefixed.indexOf(language) >= 0) target = `/${language}${single === '/' ? '' : single}`
    }
    if (target !== null) {
      location.replace(target + location.search + location.hash)
      root.hidden = true
    }
  } catch {
    // Storage refused or unreadable: the page stays as it is.
  }
}

/** The script text for <head>. */
export function languageRedirectScript({ storageKey, storageVersion }: Pick<RedirectOptions, 'storageKey' | 'storageVersion'>): string {
  return inlineScript(redirectToSavedLanguage, {
    storageKey,
    storageVersion,
    prefixed: LOCALES.filter((code) => code !== DEFAULT_LOCALE),
    bare: DEFAULT_LOCALE,
    hydrated: HYDRATED_ATTRIBUTE,
  })
}
