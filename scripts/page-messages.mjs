// Which messages a page's HTML carries (src/i18n/catalog-areas.ts): the build and `npm start`
// read the source catalog's references the same way.
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { readCatalog, SOURCE_LOCALE } from './catalogs.mjs'

/**
 * Each message's areas (home, legal, support; none when shared code writes it too), and whether
 * only the home page's later parts write it (they wait for the whole catalog).
 * @param {{ catalogAreasOfSources: (files: string[]) => string[], isLaterMessage: (files: string[]) => boolean }} server
 *   the server entry (src/entry-server.tsx)
 * @returns {{ areasOf: (id: string) => string[], isLater: (id: string) => boolean }}
 */
export function pageMessageFilters(server) {
  const sourceMessages = readCatalog(`${SOURCE_LOCALE}.po`).messages
  const areas = new Map(sourceMessages.map((m) => [generateMessageId(m.source, m.context), server.catalogAreasOfSources(m.references ?? [])]))
  const later = new Set(sourceMessages.filter((m) => server.isLaterMessage(m.references ?? [])).map((m) => generateMessageId(m.source, m.context)))
  return { areasOf: (id) => areas.get(id) ?? [], isLater: (id) => later.has(id) }
}
