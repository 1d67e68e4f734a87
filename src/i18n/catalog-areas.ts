import { stripLocale } from './locale-path'

/**
 * Parts of the site whose messages only their own pages show: a prerendered page carries in its
 * HTML just the shared messages and those of its area, which keeps the page within one network
 * round trip. A message belongs to an area when every source file that writes it (its `.po`
 * references) lies in that area's folder; every other message is shared. Areas never import each
 * other (tests/unit/catalog-area-imports.test.ts), so an area's messages show only on its pages.
 */
export const CATALOG_AREAS = {
  home: { pages: ['/'], folder: 'src/features/home/' },
  legal: { pages: ['/privacy', '/terms'], folder: 'src/features/legal/' },
  support: { pages: ['/support'], folder: 'src/features/support/' },
} as const satisfies Record<string, { pages: readonly string[]; folder: string }>

export type CatalogArea = keyof typeof CATALOG_AREAS

const AREAS = Object.keys(CATALOG_AREAS) as CatalogArea[]

/** The area of the page at this URL (`/en/terms` → `legal`); none for a missing page. */
export function catalogAreaOfPath(pathname: string): CatalogArea | undefined {
  const page = stripLocale(pathname).replace(/(.)\/$/, '$1')
  return AREAS.find((area) => (CATALOG_AREAS[area].pages as readonly string[]).includes(page))
}

/** The area of a message used in these source files, or none when it is shared. */
export function catalogAreaOfSources(files: readonly string[]): CatalogArea | undefined {
  if (files.length === 0) return undefined
  return AREAS.find((area) => files.every((file) => file.startsWith(CATALOG_AREAS[area].folder)))
}

/**
 * Home page parts that are not on the first screen and hydrate later, waiting for the whole
 * catalog then (`deferred(…, { messages: 'all' })`, src/components/deferred.tsx). Messages that
 * only they write stay out of the home page's HTML, which keeps it within one network round trip.
 * The shared form parts (errors, the character count) are among them: on the home page only the
 * newsletter, a later part, uses them; the support page's HTML carries them as shared messages.
 */
export const LATER_SOURCES = [
  'src/components/form/',
  'src/features/home/features-section',
  'src/features/home/screenshots/',
  'src/features/home/testimonials-section',
  'src/features/home/faq-section',
  'src/features/home/newsletter-',
  'src/features/home/more-than',
] as const

/** Whether every source file that writes a message is a later part of the home page (left out of its HTML only). */
export function isLaterMessage(files: readonly string[]): boolean {
  return files.length > 0 && files.every((file) => LATER_SOURCES.some((prefix) => file.startsWith(prefix)))
}
