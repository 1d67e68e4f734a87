import { stripLocale } from './locale-path'

/**
 * Parts of the site whose messages only their own pages show: a prerendered page carries in its
 * HTML just the shared messages and those of its area, which keeps the page within one network
 * round trip. An area is its pages and the folders whose code shows on them; a folder may serve
 * several areas (the mail panel: privacy and support). A message belongs to the areas of the source
 * files that write it (its `.po` references), and is shared when shared code writes it too. Code
 * imports only from folders that serve every area it serves (tests/unit/catalog-area-imports.test.ts),
 * so an area's messages show only on its pages.
 */
export const CATALOG_AREAS = {
  home: { pages: ['/'], folders: ['src/features/home/'] },
  legal: { pages: ['/privacy', '/terms'], folders: ['src/features/legal/', 'src/features/mail/'] },
  support: { pages: ['/support'], folders: ['src/features/support/', 'src/features/mail/'] },
} as const satisfies Record<string, { pages: readonly string[]; folders: readonly string[] }>

export type CatalogArea = keyof typeof CATALOG_AREAS

const AREAS = Object.keys(CATALOG_AREAS) as CatalogArea[]

/** The area of the page at this URL (`/en/terms` → `legal`); none for a missing page. */
export function catalogAreaOfPath(pathname: string): CatalogArea | undefined {
  const page = stripLocale(pathname).replace(/(.)\/$/, '$1')
  return AREAS.find((area) => (CATALOG_AREAS[area].pages as readonly string[]).includes(page))
}

/** The areas whose folders hold a source file (none for shared code). */
export function catalogAreasOfFile(file: string): CatalogArea[] {
  return AREAS.filter((area) => CATALOG_AREAS[area].folders.some((folder) => file.startsWith(folder)))
}

/**
 * The areas of a message used in these source files: every area one of them serves, so the message
 * is on every page that may show it. None (shared) when one of them is shared code.
 */
export function catalogAreasOfSources(files: readonly string[]): CatalogArea[] {
  const perFile = files.map(catalogAreasOfFile)
  if (perFile.length === 0 || perFile.some((areas) => areas.length === 0)) return []
  return AREAS.filter((area) => perFile.some((areas) => areas.includes(area)))
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

/**
 * Files only a build that counts visits uses (VITE_ANALYTICS_URL; README, "Measuring"): a build
 * without it leaves their messages out of the compiled catalogs (scripts/optional-messages.mjs), as
 * the bundler leaves out their code.
 */
export const ANALYTICS_SOURCES = ['src/features/legal/privacy-analytics'] as const

/** Whether every source file that writes a message is a later part of the home page (left out of its HTML only). */
export function isLaterMessage(files: readonly string[]): boolean {
  return files.length > 0 && files.every((file) => LATER_SOURCES.some((prefix) => file.startsWith(prefix)))
}
