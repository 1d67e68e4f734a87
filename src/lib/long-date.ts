import { longDates } from 'virtual:site'
import type { Locale } from '../i18n/locales'
import { formatIsoDateNow } from './format'

/**
 * An ISO day (`2026-11-21`) as a long date in the language, read as that calendar day. The policies'
 * dates come formatted by the build (`longDates`, scripts/site-module.ts): a browser's first
 * Intl.DateTimeFormat costs 20–60 ms (ICU data), which would hold up every privacy and terms page
 * while it hydrates. Any other day is formatted here.
 */
export function formatIsoDate(isoDay: string, locale: Locale): string {
  return longDates[isoDay]?.[locale] ?? formatIsoDateNow(isoDay, locale)
}
