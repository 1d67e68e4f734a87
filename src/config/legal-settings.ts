// The settings the terms and the privacy policy read beyond the operator's identity (README,
// "Configuration"), validated with the others in site-schema.ts. Each is a fact of the operator's
// that one market's law asks to publish; `build:release` checks the ones a market cannot go
// without (release-checks.ts).
import { z } from 'zod'
import { CATALOG_LOCALES, type CatalogLocale } from '../i18n/locales.ts'
import { phone } from './notice-settings.ts'

const optionalLine = (max: number) => z.string().trim().min(1).max(max).optional()

/** A setting that may also be `none`: the operator has none (read as unset). */
const orNone = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' && value.trim() === 'none' ? undefined : value), schema)

/** Whether a code names a country or territory (ISO 3166-1 alpha-2) that Intl can name. */
const isCountry = (code: string) => /^[A-Z]{2}$/.test(code) && new Intl.DisplayNames('en', { type: 'region', fallback: 'none' }).of(code) !== undefined

/** One ISO 3166-1 alpha-2 code (` br `) → `BR`. */
const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCountry, { error: (issue) => `${JSON.stringify(issue.input)} is not a country’s two-letter ISO 3166-1 code (BR, US, DE…)` })

/** Comma-separated ISO 3166-1 alpha-2 codes (`BR, us`) → `['BR', 'US']`, each once, in the order given. */
const countryCodes = z
  .string()
  .transform((value) => [...new Set(value.split(',').map((code) => code.trim().toUpperCase()).filter(Boolean))])
  .pipe(z.array(countryCode).min(1, 'must name at least one country, as two-letter ISO 3166-1 codes separated by commas (BR,US)'))

/** Whether VITE_GOVERNING_LAW gives each language's name (`en: California; fr: Californie…`), not one name, without a colon, for all. */
export const namesEachLanguage = (value: string) => value.includes(':')

/** One language's name for the state: `fr: Californie`. */
const LANGUAGE_NAME = new RegExp(`^(${CATALOG_LOCALES.join('|')})\\s*:\\s*(\\S.*)$`, 'i')

/**
 * VITE_GOVERNING_LAW as each language names it: `en: England and Wales; de: England und Wales; …`,
 * every catalog language once, or one name (`Texas`) for all of them.
 */
const governingLaw = optionalLine(400).transform((value, context) => {
  if (value === undefined) return undefined
  if (!namesEachLanguage(value)) return Object.fromEntries(CATALOG_LOCALES.map((locale) => [locale, value])) as Record<CatalogLocale, string>
  const names: Partial<Record<CatalogLocale, string>> = {}
  for (const part of value.split(';').map((part) => part.trim()).filter(Boolean)) {
    const [, locale, name] = LANGUAGE_NAME.exec(part) ?? []
    if (locale === undefined || name === undefined) {
      context.addIssue(`has ${JSON.stringify(part)}: give each language's name as en: England and Wales, for ${CATALOG_LOCALES.join(', ')}, separated by semicolons`)
      return z.NEVER
    }
    names[locale.toLowerCase() as CatalogLocale] = name
  }
  const missing = CATALOG_LOCALES.filter((locale) => names[locale] === undefined)
  if (missing.length > 0) {
    context.addIssue(`gives no name in ${missing.join(', ')}: give every language's (fr: Californie; de: Kalifornien), or one name for all`)
    return z.NEVER
  }
  return names as Record<CatalogLocale, string>
})

export const LEGAL_ENV = {
  /**
   * How many days the web server keeps its access logs: one fact for every language. 184 by
   * default: the six months Brazil's Marco Civil da Internet (art. 15) requires of an application
   * provider, whichever six months (the longest, July to December, have 184 days).
   */
  VITE_LOG_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(184, 'must be at least 184: the Portuguese policy says the logs are kept the six months Brazil’s Marco Civil da Internet (art. 15) requires, and six months can have 184 days')
    .max(3650)
    .default(184),
  /**
   * Where personal data is stored and processed, by the operator and by each provider (the host,
   * the newsletter service, analytics): two-letter ISO 3166-1 codes, comma-separated (`BR,US`). The
   * policy names these countries in each language (GDPR art. 13(1)(f); Switzerland's FADP art. 19(4)
   * asks for the list). Unset: the sample `US`, which a release refuses (release-checks.ts).
   */
  VITE_DATA_COUNTRIES: countryCodes.default(['US']),
  /**
   * The country where the operator is established, whose law governs the terms (each language names
   * it: a clause must say which law applies, ECJ C-191/15): a two-letter ISO 3166-1 code. Unset: the
   * sample `BR`, which a release refuses (release-checks.ts).
   */
  VITE_OPERATOR_COUNTRY: countryCode.default('BR'),
  /**
   * Where the country has several laws of contract (the United States' states, Canada's provinces,
   * Australia's states, the United Kingdom's England and Wales, Scotland, Northern Ireland): the one
   * whose law governs the terms, as each language names it (`en: California; pt: Califórnia; es:
   * California; fr: Californie; de: Kalifornien`). Rome I (art. 22(1)) counts each as a country of its
   * own, so naming only the country leaves the law unsaid; `build:release` asks for it there, with
   * every language's name (release-checks.ts).
   */
  VITE_GOVERNING_LAW: governingLaw,
  /** The grammatical gender of the data protection officer's title, for VITE_DPO_NAME: `female` or `other`. */
  VITE_DPO_GENDER: z
    .enum(['female', 'male', 'other'], { error: 'must be female, male, or other: the masculine form, which these languages also use for anyone' })
    .default('other')
    // A man's title is the masculine form, which the messages' ICU select calls `other`.
    .transform((gender) => (gender === 'female' ? gender : 'other')),
  /**
   * The EU representative of an operator outside the EEA, for its data (GDPR art. 27) and for the
   * app's community (Digital Services Act art. 13): name and postal address on one line. Unset,
   * the policy and the legal notice name none (an operator in the EEA needs none).
   */
  VITE_EU_REPRESENTATIVE: optionalLine(240),
  /** The representative's email address and phone number, which the DSA (art. 13(4)) asks to publish. */
  VITE_EU_REPRESENTATIVE_EMAIL: z.email().optional(),
  VITE_EU_REPRESENTATIVE_PHONE: z.string().trim().refine(phone.test, phone.message.replace(' (or none)', '')).optional(),
  /**
   * The representative in the United Kingdom of an operator established outside it (UK GDPR art. 27),
   * and in Switzerland of one established outside it (FADP art. 14, whose name and address the
   * operator must publish): name, postal address and contact details on one line, or `none` where
   * counsel finds the operator needs none. The privacy policy names each one set.
   */
  VITE_UK_REPRESENTATIVE: orNone(optionalLine(240)),
  VITE_SWISS_REPRESENTATIVE: orNone(optionalLine(240)),
  /** Where members report illegal posts in the community (DSA arts. 12 and 16); unset, the support address. */
  VITE_REPORT_EMAIL: z.email().optional(),
  /**
   * The consumer mediator the operator takes part before: for one established in France, the French
   * consumer mediator (Code de la consommation L.612-1, L.616-1); elsewhere in the EEA, the dispute
   * resolution body it has joined (ADR Directive art. 13(1); Spain's Ley 7/2017 art. 40). Its name and
   * postal address, its contact details (R.616-1), on one line… (`none`, as unset, for an operator
   * that has joined none: release-checks.ts says who must name one)
   */
  VITE_MEDIATOR_NAME: orNone(optionalLine(160)),
  /** …and its website (https). */
  VITE_MEDIATOR_URL: orNone(z.url({ protocol: /^https$/ }).optional()),
  /**
   * Whether the operator takes part in dispute resolution before a consumer arbitration board (§ 36
   * VSBG): `no` (the default) or `yes`, which needs the board (VITE_ARBITRATION_BOARD, _URL).
   */
  VITE_CONSUMER_ARBITRATION: z.enum(['no', 'yes'], { error: 'must be no or yes' }).default('no'),
  /** The consumer arbitration board, name and postal address on one line (§ 36 Abs. 1 Nr. 2 VSBG). */
  VITE_ARBITRATION_BOARD: optionalLine(240),
  VITE_ARBITRATION_BOARD_URL: z.url({ protocol: /^https$/ }).optional(),
  /**
   * The code of conduct the operator has signed (a trust mark's, such as Confianza Online's Código
   * Ético), its name on one line… (`none`, as unset, for an operator that has signed none:
   * release-checks.ts asks one established in Spain, whose LSSI art. 10.1.f puts it in the notice)
   */
  VITE_CODE_OF_CONDUCT: orNone(optionalLine(200)),
  /** …and where to read it (https). */
  VITE_CODE_OF_CONDUCT_URL: orNone(z.url({ protocol: /^https$/ }).optional()),
  /**
   * The operator's online complaints book (https): the Libro de Reclamaciones Virtual Peru's consumer
   * code asks every provider to keep (Ley 29571 art. 150), which the footer links from every page and
   * the terms name, in every language (`none`, as unset, for none: release-checks.ts asks one
   * established in Peru)
   */
  VITE_COMPLAINTS_BOOK_URL: orNone(z.url({ protocol: /^https$/ }).optional()),
  /**
   * What Peru's data protection law asks the privacy policy of an operator established there to name
   * (Ley 29733 art. 18): the banks of personal data that hold the readers' data, by the names and
   * codes under which they are registered with the Registro Nacional de Protección de Datos
   * Personales, on one line (`Usuarios de la app, código RNPDP-PJP N.° 12345`)…
   */
  VITE_PERU_DATA_BANKS: optionalLine(300),
  /**
   * …and the processors (encargados) that handle the data for the operator (its host, its mail
   * provider…), each with its address, on one line (release-checks.ts asks one established in Peru
   * for both).
   */
  VITE_PERU_PROCESSORS: optionalLine(600).refine((value) => value?.toLowerCase() !== 'none', 'cannot be none: your host processes the data for you; name it, with its address, and any other provider'),
  /**
   * The data protection authority of the country where an operator in the EEA is established, its
   * lead authority (GDPR art. 56), with its website, on one line: `Comissão Nacional de Proteção de
   * Dados (CNPD), www.cnpd.pt`. The privacy policy names it in every language (`none`, as unset, names
   * none: release-checks.ts asks an operator established in the EEA).
   */
  VITE_SUPERVISORY_AUTHORITY: orNone(optionalLine(200)),
  /**
   * What Austrian law adds to the notice of an operator established there, in every language
   * (src/features/legal/austrian-notice.tsx; `none`, as unset, for one it does not apply to:
   * release-notice.ts asks one established in Austria): its chamber, its trade licence and the trade
   * authority that supervises it (E-Commerce-Gesetz § 5 Abs. 1 Z 5 and 6), each on one line…
   */
  VITE_OPERATOR_CHAMBER: orNone(optionalLine(120)),
  VITE_OPERATOR_TRADE: orNone(optionalLine(200)),
  VITE_OPERATOR_TRADE_AUTHORITY: orNone(optionalLine(160)),
  /**
   * …and its disclosure as the website's media owner (Mediengesetz § 25): what the company does
   * (Unternehmensgegenstand), its shareholders with their shares, and the site's editorial line
   * (grundlegende Richtung), each on one line.
   */
  VITE_OPERATOR_PURPOSE: orNone(optionalLine(240)),
  VITE_OPERATOR_OWNERS: orNone(optionalLine(300)),
  VITE_MEDIA_LINE: orNone(optionalLine(300)),
} as const

type LegalEnv = z.infer<z.ZodObject<typeof LEGAL_ENV>>

/** The problems of a combination of legal settings, each with the variable it is about. */
export function legalSettingIssues(env: LegalEnv): Array<{ name: keyof LegalEnv; message: string }> {
  const issues: Array<{ name: keyof LegalEnv; message: string }> = []
  if ((env.VITE_MEDIATOR_NAME === undefined) !== (env.VITE_MEDIATOR_URL === undefined)) {
    const [set, unset] = env.VITE_MEDIATOR_NAME === undefined ? ['VITE_MEDIATOR_URL', 'VITE_MEDIATOR_NAME'] as const : ['VITE_MEDIATOR_NAME', 'VITE_MEDIATOR_URL'] as const
    issues.push({ name: set, message: `is set, but ${unset} is not: the mediator needs both its name and its website` })
  }
  if ((env.VITE_CODE_OF_CONDUCT === undefined) !== (env.VITE_CODE_OF_CONDUCT_URL === undefined)) {
    const [set, unset] = env.VITE_CODE_OF_CONDUCT === undefined ? ['VITE_CODE_OF_CONDUCT_URL', 'VITE_CODE_OF_CONDUCT'] as const : ['VITE_CODE_OF_CONDUCT', 'VITE_CODE_OF_CONDUCT_URL'] as const
    issues.push({ name: set, message: `is set, but ${unset} is not: the code of conduct needs both its name and where to read it` })
  }
  for (const name of ['VITE_EU_REPRESENTATIVE_EMAIL', 'VITE_EU_REPRESENTATIVE_PHONE'] as const) {
    if (env[name] !== undefined && env.VITE_EU_REPRESENTATIVE === undefined) issues.push({ name, message: 'is set, but VITE_EU_REPRESENTATIVE is not: name the representative, with its postal address' })
  }
  // A representative stands in for an operator established elsewhere: the policy would name one its own country's law does not know.
  for (const [name, code, law] of [['VITE_UK_REPRESENTATIVE', 'GB', 'UK GDPR art. 27 asks one only of an operator established outside the United Kingdom'], ['VITE_SWISS_REPRESENTATIVE', 'CH', 'FADP art. 14 asks one only of an operator established outside Switzerland']] as const) {
    if (env[name] !== undefined && env.VITE_OPERATOR_COUNTRY === code) issues.push({ name, message: `is set, but VITE_OPERATOR_COUNTRY is ${code}: ${law}; leave it unset` })
  }
  // Peru's law asks these of an operator established there: elsewhere the policy would name banks no law asks for.
  for (const name of ['VITE_PERU_DATA_BANKS', 'VITE_PERU_PROCESSORS'] as const) {
    if (env[name] !== undefined && env.VITE_OPERATOR_COUNTRY !== 'PE') issues.push({ name, message: 'is set, but VITE_OPERATOR_COUNTRY is not PE: Ley 29733 art. 18 asks it only of an operator established in Peru; leave it unset' })
  }
  if (env.VITE_CONSUMER_ARBITRATION === 'yes') {
    for (const name of ['VITE_ARBITRATION_BOARD', 'VITE_ARBITRATION_BOARD_URL'] as const) {
      if (env[name] === undefined) issues.push({ name, message: 'must be set when VITE_CONSUMER_ARBITRATION=yes: § 36 VSBG asks to name the board, its address and website' })
    }
  } else {
    for (const name of ['VITE_ARBITRATION_BOARD', 'VITE_ARBITRATION_BOARD_URL'] as const) {
      if (env[name] !== undefined) issues.push({ name, message: 'is set, but VITE_CONSUMER_ARBITRATION is not yes: say yes if you take part before that board' })
    }
  }
  return issues
}
