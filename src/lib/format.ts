import { LOCALE_INFO, type Locale } from '../i18n/locales'

/** `50000` → `50K+` (en), `50 mil+` (pt), … The "+" means "more than". */
export function formatCompactPlus(value: number, locale: Locale): string {
  const formatted = new Intl.NumberFormat(LOCALE_INFO[locale].tag, {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value)
  return `${formatted}+`
}

/** `1000` → `1,000+` (en), `1.000+` (pt, de). */
export function formatPlus(value: number, locale: Locale): string {
  return `${new Intl.NumberFormat(LOCALE_INFO[locale].tag).format(value)}+`
}

/** `4.9` → `4.9` (en), `4,9` (pt, es, fr, de). */
export function formatRating(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_INFO[locale].tag, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value)
}

/**
 * The configured days (the policies' last-updated dates) in every language, formatted when the
 * build started (vite.config.ts): a browser's first Intl.DateTimeFormat costs 20–60 ms (ICU data),
 * which would hold up every privacy and terms page while it hydrates.
 */
const BUILD_DATES: Record<string, Partial<Record<Locale, string>>> = typeof __LONG_DATES__ === 'undefined' ? {} : __LONG_DATES__

/** An ISO day (`2026-11-21`) as a long date in the language, read as that calendar day. */
export function formatIsoDate(isoDay: string, locale: Locale): string {
  return BUILD_DATES[isoDay]?.[locale] ?? formatIsoDateNow(isoDay, locale)
}

/** `formatIsoDate` without the build's dates. */
export function formatIsoDateNow(isoDay: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  )
}

/** `07:00` for a <time> element and its visible text in the language (`7:00 AM` in en). */
export function formatTimeOfDay(hours: number, minutes: number, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, { timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, hours, minutes)),
  )
}
