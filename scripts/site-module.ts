// What the build decides from the settings, in one typed module the pages import: `virtual:site`
// (declared in src/vite-env.d.ts, which is the list). Read once per build from the VITE_* variables,
// validated (src/config/site-schema.ts; a bad value stops the build, naming it), with what the build
// makes of them (store links per placement, long dates, hero figures, testimonials) made here, so
// the pages carry the results and not the code that makes them. The same plugin serves the dev
// server and Vitest (tests mock the module: tests/unit/site-build.ts).
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import type * as Site from 'virtual:site'
import { analyticsDomain } from '../src/config/analytics-settings.ts'
import { appLinksOf } from '../src/config/app-link-settings.ts'
import { cutValues, cutValuesReport, templateComments } from '../src/config/env-file-comments.ts'
import { placeholderReport } from '../src/config/placeholders.ts'
import { EEA, EU, releaseReport } from '../src/config/release-checks.ts'
import { clientSiteEnv, newsletterEndpoint, parseSiteEnv, type SiteEnv } from '../src/config/site-schema.ts'
import { readTestimonials } from '../src/config/testimonials-file.ts'
import { CATALOG_LOCALES, contentLocale, LOCALE_INFO, type Locale } from '../src/i18n/locales.ts'
import { formatCount, formatCountries, formatIsoDateNow, formatMonth, formatRating } from '../src/lib/format.ts'
import { LINK_PLACEMENTS, storeLinks } from '../src/lib/store-campaign.ts'
import { scanStoreBadges, STORE_BADGES_DIR, storeBadgeReport } from './store-badges.mjs'

type SiteValues = typeof Site

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const LOCALES = Object.keys(LOCALE_INFO) as Locale[]
const perLocale = <T>(value: (locale: Locale) => T) => Object.fromEntries(LOCALES.map((locale) => [locale, value(locale)])) as Record<Locale, T>

/** The values of `virtual:site` for these settings; `officialBadges`: whether store-badges/ has any language's. */
export function siteValues(env: SiteEnv, { officialBadges }: { officialBadges: boolean }): SiteValues {
  const appLinks = appLinksOf(env)
  const testimonials = readTestimonials(env.VITE_TESTIMONIALS, ROOT)
  const counting = env.VITE_ANALYTICS_URL !== undefined
  const { VITE_STAT_RATING: rating, VITE_STAT_ACTIVE_USERS: users, VITE_GOVERNING_LAW: lawNames } = env
  return {
    settings: clientSiteEnv(env),
    newsletterUrl: newsletterEndpoint(env),
    analyticsDomain: analyticsDomain(env),
    analyticsConsentLanguages: counting ? env.VITE_ANALYTICS_CONSENT_LANGUAGES : undefined,
    officialBadges,
    appleProviderToken: env.VITE_APPLE_PROVIDER_TOKEN,
    storeLinks: Object.fromEntries(
      LINK_PLACEMENTS.map((placement) => [
        placement,
        env.VITE_STORE_CAMPAIGNS
          ? storeLinks({ appStore: env.VITE_APP_STORE_URL, googlePlay: env.VITE_PLAY_STORE_URL }, env.VITE_APPLE_PROVIDER_TOKEN, placement)
          : { appStore: env.VITE_APP_STORE_URL, googlePlay: env.VITE_PLAY_STORE_URL },
      ]),
    ) as SiteValues['storeLinks'],
    longDates: Object.fromEntries([env.VITE_PRIVACY_UPDATED, env.VITE_TERMS_UPDATED].map((day) => [day, perLocale((locale) => formatIsoDateNow(day, locale))])),
    operatorCountry: perLocale((locale) => formatCountries([env.VITE_OPERATOR_COUNTRY], locale)),
    governingLaw: lawNames && perLocale((locale) => lawNames[contentLocale(locale)]),
    ukRepresentative: env.VITE_UK_REPRESENTATIVE,
    swissRepresentative: env.VITE_SWISS_REPRESENTATIVE,
    operatorInFrance: env.VITE_OPERATOR_COUNTRY === 'FR',
    operatorInGermany: env.VITE_OPERATOR_COUNTRY === 'DE',
    operatorInEea: EEA.has(env.VITE_OPERATOR_COUNTRY),
    operatorInEu: EU.has(env.VITE_OPERATOR_COUNTRY),
    operatorInUk: env.VITE_OPERATOR_COUNTRY === 'GB',
    operatorInCanada: env.VITE_OPERATOR_COUNTRY === 'CA',
    operatorInMexico: env.VITE_OPERATOR_COUNTRY === 'MX',
    operatorInColombia: env.VITE_OPERATOR_COUNTRY === 'CO',
    operatorInChile: env.VITE_OPERATOR_COUNTRY === 'CL',
    operatorInPeru: env.VITE_OPERATOR_COUNTRY === 'PE',
    operatorInPortugal: env.VITE_OPERATOR_COUNTRY === 'PT',
    operatorInAustria: env.VITE_OPERATOR_COUNTRY === 'AT',
    operatorInBelgium: env.VITE_OPERATOR_COUNTRY === 'BE',
    operatorInIreland: env.VITE_OPERATOR_COUNTRY === 'IE',
    operatorInAustralia: env.VITE_OPERATOR_COUNTRY === 'AU',
    dataCountries: { count: env.VITE_DATA_COUNTRIES.length, names: perLocale((locale) => formatCountries(env.VITE_DATA_COUNTRIES, locale)) },
    heroFigures: perLocale((locale) => ({
      rating: rating === undefined ? undefined : formatRating(rating, locale),
      activeUsers: users === undefined ? undefined : formatCount(users, locale),
    })),
    figuresAsOf: perLocale((locale) => formatMonth(env.VITE_STATS_AS_OF, locale)),
    testimonials,
    noTestimonials: testimonials?.length === 0,
    appLinks,
    iosAppLinks: appLinks.ios !== undefined,
  }
}

const ID = 'virtual:site'
/** A value as JavaScript source: JSON, or `undefined`. */
export const literal = (value: unknown) => (value === undefined ? 'undefined' : JSON.stringify(value))
const isPrimitive = (value: unknown) => value === null || typeof value !== 'object'

/**
 * The module's source. Each primitive is an `export const` of its own, which the bundler puts in
 * place of every use, so `if (newsletterUrl)` is `if (undefined)` and the minifier drops the code behind it. Each
 * object is a module of its own that `virtual:site` re-exports: the bundler then puts it in the
 * chunk of the code that uses it (the testimonials with their section, the dates with the legal
 * pages), not in the first view's.
 */
export function siteModuleSource(values: SiteValues, part?: string): string {
  if (part !== undefined) return `export const ${part} = ${literal(values[part as keyof SiteValues])}\n`
  return Object.entries(values)
    .map(([name, value]) => (isPrimitive(value) ? `export const ${name} = ${literal(value)}` : `export { ${name} } from '${ID}/${name}'`))
    .join('\n')
    .concat('\n')
}

/** The plugin that serves `virtual:site` (and its parts, `virtual:site/<name>`). */
export function siteModule(values: SiteValues): Plugin {
  return {
    name: 'selah:site',
    resolveId: (id) => (id === ID || id.startsWith(`${ID}/`) ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${ID}`) return siteModuleSource(values)
      if (id.startsWith(`\0${ID}/`)) return siteModuleSource(values, id.slice(ID.length + 2))
      return undefined
    },
  }
}

/**
 * The settings of the env files Vite reads for this mode (README, "Configuration") whose value a
 * `#` cut short (src/config/env-file-comments.ts); one set in the environment overrides the files.
 */
function valuesCutByComments(mode: string) {
  const template = templateComments(readFileSync(`${ROOT}.env.production.local.example`, 'utf8'))
  return ['.env', '.env.local', `.env.${mode}`, `.env.${mode}.local`]
    .flatMap((file) => (existsSync(`${ROOT}${file}`) ? cutValues(file, readFileSync(`${ROOT}${file}`, 'utf8'), template) : []))
    .filter(({ name }) => process.env[name] === undefined)
}

/**
 * The settings, validated from `env` (a bad value throws, naming the variable), the store badges the
 * operator put in store-badges/ (scripts/store-badges.mjs), the values of `virtual:site` and those
 * the pages read as literals (src/vite-env.d.ts says why). `report`: list the values a `#` cut short
 * in the env files of `mode`, the settings that still hold a placeholder and the badges still missing, and with
 * SITE_RELEASE=1 (`npm run build:release`) stop on them; once per build, so not in its server pass.
 */
export function readSite(env: Record<string, string | undefined>, { report, mode }: { report: boolean; mode: string }) {
  const settings = parseSiteEnv(env)
  const badges = scanStoreBadges(`${ROOT}${STORE_BADGES_DIR}/`, CATALOG_LOCALES)
  if (report) {
    const release = env.SITE_RELEASE === '1'
    const reports = [
      cutValuesReport(valuesCutByComments(mode), { release }),
      placeholderReport(settings, { release }),
      releaseReport(env, settings, { release }),
      storeBadgeReport(badges, { release }),
    ].filter(Boolean)
    if (reports.length > 0 && release) throw new Error(reports.join('\n\n'))
    for (const found of reports) console.warn(`\n${found}\n`)
  }
  return {
    badges,
    values: siteValues(settings, { officialBadges: Object.keys(badges.badges).length > 0 }),
    literals: { analyticsUrl: settings.VITE_ANALYTICS_URL, storeCampaigns: settings.VITE_STORE_CAMPAIGNS, pseudoLocale: env.VITE_PSEUDO_LOCALE === 'true' },
  }
}
