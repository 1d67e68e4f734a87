import type { Messages } from '@lingui/core'
import { LOCALE_INFO, LOCALES, PSEUDO_ENABLED, PSEUDO_LOCALE, SOURCE_LOCALE, type Locale } from './locales'
import { pseudoMessages } from './pseudo'

/** Each catalog is its own chunk, fetched the first time its language is shown. */
const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*.po')

/** The language whose catalog file holds a locale's messages: its own, or the pseudo-locale's source. */
function catalogFileLocale(locale: Locale): Locale {
  return PSEUDO_ENABLED && locale === PSEUDO_LOCALE ? SOURCE_LOCALE : locale
}

/** A locale's compiled messages, from its catalog's chunk. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const fileLocale = catalogFileLocale(locale)
  const load = catalogs[`../locales/${fileLocale}.po`]
  if (!load) throw new Error(`No catalog for locale "${locale}"`)
  const { messages } = await load()
  // PSEUDO_ENABLED first: a build without the pseudo-locale drops its code entirely.
  return PSEUDO_ENABLED && fileLocale !== locale ? pseudoMessages(messages) : messages
}

/**
 * Starts fetching the catalog of the page's language (its `<html lang>`), so that it arrives
 * with the page's script rather than after it; `loadMessages` then finds it ready.
 */
export function preloadDocumentCatalog(): void {
  const locale = LOCALES.find((code) => LOCALE_INFO[code].tag === document.documentElement.lang)
  const load = locale && catalogs[`../locales/${catalogFileLocale(locale)}.po`]
  // A failure surfaces where the catalog is needed (loadMessages), not here.
  if (load) load().catch(() => undefined)
}
