import { i18n, type Messages } from '@lingui/core'
import { catalogAreaOfPath, type CatalogArea } from './catalog-areas'
import { LOCALE_INFO, PSEUDO_ENABLED, PSEUDO_LOCALE, SOURCE_LOCALE, type Locale } from './locales'
import { pseudoMessages } from './pseudo'

/** Each catalog is its own chunk, fetched the first time its language is shown. */
const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*.po')

/** The id of the data block that carries the page's catalog in prerendered HTML. */
export const EMBEDDED_CATALOG_ID = 'catalog'

/** The messages of a whole catalog, or of the shared part plus one area. */
type CatalogPart = CatalogArea | 'shared' | 'all'

/**
 * The messages a prerendered page carries for its own language and area (scripts/build.mjs writes
 * them into the HTML), so the first view needs no second request before it can hydrate.
 */
function embeddedMessages(locale: Locale, part: CatalogPart): Messages | undefined {
  if (typeof document === 'undefined') return undefined
  const block = document.getElementById(EMBEDDED_CATALOG_ID)
  if (block?.dataset.locale !== locale || block.dataset.area !== part) return undefined
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

/** What of each locale's catalog is loaded: all of it, or the shared messages and some areas. */
const loaded = new Map<Locale, 'all' | Set<CatalogPart>>()

function isLoaded(locale: Locale, part: CatalogPart): boolean {
  const parts = loaded.get(locale)
  if (parts === undefined) return false
  // Any part that is loaded brings the shared messages with it.
  return parts === 'all' || parts.has(part) || (part === 'shared' && parts.size > 0)
}

/**
 * Makes the messages a page needs ready, activates the locale and updates <html lang> (in the
 * browser). `pathname`: the page about to show, whose area may be all that is needed (the
 * prerendered page carries it); without it, or when the page does not carry it, the whole
 * catalog is loaded.
 */
export async function activateLocale(locale: Locale, pathname?: string): Promise<void> {
  const part: CatalogPart = pathname === undefined ? 'all' : (catalogAreaOfPath(pathname) ?? 'shared')
  if (!isLoaded(locale, part)) {
    const embedded = part === 'all' ? undefined : embeddedMessages(locale, part)
    if (embedded) {
      i18n.load(locale, embedded)
      const parts = loaded.get(locale)
      loaded.set(locale, parts instanceof Set ? parts.add(part) : new Set([part]))
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
 * The rest of the catalog of the language on screen, for parts that render later and whose
 * messages the page's HTML left out (src/i18n/catalog-areas.ts). Added without Lingui's change
 * event: nothing on screen uses these messages yet, and a re-render would make React give up the
 * prerendered HTML of every part still waiting for its code (an update before hydration).
 */
export async function loadRestOfCatalog(locale: Locale): Promise<void> {
  if (isLoaded(locale, 'all')) return
  const messages = await loadMessages(locale)
  // Another language may be on screen by now: its own switch loads its whole catalog.
  if (i18n.locale !== locale || isLoaded(locale, 'all')) return
  Object.assign(i18n.messages, messages)
  loaded.set(locale, 'all')
}
