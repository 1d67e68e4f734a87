import { i18n as siteI18n, type I18n, type Messages } from '@lingui/core'
import { LOCALE_INFO, PSEUDO_ENABLED, PSEUDO_LOCALE, SOURCE_LOCALE, type Locale } from './locales'
import { pseudoMessages } from './pseudo'

/** Each catalog is its own chunk, fetched the first time its language is shown. */
const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*.po')

/** The id of the data block that carries the page's catalog in prerendered HTML. */
export const EMBEDDED_CATALOG_ID = 'catalog'

/**
 * The messages a prerendered page carries for its own language: those its start-up code writes
 * (scripts/page-messages.mjs), so the first view needs no second request before it can hydrate.
 */
function embeddedMessages(locale: Locale): Messages | undefined {
  if (typeof document === 'undefined') return undefined
  const block = document.getElementById(EMBEDDED_CATALOG_ID)
  if (block?.dataset.locale !== locale) return undefined
  try {
    return JSON.parse(block.textContent ?? '') as Messages
  } catch {
    return undefined
  }
}

/** A locale's whole compiled catalog, from its own chunk. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (PSEUDO_ENABLED && locale === PSEUDO_LOCALE) {
    // Tree-shaken away unless the build has the pseudo-locale.
    return pseudoMessages(await loadMessages(SOURCE_LOCALE))
  }
  const load = catalogs[`../locales/${locale}.po`]
  if (!load) throw new Error(`No catalog for locale "${locale}"`)
  return (await load()).messages
}

/**
 * Languages shown through one Lingui instance: what each has loaded, and the switch between them.
 * The site has one, on Lingui's shared instance (below); a test makes its own, to start from nothing.
 */
export function languageActivation(i18n: I18n) {
  /**
   * What of each locale's catalog is loaded: all of it, or the messages the prerendered page carried,
   * which serve that page (its path) and no other.
   */
  const loaded = new Map<Locale, 'all' | { page: string }>()

  /**
   * Makes the messages a page needs ready, activates the locale and updates <html lang> (in the
   * browser). `pathname`: the page about to show. The first page shown in a language may make do
   * with the messages its HTML carries; any other page, or no `pathname`, loads the whole catalog.
   */
  async function activateLocale(locale: Locale, pathname?: string): Promise<void> {
    const state = loaded.get(locale)
    const ready = state === 'all' || (state !== undefined && state.page === pathname)
    if (!ready) {
      const embedded = state === undefined && pathname !== undefined ? embeddedMessages(locale) : undefined
      if (embedded && pathname !== undefined) {
        i18n.load(locale, embedded)
        loaded.set(locale, { page: pathname })
      } else if (i18n.locale === locale) {
        await loadRestOfCatalog(locale)
      } else {
        i18n.load(locale, await loadMessages(locale))
        loaded.set(locale, 'all')
      }
    }
    // Intl (plural rules, numbers) works with the BCP 47 tag, which the pseudo-locale also has.
    if (i18n.locale !== locale) i18n.activate(locale, [LOCALE_INFO[locale].tag])
    // At build time (Node) there is no document: the prerender writes <html lang> itself. Written
    // only when it changes: writing it restyles the whole page (about 15 ms on a slow phone).
    const tag = LOCALE_INFO[locale].tag
    if (typeof document !== 'undefined' && document.documentElement.lang !== tag) document.documentElement.lang = tag
  }

  /**
   * The rest of the catalog of the language on screen, for parts and pages that render later and
   * whose messages the page's HTML left out (it carries its start-up code's only). Added without
   * Lingui's change event: nothing on screen uses these messages yet, and a re-render would make
   * React give up the prerendered HTML of every part still waiting for its code (an update before
   * hydration deletes it; one that was waiting to come into view would never come back).
   */
  async function loadRestOfCatalog(locale: Locale): Promise<void> {
    if (loaded.get(locale) === 'all') return
    const messages = await loadMessages(locale)
    // Another language may be on screen by now: its own switch loads its whole catalog.
    if (i18n.locale !== locale || loaded.get(locale) === 'all') return
    Object.assign(i18n.messages, messages)
    loaded.set(locale, 'all')
  }

  return { activateLocale, loadRestOfCatalog }
}

export const { activateLocale, loadRestOfCatalog } = languageActivation(siteI18n)
