import { i18n, type Messages } from '@lingui/core'
import { LOCALE_INFO, PSEUDO_ENABLED, PSEUDO_LOCALE, SOURCE_LOCALE, type Locale } from './locales'
import { pseudoMessages } from './pseudo'

/** Each catalog is its own chunk, fetched the first time its language is shown. */
const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*.po')

/** The id of the data block that carries the page's catalog in prerendered HTML. */
export const EMBEDDED_CATALOG_ID = 'catalog'

/**
 * The catalog a prerendered page carries for its own language (scripts/build.mjs writes it
 * into the HTML), so the first view needs no second request before it can hydrate.
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

/** A locale's compiled messages: the embedded ones, else its own chunk. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const embedded = embeddedMessages(locale)
  if (embedded) return embedded
  if (PSEUDO_ENABLED && locale === PSEUDO_LOCALE) {
    // Tree-shaken away unless the build has the pseudo-locale.
    return pseudoMessages(await loadMessages(SOURCE_LOCALE))
  }
  const load = catalogs[`../locales/${locale}.po`]
  if (!load) throw new Error(`No catalog for locale "${locale}"`)
  return (await load()).messages
}

const loaded = new Set<Locale>()

/** Loads the locale's catalog once, activates it and updates <html lang> (in the browser). */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    i18n.load(locale, await loadMessages(locale))
    loaded.add(locale)
  }
  // Intl (plural rules, numbers) works with the BCP 47 tag, which the pseudo-locale also has.
  if (i18n.locale !== locale) i18n.activate(locale, [LOCALE_INFO[locale].tag])
  // At build time (Node) there is no document: the prerender writes <html lang> itself.
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_INFO[locale].tag
}
