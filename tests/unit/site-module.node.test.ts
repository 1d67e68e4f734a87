// What the build decides from the settings (scripts/site-module.ts), and the module that carries it.
import { describe, expect, it } from 'vitest'
import { siteModuleSource, siteValues } from '../../scripts/site-module'
import { parseSiteEnv } from '../../src/config/site-schema'

const STORES = { VITE_APP_STORE_URL: 'https://apps.apple.com/app/id1234567890', VITE_PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=app.selah' }
const valuesOf = (env: Record<string, string> = {}) => siteValues(parseSiteEnv({ ...STORES, ...env }), { officialBadges: false })

describe('what the build decides', () => {
  it('without campaigns, each placement links to the stores exactly as configured', () => {
    const { storeLinks } = valuesOf()
    for (const links of Object.values(storeLinks)) {
      expect(links).toEqual({ appStore: STORES.VITE_APP_STORE_URL, googlePlay: STORES.VITE_PLAY_STORE_URL })
    }
  })

  it('with campaigns, each placement links with its own campaign', () => {
    const { storeLinks } = valuesOf({ VITE_STORE_CAMPAIGNS: 'true', VITE_APPLE_PROVIDER_TOKEN: '123456' })
    expect(new URL(storeLinks.hero.appStore).searchParams.get('pt')).toBe('123456')
    expect(new URL(storeLinks.hero.appStore).searchParams.get('ct')).toMatch(/hero/)
    expect(new URL(storeLinks.footer.googlePlay).searchParams.get('referrer')).toMatch(/utm_campaign=footer/)
  })

  it('writes the hero’s figures and the policies’ dates the way each language does, leaving out a figure set to none', () => {
    const { heroFigures, longDates } = valuesOf({ VITE_STAT_RATING: '4.8', VITE_STAT_ACTIVE_USERS: 'none', VITE_PRIVACY_UPDATED: '2026-03-01' })
    expect(heroFigures.en).toEqual({ rating: '4.8' })
    expect(heroFigures.de).toEqual({ rating: '4,8' })
    expect(longDates['2026-03-01']).toMatchObject({ en: 'March 1, 2026', pt: '1º de março de 2026', de: '1. März 2026' })
  })

  it('writes the month the statistics were read the way each language does', () => {
    expect(valuesOf({ VITE_STATS_AS_OF: '2027-01' }).figuresAsOf).toMatchObject({ pt: 'janeiro de 2027', en: 'January 2027', es: 'enero de 2027', fr: 'janvier 2027', de: 'Januar 2027' })
  })

  it('says where the operator is established: in France, in the EU, in the EEA, in the United Kingdom (Norway is in the EEA only, Switzerland and Brazil in none)', () => {
    expect(valuesOf({ VITE_OPERATOR_COUNTRY: 'FR' })).toMatchObject({ operatorInFrance: true, operatorInEu: true, operatorInEea: true })
    expect(valuesOf({ VITE_OPERATOR_COUNTRY: 'NO' })).toMatchObject({ operatorInFrance: false, operatorInEu: false, operatorInEea: true })
    expect(valuesOf({ VITE_OPERATOR_COUNTRY: 'CH' })).toMatchObject({ operatorInFrance: false, operatorInEu: false, operatorInEea: false, operatorInUk: false })
    expect(valuesOf({ VITE_OPERATOR_COUNTRY: 'GB' })).toMatchObject({ operatorInEu: false, operatorInEea: false, operatorInUk: true, operatorInCanada: false })
    expect(valuesOf({ VITE_OPERATOR_COUNTRY: 'CA' })).toMatchObject({ operatorInEea: false, operatorInUk: false, operatorInCanada: true, operatorInMexico: false })
    expect(valuesOf({ VITE_OPERATOR_COUNTRY: 'MX' })).toMatchObject({ operatorInEea: false, operatorInCanada: false, operatorInMexico: true, operatorInColombia: false, operatorInChile: false })
    expect(valuesOf({ VITE_OPERATOR_COUNTRY: 'CO' })).toMatchObject({ operatorInEea: false, operatorInMexico: false, operatorInColombia: true })
    expect(valuesOf({ VITE_OPERATOR_COUNTRY: 'IE' })).toMatchObject({ operatorInEu: true, operatorInUk: false, operatorInBelgium: false, operatorInIreland: true })
    expect(valuesOf({ VITE_OPERATOR_COUNTRY: 'CL' })).toMatchObject({ operatorInMexico: false, operatorInColombia: false, operatorInChile: true, operatorInPeru: false })
    expect(valuesOf({ VITE_OPERATOR_COUNTRY: 'PE' })).toMatchObject({ operatorInColombia: false, operatorInChile: false, operatorInPeru: true })
    expect(valuesOf({ VITE_OPERATOR_COUNTRY: 'AU' })).toMatchObject({ operatorInEea: false, operatorInUk: false, operatorInCanada: false, operatorInAustralia: true })
    expect(valuesOf({ VITE_OPERATOR_COUNTRY: 'BE' })).toMatchObject({ operatorInEu: true, operatorInFrance: false, operatorInAustria: false, operatorInBelgium: true, operatorInIreland: false })
    expect(valuesOf({ VITE_OPERATOR_COUNTRY: 'AT' })).toMatchObject({ operatorInEu: true, operatorInGermany: false, operatorInPortugal: false, operatorInAustria: true, operatorInBelgium: false })
    expect(valuesOf({ VITE_OPERATOR_COUNTRY: 'PT' })).toMatchObject({ operatorInEu: true, operatorInEea: true, operatorInColombia: false, operatorInPortugal: true, operatorInAustria: false })
    expect(valuesOf({ VITE_OPERATOR_COUNTRY: 'BR' })).toMatchObject({ operatorInFrance: false, operatorInEu: false, operatorInEea: false, operatorInCanada: false, operatorInPortugal: false, operatorInAustria: false, operatorInAustralia: false })
  })

  it('names the state whose law governs the terms in each language, as the operator gave it, or one name in all', () => {
    // Spaced or not around the colons and semicolons, the language's code in either case.
    const names = 'en:England and Wales ; pt : Inglaterra e País de Gales; es: Inglaterra y Gales; FR: Angleterre et pays de Galles;de: England und Wales; '
    expect(valuesOf({ VITE_GOVERNING_LAW: names }).governingLaw).toEqual({ en: 'England and Wales', pt: 'Inglaterra e País de Gales', es: 'Inglaterra y Gales', fr: 'Angleterre et pays de Galles', de: 'England und Wales', pseudo: 'England and Wales' })
    expect(valuesOf({ VITE_GOVERNING_LAW: ' Texas ' }).governingLaw).toMatchObject({ en: 'Texas', fr: 'Texas', de: 'Texas' })
    expect(valuesOf().governingLaw).toBeUndefined()
    // Each name given once, for each of the site's languages, or the build stops, saying what is wrong.
    expect(() => valuesOf({ VITE_GOVERNING_LAW: 'en: California; fr: Californie' })).toThrow('gives no name in pt, es, de: give every language')
    expect(() => valuesOf({ VITE_GOVERNING_LAW: `${names} it: California` })).toThrow('has "it: California": give each language\'s name as en: England and Wales, for pt, en, es, fr, de, separated by semicolons')
    expect(() => valuesOf({ VITE_GOVERNING_LAW: 'en: California; fr:' })).toThrow('has "fr:"')
    expect(() => valuesOf({ VITE_GOVERNING_LAW: 'en: California; fr' })).toThrow('has "fr"')
  })

  it('says whether there are no testimonials, apart from the testimonials themselves', () => {
    expect(valuesOf({ VITE_TESTIMONIALS: 'none' })).toMatchObject({ testimonials: [], noTestimonials: true })
    expect(valuesOf()).toMatchObject({ testimonials: null, noTestimonials: false })
  })

  it('gives the pages no setting only the build reads', () => {
    const { settings } = valuesOf({ VITE_STORE_CAMPAIGNS: 'true', VITE_APPLE_PROVIDER_TOKEN: '123456', VITE_ANALYTICS_URL: 'https://stats.example.org' })
    expect(Object.keys(settings).filter((name) => /CAMPAIGN|APPLE|ANALYTICS|APP_LINK|TESTIMONIALS/.test(name))).toEqual([])
    expect(valuesOf({ VITE_ANALYTICS_URL: 'https://stats.example.org' })).toMatchObject({ analyticsDomain: 'selah.example.com', analyticsConsentLanguages: ['de'] })
    expect(valuesOf()).toMatchObject({ analyticsDomain: undefined, analyticsConsentLanguages: undefined })
  })
})

describe('virtual:site', () => {
  const values = valuesOf({ VITE_TESTIMONIALS: 'none' })
  const source = siteModuleSource(values)
  /** The value a part of the module holds (`export const name = <JSON>`). */
  const part = (name: keyof typeof values) => JSON.parse(siteModuleSource(values, name).replace(`export const ${name} = `, '')) as unknown

  it('exports every value once: a primitive in place, an object from a part of its own', () => {
    const exported = [...source.matchAll(/^export (?:const (\w+) = |\{ (\w+) \} from 'virtual:site\/(\w+)')/gm)]
    expect(exported.map((match) => match[1] ?? match[2]).sort()).toEqual(Object.keys(values).sort())
    expect(source).toContain('export const noTestimonials = true\n')
    expect(source).toContain('export const analyticsDomain = undefined\n')
    expect(source).toContain("export { testimonials } from 'virtual:site/testimonials'\n")
    for (const [name, value] of Object.entries(values)) {
      if (value !== null && typeof value === 'object') expect(part(name as keyof typeof values), name).toEqual(value)
    }
  })
})
