import { i18n, type Messages } from '@lingui/core'
import { LOCALE_INFO, type Locale } from './locales'

/** Each catalog is its own chunk, fetched the first time its language is shown. */
const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*.po')

async function loadMessages(locale: Locale): Promise<Messages> {
  const load = catalogs[`../locales/${locale}.po`]
  if (!load) throw new Error(`No catalog for locale "${locale}"`)
  return (await load()).messages
}

const loaded = new Set<Locale>()

/** Loads the locale's catalog once, activates it and updates <html lang>. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    i18n.load(locale, await loadMessages(locale))
    loaded.add(locale)
  }
  if (i18n.locale !== locale) i18n.activate(locale)
  document.documentElement.lang = LOCALE_INFO[locale].tag
}

/** The active locale, typed. */
export function currentLocale(): Locale {
  return i18n.locale as Locale
}
