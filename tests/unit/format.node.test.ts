import { longDates } from 'virtual:site'
import { describe, expect, it } from 'vitest'
import { siteConfig } from '../../src/config/site'
import { LOCALE_INFO, type Locale } from '../../src/i18n/locales'
import { formatCount, formatCountries, formatFigure, formatIsoDateNow, formatRating, formatTimeOfDay } from '../../src/lib/format'
import { formatIsoDate } from '../../src/lib/long-date'
import { buildWith } from './site-build'

/** ICU uses no-break spaces of several kinds; compare them as spaces. */
const spaced = (text: string) => text.replace(/\s/g, ' ')

describe('marketing figures', () => {
  it('match the spec’s figures in English, with no "+" (the messages say "more than")', () => {
    expect(formatFigure(50_000, 'en')).toBe('50K')
    expect(formatFigure(10_000, 'en')).toBe('10K')
    expect(formatRating(4.9, 'en')).toBe('4.9')
    expect(formatFigure(25_000, 'en')).toBe('25K')
    expect(formatCount(1_000, 'en')).toBe('1,000')
  })

  it('never exceed the operator’s figure, which the pages say there are "more than"', () => {
    expect(formatFigure(49_960, 'en')).toBe('49.9K')
    expect(spaced(formatFigure(12_350, 'pt'))).toBe('12,3 mil')
    expect(spaced(formatFigure(999_999, 'es'))).toBe('999.9 mil')
  })

  it('are written each language’s way', () => {
    expect(spaced(formatFigure(50_000, 'pt'))).toBe('50 mil')
    expect(spaced(formatFigure(50_000, 'es'))).toBe('50 mil')
    expect(spaced(formatFigure(50_000, 'fr'))).toBe('50 000')
    expect(formatFigure(50_000, 'de')).toBe('50.000')
    expect(spaced(formatFigure(1_500_000, 'pt'))).toBe('1,5 milhão')
    expect(formatRating(4.9, 'pt')).toBe('4,9')
    expect(formatRating(4.9, 'de')).toBe('4,9')
    // A round rating keeps its decimal, as stores show it.
    expect(formatRating(5, 'en')).toBe('5.0')
    expect(formatRating(5, 'pt')).toBe('5,0')
    expect(formatCount(1_000, 'pt')).toBe('1.000')
    expect(formatCount(1_000, 'de')).toBe('1.000')
    expect(spaced(formatCount(1_000, 'fr'))).toBe('1 000')
    for (const locale of ['pt', 'en', 'es', 'fr', 'de'] as const) {
      expect(formatFigure(50_000, locale)).not.toMatch(/\+|\bk\b/)
    }
  })
})

describe('dates and times', () => {
  it('show the policy date as the calendar day, in the language', () => {
    expect(formatIsoDate('2026-11-21', 'en')).toBe('November 21, 2026')
    expect(formatIsoDate('2026-11-21', 'pt')).toBe('21 de novembro de 2026')
    expect(formatIsoDate('2026-01-01', 'de')).toBe('1. Januar 2026')
  })

  it('write the first of the month as French and Brazilian Portuguese do, and only the first', () => {
    // French keeps the day with its month on one line (a no-break space), as it always does.
    expect(formatIsoDateNow('2026-12-01', 'fr')).toBe('1er\u00a0décembre 2026')
    expect(formatIsoDateNow('2026-12-01', 'pt')).toBe('1º de dezembro de 2026')
    expect(formatIsoDateNow('2026-12-11', 'fr')).toBe('11\u00a0décembre 2026')
    expect(formatIsoDateNow('2026-12-21', 'pt')).toBe('21 de dezembro de 2026')
    expect(formatIsoDateNow('2026-12-01', 'es')).toBe('1 de diciembre de 2026')
    expect(formatIsoDateNow('2026-12-01', 'en')).toBe('December 1, 2026')
    // The day alone: a year 1 stays a number.
    expect(formatIsoDateNow('0001-12-11', 'fr')).toBe('11\u00a0décembre 1')
  })

  it('show the configured policy dates as formatted when the build started, in every language', () => {
    for (const day of [siteConfig.privacyUpdated, siteConfig.termsUpdated]) {
      for (const locale of Object.keys(LOCALE_INFO) as Locale[]) {
        expect(longDates[day]?.[locale], `${day} in ${locale}`).toBe(formatIsoDateNow(day, locale))
        expect(formatIsoDate(day, locale)).toBe(formatIsoDateNow(day, locale))
      }
    }
  })

  it('show a day the build formatted as the build wrote it', () => {
    buildWith({ longDates: { '2026-11-21': { en: 'the twenty-first' } } })
    expect(formatIsoDate('2026-11-21', 'en')).toBe('the twenty-first')
    expect(formatIsoDate('2026-11-21', 'de')).toBe('21. November 2026')
  })

  it('show a time of day in the language', () => {
    expect(spaced(formatTimeOfDay(7, 0, 'en'))).toBe('7:00 AM')
    expect(formatTimeOfDay(7, 0, 'de')).toBe('07:00')
  })
})

describe('countries', () => {
  it('are named and listed in the language, in the order given', () => {
    const both = ['BR', 'US']
    expect(formatCountries(both, 'en')).toBe('Brazil and the United States')
    expect(formatCountries(both, 'pt')).toBe('Brasil e Estados Unidos')
    expect(formatCountries(both, 'es')).toBe('Brasil y Estados Unidos')
    expect(formatCountries(both, 'fr')).toBe('Brésil et États-Unis')
    // German joins no names with “und”, which would need their articles (die Vereinigten Staaten).
    expect(formatCountries(both, 'de')).toBe('Brasilien, Vereinigte Staaten')
    expect(formatCountries(['US', 'DE', 'BR'], 'en')).toBe('the United States, Germany, and Brazil')
    // English names some countries with "the" in a sentence; the other languages list them bare.
    expect(formatCountries(['GB', 'NL', 'DO', 'KY', 'FR', 'CZ'], 'en')).toBe('the United Kingdom, the Netherlands, the Dominican Republic, the Cayman Islands, France, and Czechia')
    expect(formatCountries(['NL'], 'de')).toBe('Niederlande')
    // Some names are written alike in other languages, which do not take the English article.
    expect(formatCountries(['BS', 'GM'], 'de')).toBe('Bahamas, Gambia')
    expect(formatCountries(['BS'], 'en')).toBe('the Bahamas')
    expect(formatCountries(['DE'], 'fr')).toBe('Allemagne')
  })
})
