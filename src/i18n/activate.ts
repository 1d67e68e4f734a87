import { i18n } from '@lingui/core'
import { loadMessages } from './catalogs'
import { LOCALE_INFO, type Locale } from './locales'

const loaded = new Set<Locale>()

/** Loads the locale's catalog once, activates it and updates <html lang> (in the browser). */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    i18n.load(locale, await loadMessages(locale))
    loaded.add(locale)
  }
  // Intl (plural rules, numbers) works with the BCP 47 tag, which the pseudo-locale also has.
  if (i18n.locale !== locale) i18n.activate(locale, [LOCALE_INFO[locale].tag])
  // At build time (Node) there is no document: the prerender writes <html lang> itself. Written
  // only when it changes: writing it restyles the whole page (about 15 ms on a slow phone).
  const tag = LOCALE_INFO[locale].tag
  if (typeof document !== 'undefined' && document.documentElement.lang !== tag) document.documentElement.lang = tag
}
