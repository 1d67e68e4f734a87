/**
 * The one locale registry. Everything that knows about languages reads this file:
 * lingui.config.ts, the language picker, the store, routing, <html lang> and tests.
 * Adding a language: add it here, add its code to nothing else, create
 * src/locales/<code>.po with `npm run i18n:extract`, and translate it.
 */
export const LOCALES = ['pt', 'en', 'es', 'fr', 'de'] as const

export type Locale = (typeof LOCALES)[number]

/** Portuguese is the default and has no URL prefix (see docs/decisions/001). */
export const DEFAULT_LOCALE: Locale = 'pt'

/** The language the message ids are written in. */
export const SOURCE_LOCALE: Locale = 'en'

export type FlagId = 'br' | 'gb' | 'es' | 'fr' | 'de'

export interface LocaleInfo {
  /** The language's name in that language, as shown in the picker. */
  nativeName: string
  /** BCP 47 tag for <html lang>, hreflang and Intl. */
  tag: string
  /** Which inline SVG flag the picker shows. */
  flag: FlagId
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  pt: { nativeName: 'Português', tag: 'pt-BR', flag: 'br' },
  en: { nativeName: 'English', tag: 'en', flag: 'gb' },
  es: { nativeName: 'Español', tag: 'es', flag: 'es' },
  fr: { nativeName: 'Français', tag: 'fr', flag: 'fr' },
  de: { nativeName: 'Deutsch', tag: 'de', flag: 'de' },
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}
