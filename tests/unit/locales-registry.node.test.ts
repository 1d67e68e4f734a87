import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import linguiConfig from '../../lingui.config'
import { BIBLE_TRANSLATIONS, VERSES } from '../../src/content/verses'
import { CATALOG_LOCALES, contentLocale, DEFAULT_LOCALE, isLocale, LOCALE_INFO, LOCALES, PSEUDO_LOCALE } from '../../src/i18n/locales'

describe('locale registry', () => {
  it('has the spec’s five languages with Portuguese as default', () => {
    expect([...CATALOG_LOCALES].sort()).toEqual(['de', 'en', 'es', 'fr', 'pt'])
    expect(DEFAULT_LOCALE).toBe('pt')
    expect(isLocale('en')).toBe(true)
    expect(isLocale('EN')).toBe(false)
    expect(isLocale('toString')).toBe(false)
  })

  it('is what Lingui extracts for, with a catalog for every language and no other', () => {
    expect([...linguiConfig.locales!].sort()).toEqual([...CATALOG_LOCALES].sort())
    expect(readdirSync('src/locales').sort()).toEqual(CATALOG_LOCALES.map((code) => `${code}.po`).sort())
  })

  it('shows the pseudo-locale the English Bible verses, and every language its own', () => {
    expect(contentLocale(PSEUDO_LOCALE)).toBe('en')
    for (const code of CATALOG_LOCALES) expect(contentLocale(code)).toBe(code)
  })

  it('keeps the pseudo-locale out of a build that did not ask for it', () => {
    expect(LOCALES).toEqual(CATALOG_LOCALES)
    expect(isLocale(PSEUDO_LOCALE)).toBe(false)
  })

  it('gives every language a name, a BCP 47 tag and hreflang, a flag, verses and a Bible translation', () => {
    for (const code of CATALOG_LOCALES) {
      // The picker names each language as the language itself does (CLDR), capitalised as a menu item.
      const own = new Intl.DisplayNames([LOCALE_INFO[code].tag], { type: 'language' }).of(code)!
      expect(LOCALE_INFO[code].nativeName).toBe(own.charAt(0).toLocaleUpperCase(LOCALE_INFO[code].tag) + own.slice(1))
      expect(Intl.getCanonicalLocales(LOCALE_INFO[code].tag)).toEqual([LOCALE_INFO[code].tag])
      // Which hreflang values search engines accept: tests/unit/language-codes.test.ts.
      expect(Intl.getCanonicalLocales(LOCALE_INFO[code].hreflang)).toEqual([LOCALE_INFO[code].hreflang])
      expect(BIBLE_TRANSLATIONS[code].name).not.toBe('')
      for (const verse of Object.values(VERSES)) expect(verse[code].text).not.toBe('')
    }
  })

  it('starts each language’s week on the day its calendars do (CLDR, as Node’s Intl has it): Sunday in Brazil and the US', () => {
    for (const code of CATALOG_LOCALES) {
      // Node 20's V8 has the older `weekInfo` getter; newer ones `getWeekInfo()`.
      const locale = new Intl.Locale(LOCALE_INFO[code].tag) as Intl.Locale & { getWeekInfo?(): { firstDay: number }; weekInfo?: { firstDay: number } }
      const firstDay = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay
      expect(LOCALE_INFO[code].weekStartsOn, code).toBe(firstDay === 7 ? 'sunday' : 'monday')
    }
    expect(LOCALE_INFO.pt.weekStartsOn).toBe('sunday')
  })
})

describe('Spanish for Latin America', () => {
  it('is tagged es-419 under the es code and URLs, hreflang es, with a neutral picker entry', () => {
    // Search engines ignore hreflang es-419, so the alternate links name plain Spanish; Facebook's
    // umbrella locale for Latin American Spanish is es_LA.
    expect(LOCALE_INFO.es).toMatchObject({ tag: 'es-419', hreflang: 'es', ogLocale: 'es_LA', flag: 'es-419' })
  })

  it('writes the weekday initials of the app screens without Spain’s “X” for Wednesday', () => {
    const initials = Array.from({ length: 7 }, (_, i) =>
      new Intl.DateTimeFormat(LOCALE_INFO.es.tag, { weekday: 'narrow', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + i))),
    )
    expect(initials.join(' ')).toBe('L M M J V S D')
  })
})

// The team's source of every Bible text the site may quote, beside the repository (CI clones the
// repository next to it; SHARED_DIR names it from elsewhere, as Stryker's sandbox copy needs).
// Without it this proof cannot be made, so it fails rather than skip.
const shared = `${process.env.SHARED_DIR ?? '../shared'}/verses.json`

describe('Bible texts', () => {
  it('are exactly those of shared/verses.json', () => {
    if (!existsSync(shared)) throw new Error(`${shared} is missing: the repository must sit next to the team's shared folder, as CI clones it (README, "Two commands")`)
    const source = JSON.parse(readFileSync(shared, 'utf8')) as {
      verses: Array<{ texts: Record<string, { reference: string; text: string }> }>
    }
    const ours = Object.values(VERSES).map((verse) => JSON.stringify(verse))
    for (const verse of source.verses) expect(ours).toContain(JSON.stringify(verse.texts))
    expect(ours).toHaveLength(source.verses.length)
  })
})
