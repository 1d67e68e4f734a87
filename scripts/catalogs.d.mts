export interface CatalogMessage {
  source: string
  context?: string
  translation: string
  comments: string[]
  sameAsSource: boolean
  /** The source files that use it (`#:` lines). */
  references?: string[]
}
export interface Catalog {
  path: string
  locale: string
  messages: CatalogMessage[]
}
export const CATALOG_DIR: string
export const SOURCE_LOCALE: string
export const SAME_AS_SOURCE: string
export function catalogFiles(): string[]
export function readCatalog(file: string): Catalog
export function describe(message: CatalogMessage): string
export function catalogProblems(catalog: Catalog, options?: { appName?: string }): string[]
