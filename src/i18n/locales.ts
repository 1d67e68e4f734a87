/**
 * The one locale registry. Everything that knows about languages reads this file:
 * lingui.config.ts, the language picker, the store, routing, <html lang> and tests.
 * Adding a language: add its code to CATALOG_LOCALES and its LOCALE_INFO entry here, its Bible
 * texts in src/content/verses.ts, then run `npm run i18n:extract` to create src/locales/<code>.po.
 */
export const CATALOG_LOCALES = ['pt', 'en', 'es', 'fr', 'de'] as const

/** A language with its own translated catalog. */
export type CatalogLocale = (typeof CATALOG_LOCALES)[number]

/**
 * Accented, lengthened English for finding untranslated text and tight layouts. Only in
 * development (`npm start`) and the pseudo build (`npm run build:pseudo`), never in production.
 */
export const PSEUDO_LOCALE = 'pseudo'

/** Set by vite.config.ts from VITE_PSEUDO_LOCALE; undefined where Vite does not run (Node tools). */
export const PSEUDO_ENABLED = typeof __PSEUDO_LOCALE__ !== 'undefined' && __PSEUDO_LOCALE__

/** Every language the site can be shown in. */
export type Locale = CatalogLocale | typeof PSEUDO_LOCALE

/** The languages of this build, in the picker's order. */
export const LOCALES: readonly Locale[] = PSEUDO_ENABLED ? [...CATALOG_LOCALES, PSEUDO_LOCALE] : CATALOG_LOCALES

/** Portuguese is the default and has no URL prefix (see docs/decisions/001). */
export const DEFAULT_LOCALE: CatalogLocale = 'pt'

/** The language the message ids are written in. */
export const SOURCE_LOCALE: CatalogLocale = 'en'

/**
 * Which picture the picker shows beside a language's name: a country flag where the language is
 * that country's (Brazil for pt-BR), and a neutral tile where it is spoken across many (`es-419`).
 */
export type FlagId = 'br' | 'gb' | 'es-419' | 'fr' | 'de' | 'xa'

/**
 * How a language writes a rounded marketing figure (src/lib/format.ts `formatFigure`):
 * `short` 50K, `long` 50 mil, `full` 50 000. "More than" is in the messages.
 */
export type FigureStyle = 'short' | 'long' | 'full'

export interface LocaleInfo {
  /** The language's name in that language, as shown in the picker. */
  nativeName: string
  /** BCP 47 tag for <html lang>, the `lang` of text in this language, and Intl. */
  tag: string
  /**
   * The value of every `hreflang` the site writes: the head's alternate links, the sitemap's
   * `xhtml:link`s and the picker's links. Not always `tag`: search engines read hreflang more
   * narrowly than BCP 47. Google takes an ISO 639-1 language, optionally with an ISO 3166-1
   * alpha-2 region (`pt-BR`), and ignores anything else, so `es-419` (a UN M.49 numeric region)
   * would leave the Spanish pages with no alternate link at all. Spanish is therefore `es`: the
   * one Spanish version, for Spanish speakers everywhere (docs/decisions/009). Written in BCP 47's
   * usual case (`pt-BR`; hreflang itself is case-insensitive) so one spelling is used everywhere.
   * tests/unit/language-codes.test.ts checks every value the site emits against the ISO lists.
   */
  hreflang: string
  /** Which inline SVG flag the picker shows. */
  flag: FlagId
  /**
   * Open Graph's language_TERRITORY form, for link previews (`og:locale`, `og:locale:alternate`),
   * from Facebook's list of locales (developers.facebook.com/docs/internationalization). Spanish
   * stays `es_LA`: not ISO, but one of the two non-ISO umbrella locales Facebook documents (with
   * `ar_AR`), its plain "Español" beside `es_ES` "Español (España)", so the closest match to
   * `es-419`. tests/unit/language-codes.test.ts checks each value against that list.
   */
  ogLocale: string
  /** How marketing figures are rounded and written in this language. */
  figures: FigureStyle
  /** The first day of a week in the language's calendars (CLDR for `tag`): the app screens' week row. */
  weekStartsOn: 'sunday' | 'monday'
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  pt: { nativeName: 'Português', tag: 'pt-BR', hreflang: 'pt-BR', flag: 'br', ogLocale: 'pt_BR', figures: 'long', weekStartsOn: 'sunday' },
  en: { nativeName: 'English', tag: 'en', hreflang: 'en', flag: 'gb', ogLocale: 'en_US', figures: 'short', weekStartsOn: 'sunday' },
  // Latin American Spanish (the catalog code and the URLs stay `es`; hreflang `es`, see `hreflang`
  // above): see docs/decisions/009-spanish-for-latin-america.md.
  es: { nativeName: 'Español', tag: 'es-419', hreflang: 'es', flag: 'es-419', ogLocale: 'es_LA', figures: 'long', weekStartsOn: 'monday' },
  fr: { nativeName: 'Français', tag: 'fr', hreflang: 'fr', flag: 'fr', ogLocale: 'fr_FR', figures: 'full', weekStartsOn: 'monday' },
  de: { nativeName: 'Deutsch', tag: 'de', hreflang: 'de', flag: 'de', ogLocale: 'de_DE', figures: 'full', weekStartsOn: 'monday' },
  // Never in production, so never in the head or the sitemap; only the pseudo build's picker link
  // carries it. `en-XA` (the private-use region pseudo-locales use) keeps that link apart from English's.
  pseudo: { nativeName: 'Ƥšééûûðöö', tag: 'en-XA', hreflang: 'en-XA', flag: 'xa', ogLocale: 'en_XA', figures: 'short', weekStartsOn: 'sunday' },
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** Whose fixed texts (Bible verses) a locale shows: the pseudo-locale shows the English ones. */
export function contentLocale(locale: Locale): CatalogLocale {
  return locale === PSEUDO_LOCALE ? SOURCE_LOCALE : locale
}
