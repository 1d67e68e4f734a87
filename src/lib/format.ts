import { LOCALE_INFO, type Locale } from '../i18n/locales.ts'

// Rounded down (`trunc`): the pages say "more than" the figure, so it may never exceed the operator's
// (49,960 is "49.9K", not "50K").
const FIGURE_OPTIONS = {
  short: { notation: 'compact', compactDisplay: 'short', maximumFractionDigits: 1, roundingMode: 'trunc' },
  long: { notation: 'compact', compactDisplay: 'long', maximumFractionDigits: 1, roundingMode: 'trunc' },
  full: {},
} as const satisfies Record<string, Intl.NumberFormatOptions>

/**
 * A rounded marketing figure written the language's way (its `figures` style in the registry):
 * `50000` → `50K` (en), `50 mil` (pt, es), `50 000` (fr), `50.000` (de). No "+": the messages say
 * "more than" in their own words and order (`MoreThan` in the home page, "Join more than …").
 */
export function formatFigure(value: number, locale: Locale): string {
  const info = LOCALE_INFO[locale]
  return new Intl.NumberFormat(info.tag, FIGURE_OPTIONS[info.figures]).format(value)
}

/**
 * A whole count with the language's grouping: `1000` → `1,000` (en, and es-419, which writes
 * numbers the Mexican way), `1.000` (pt, de), `1 000` (fr).
 */
export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_INFO[locale].tag).format(value)
}

/** `4.9` → `4.9` (en, es-419), `4,9` (pt, fr, de). */
export function formatRating(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_INFO[locale].tag, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value)
}

/** A month (`2026-11`) as the language writes it: `November 2026` (en, de), `novembro de 2026` (pt). */
export function formatMonth(month: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`))
}

/**
 * An ISO day (`2026-11-21`) as a long date in the language, read as that calendar day, formatted
 * now: the build formats the policies' dates this way (src/lib/long-date.ts says why).
 */
export function formatIsoDateNow(isoDay: string, locale: Locale): string {
  const parts = new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, { dateStyle: 'long', timeZone: 'UTC' }).formatToParts(new Date(`${isoDay}T00:00:00Z`))
  const firstOfTheMonth = FIRST_DAY[locale]
  return parts
    .map(({ type, value }, index) => {
      if (type === 'day' && value === '1' && firstOfTheMonth) return firstOfTheMonth
      // French never parts the day from its month at the end of a line.
      if (locale === 'fr' && parts[index - 1]?.type === 'day' && value === ' ') return '\u00a0'
      return value
    })
    .join('')
}

/**
 * The first day of a month as the language writes it in a date, where Intl writes a bare "1": French
 * "1er décembre", Brazilian "1º de dezembro" (the other days are cardinal in both).
 */
const FIRST_DAY: Partial<Record<Locale, string>> = { fr: '1er', pt: '1º' }

/** English names that take "the" in a sentence, which the names Intl gives leave out: the United States, the Netherlands. */
const ENGLISH_WITH_THE = /^(?:United |(?:Netherlands|Philippines|Bahamas|Gambia|Maldives|Seychelles|Comoros)$)|(?:Republic|Islands|Emirates)$/

/**
 * Countries by their ISO 3166-1 codes, named and listed in the language, to be read in a sentence:
 * `['BR', 'US']` → `Brazil and the United States` (en), `Brasil e Estados Unidos` (pt), `Brésil et
 * États-Unis` (fr). German lists them with commas only, `Brasilien, Vereinigte Staaten`, as a table
 * would: joined by "und" in a sentence, a name such as die Vereinigten Staaten or die Schweiz would
 * need its article, declined.
 */
export function formatCountries(codes: readonly string[], locale: Locale): string {
  const { tag } = LOCALE_INFO[locale]
  const names = new Intl.DisplayNames(tag, { type: 'region' })
  const name = (code: string) => {
    const bare = names.of(code) ?? code
    return locale === 'en' && ENGLISH_WITH_THE.test(bare) ? `the ${bare}` : bare
  }
  return locale === 'de' ? codes.map(name).join(', ') : new Intl.ListFormat(tag).format(codes.map(name))
}

/** `07:00` for a <time> element and its visible text in the language (`7:00 AM` in en). */
export function formatTimeOfDay(hours: number, minutes: number, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, { timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, hours, minutes)),
  )
}
