// What a public release needs the operator to have decided (README, "Configuration"), beyond the
// stand-ins placeholders.ts lists: a claim is the operator's to confirm, and some markets' law
// asks for a fact that has no safe default. `npm run build` warns with this list; `npm run
// build:release` stops on it.
import { CATALOG_LOCALES } from '../i18n/locales.ts'
import { FIGURE_SETTINGS, factsToConfirm, STATISTIC_SETTINGS } from './claims-settings.ts'
import { namesEachLanguage } from './legal-settings.ts'
import { isUnset, noticeProblems, type ReleaseProblem } from './release-notice.ts'
import type { SiteEnv } from './site-schema'

/** The European Union's 27 members, whose VAT ids are the EU's (§ 27a UStG; TVA intracommunautaire). */
export const EU = new Set('AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '))

/** The European Economic Area: the EU, Iceland, Liechtenstein and Norway, where the GDPR applies. */
export const EEA = new Set([...EU, 'IS', 'LI', 'NO'])

/**
 * The law on reading from a visitor's device (the ePrivacy Directive's art. 5(3)) of the EEA countries
 * whose languages the site speaks, with the exemption it grants audience measurement, if any; any
 * other country's is named by the Directive.
 */
const DEVICE_LAWS: Partial<Record<string, string>> = {
  FR: "France's loi Informatique et Libertés art. 82, whose exemption for audience measurement the CNIL sets out, with its conditions, in délibération 2020-091",
  ES: "Spain's LSSI art. 22.2",
  PT: "Portugal's Lei 41/2004 art. 5",
}

/** The countries whose law on reading from the device exempts no audience measurement: consent in every language. */
const CONSENT_EVERYWHERE: Partial<Record<string, { country: string; law: string }>> = {
  DE: { country: 'Germany', law: '§ 25 TDDDG' },
  BE: { country: 'Belgium', law: 'art. 10/2 of the loi du 30 juillet 2018' },
}

/** Countries whose states, provinces or nations each have their own law of contract (Rome I art. 22(1)). */
export const SEVERAL_LAWS = new Set(['US', 'CA', 'AU', 'GB'])

/**
 * The settings a release may not leave as they are: `raw` is the environment as given (a figure
 * left unset is the sample, even when the real one happens to be equal), `env` as parsed, `today`
 * the day of the build (a month after it is still to come).
 */
export function releaseProblems(raw: Record<string, unknown>, env: SiteEnv, today = new Date()): ReleaseProblem[] {
  const problems: ReleaseProblem[] = []
  for (const name of FIGURE_SETTINGS) {
    if (isUnset(raw, name)) {
      problems.push({ name, reason: `unset, so the site shows the sample figure ${String(env[name])}: set the real figure, or none to leave it out` })
    }
  }
  // The statistics say when their figures were read, once any is shown.
  if (STATISTIC_SETTINGS.some((name) => env[name] !== undefined)) {
    const asOf = env.VITE_STATS_AS_OF
    if (isUnset(raw, 'VITE_STATS_AS_OF')) {
      problems.push({ name: 'VITE_STATS_AS_OF', reason: `unset, so the statistics say their figures are of the sample month ${asOf}: give the month you read them in the stores and the app (YYYY-MM), and change it whenever you change them` })
    } else if (asOf > today.toISOString()) {
      // A month sorts after every day before it and before its own days: 2027-04 after 2027-03-31T…, not after 2027-04-01T….
      problems.push({ name: 'VITE_STATS_AS_OF', reason: `${asOf}, a month still to come: give the month you read the figures in the stores and the app (YYYY-MM)` })
    }
  }
  if (isUnset(raw, 'VITE_TESTIMONIALS')) {
    problems.push({ name: 'VITE_TESTIMONIALS', reason: 'unset, so the site shows the sample testimonials: give the JSON file of real, consented ones, or none' })
  }
  if (env.VITE_APP_FACTS_CONFIRMED !== 'yes') {
    const facts = factsToConfirm(env.VITE_TESTIMONIALS)
      .map((fact) => `\n    - ${fact}`)
      .join('')
    problems.push({ name: 'VITE_APP_FACTS_CONFIRMED', reason: `unset: the site states these facts about the app and its support; check each against the app as it ships and the support as it is staffed, then set yes (where one is untrue, change the copy that states it):${facts}` })
  }
  if (isUnset(raw, 'VITE_NEWSLETTER_URL')) {
    problems.push({ name: 'VITE_NEWSLETTER_URL', reason: 'unset, so the newsletter form thanks visitors and sends nothing: give the endpoint, or none for no newsletter' })
  }
  // Consumer dispute resolution: the EU's ADR Directive (art. 13(1)) binds traders established in the
  // EEA, as their country's law carries it out (src/features/legal/terms-disputes.tsx). France makes
  // every trader offer a mediator (Code de la consommation L.612-1), Germany asks each to say whether
  // it takes part in arbitration (§ 36 VSBG, below), and elsewhere (Spain's Ley 7/2017 art. 40…) a
  // trader names the body it has joined, if any. One established outside the EEA is asked neither.
  // Until the country is given, what depends on it is asked, each reason saying on what condition.
  const country = env.VITE_OPERATOR_COUNTRY
  const countryUnset = isUnset(raw, 'VITE_OPERATOR_COUNTRY')
  const outsideEea = countryUnset ? 'if you are established outside the EEA (VITE_OPERATOR_COUNTRY)' : !EEA.has(country) && `with the operator established in ${country}, outside the EEA`
  const inEeaOutsideGermany = EEA.has(country) && country !== 'DE'
  for (const name of ['VITE_MEDIATOR_NAME', 'VITE_MEDIATOR_URL'] as const) {
    const given = isUnset(raw, name) ? 'unset' : 'none'
    if (countryUnset && isUnset(raw, name)) {
      problems.push({ name, reason: `unset, if you are established in the EEA but not in Germany (VITE_OPERATOR_COUNTRY): in France, the consumer mediator French law makes you offer (Code de la consommation L.612-1, L.616-1); elsewhere, the consumer dispute resolution body you have joined (ADR Directive art. 13(1)), or none; the terms name it in every language` })
    } else if (!countryUnset && country === 'FR' && env[name] === undefined) {
      problems.push({ name, reason: `${given}, with the operator established in FR: French law makes you offer every consumer a mediator, which the terms name in every language, with its website (Code de la consommation L.612-1, L.616-1)` })
    } else if (!countryUnset && country === 'PT' && env[name] === undefined) {
      problems.push({ name, reason: `${given}, with the operator established in PT: Portuguese law makes every trader name the consumer dispute resolution bodies available to it, joined or not, with their websites (Lei 144/2015, art. 18), and binds it to arbitration of a consumer's dispute up to 5,000 euros (Lei 24/96, art. 14(2)): name one, such as CNIACC (www.cniacc.pt) or your area's arbitration centre, which the terms name in every language` })
    } else if (!countryUnset && country === 'DE' && env[name] !== undefined) {
      problems.push({ name, reason: `set, with the operator established in DE: the terms give your § 36 VSBG statement in every language, which a mediator beside it would contradict; name the board you take part before with VITE_CONSUMER_ARBITRATION=yes and VITE_ARBITRATION_BOARD, _URL, and leave this unset` })
    } else if (!countryUnset && inEeaOutsideGermany && isUnset(raw, name)) {
      problems.push({ name, reason: `unset, with the operator established in ${country}, in the EEA: name the consumer dispute resolution body you have joined or must use, which the terms then name in every language, with its website (ADR Directive art. 13(1), as ${country} enacts it: Spain's Ley 7/2017 art. 40…); or none, if you have joined none` })
    }
  }
  // Spain's LSSI (art. 10.1.f) asks a provider established there to name, in its notice, the codes
  // of conduct it has signed and where to read them (a trust mark's, such as Confianza Online's).
  const inSpain = countryUnset ? 'if you are established in Spain (VITE_OPERATOR_COUNTRY)' : country === 'ES' && 'with the operator established in ES'
  for (const name of ['VITE_CODE_OF_CONDUCT', 'VITE_CODE_OF_CONDUCT_URL'] as const) {
    if (inSpain && isUnset(raw, name)) {
      problems.push({ name, reason: `unset, ${inSpain}: Spain's LSSI (art. 10.1.f) puts in the legal notice the code of conduct you have signed (a trust mark's, such as Confianza Online's Código Ético) and where to read it, which the notice then gives in every language; or none, if you have signed none` })
    }
  }
  // Peru's consumer code asks every provider for a complaints book, online for one that sells online
  // (Ley 29571 art. 150), which the footer links from every page.
  const inPeru = countryUnset ? 'if you are established in Peru (VITE_OPERATOR_COUNTRY)' : country === 'PE' && 'with the operator established in PE'
  if (inPeru && isUnset(raw, 'VITE_COMPLAINTS_BOOK_URL')) {
    problems.push({ name: 'VITE_COMPLAINTS_BOOK_URL', reason: `unset, ${inPeru}: Peru's consumer code asks every provider for a complaints book, online where it sells online (Ley 29571 art. 150, the Libro de Reclamaciones Virtual); give its address (https), which the footer then links from every page and the terms name, in every language; or none, if your counsel finds you need none` })
  }
  // Peru's data protection law asks the policy to name the banks of personal data and the processors
  // (Ley 29733 art. 18): asked once the country is PE, as a schema check refuses them elsewhere.
  const peruvian = !countryUnset && country === 'PE' && 'with the operator established in PE'
  if (peruvian && isUnset(raw, 'VITE_PERU_DATA_BANKS')) {
    problems.push({ name: 'VITE_PERU_DATA_BANKS', reason: `unset, ${peruvian}: Peru's data protection law asks the privacy policy to name the banks of personal data that hold the readers' data (Ley 29733 art. 18); give their names and the codes under which they are registered with the Registro Nacional de Protección de Datos Personales, on one line, which the policy then gives in every language` })
  }
  if (peruvian && isUnset(raw, 'VITE_PERU_PROCESSORS')) {
    problems.push({ name: 'VITE_PERU_PROCESSORS', reason: `unset, ${peruvian}: Peru's data protection law asks the privacy policy to name the processors (encargados) that handle the data for you, with their addresses (Ley 29733 art. 18): your host, your mail provider…, on one line, which the policy then gives in every language` })
  }
  // Portugal's complaints book is one platform, which the site links itself for an operator established
  // there: a book of its own would be linked under Peru's name.
  if (!countryUnset && country === 'PT' && env.VITE_COMPLAINTS_BOOK_URL !== undefined) {
    problems.push({ name: 'VITE_COMPLAINTS_BOOK_URL', reason: `set, with the operator established in PT: the footer and the terms link Portugal's Livro de Reclamações Eletrónico (Decreto-Lei 156/2005, art. 5.º-B) themselves, in every language; this setting is Peru's Libro de Reclamaciones, which the pages would name beside it. Leave it unset` })
  }
  // Readers anywhere may complain to the authority of the country where an operator in the EEA is
  // established, its lead authority (GDPR arts. 56, 77): the privacy policy names it in every language.
  const inEea = countryUnset ? 'if you are established in the EEA (VITE_OPERATOR_COUNTRY)' : EEA.has(country) && `with the operator established in ${country}, in the EEA`
  if (inEea && isUnset(raw, 'VITE_SUPERVISORY_AUTHORITY')) {
    problems.push({ name: 'VITE_SUPERVISORY_AUTHORITY', reason: `unset, ${inEea}: name your lead data protection authority, the one where you are established, with its website (GDPR art. 56: in Portugal, Comissão Nacional de Proteção de Dados (CNPD), www.cnpd.pt; in Germany, your Land's), which the privacy policy then names in every language; or none` })
  }
  // The legal notice's lines each country's law asks of its operators (release-notice.ts).
  problems.push(...noticeProblems(raw, env, countryUnset))
  // The date says since when the text in force reads as it does: the sample is no one's date.
  for (const [name, text] of [['VITE_PRIVACY_UPDATED', 'privacy policy says it was'], ['VITE_TERMS_UPDATED', 'terms say they were']] as const) {
    if (isUnset(raw, name)) {
      problems.push({ name, reason: `unset, so the ${text} last changed on the sample date ${env[name]}: give the day the text you publish takes effect (YYYY-MM-DD), and change it whenever that text changes` })
    }
  }
  // § 36 VSBG binds traders established in Germany: their terms say, in every language, whether they
  // take part in consumer arbitration (src/features/legal/terms-disputes.tsx).
  const inGermany = countryUnset ? 'if you are established in Germany (VITE_OPERATOR_COUNTRY)' : country === 'DE' && 'with the operator established in DE'
  if (inGermany && isUnset(raw, 'VITE_CONSUMER_ARBITRATION')) {
    problems.push({ name: 'VITE_CONSUMER_ARBITRATION', reason: `unset, ${inGermany}, so the terms say, in every language, that you are neither willing nor obliged to take part in consumer arbitration (§ 36 VSBG): set no if that is true, or yes with the board` })
  }
  // Elsewhere in the EEA a board is the body the operator has joined (in France, its mediator), which
  // VITE_MEDIATOR_NAME names in every language: the terms make no § 36 statement, which would cite a
  // law that does not bind it, and would leave the board unnamed.
  if (!countryUnset && inEeaOutsideGermany && env.VITE_CONSUMER_ARBITRATION === 'yes') {
    problems.push({ name: 'VITE_CONSUMER_ARBITRATION', reason: `yes, with the operator established in ${country}: § 36 VSBG binds traders established in Germany, and the terms make no such statement for you, so the board would go unnamed; name the body you have joined in VITE_MEDIATOR_NAME and VITE_MEDIATOR_URL instead, which the terms give in every language, and leave this unset` })
  }
  if (isUnset(raw, 'VITE_OPERATOR_COUNTRY')) {
    problems.push({ name: 'VITE_OPERATOR_COUNTRY', reason: `unset, so the terms say they are governed by the law of the sample ${env.VITE_OPERATOR_COUNTRY}: give the country where you are established (its two-letter code)` })
  }
  const severalLaws = countryUnset
    ? `if you are established in ${[...SEVERAL_LAWS].join(', ')} (VITE_OPERATOR_COUNTRY), whose states or nations each have their own law of contract`
    : SEVERAL_LAWS.has(country) && `with the operator established in ${country}, whose states or nations each have their own law of contract`
  if (severalLaws && env.VITE_GOVERNING_LAW === undefined) {
    problems.push({ name: 'VITE_GOVERNING_LAW', reason: `unset, ${severalLaws}: name the one whose law governs the terms, as each language names it (en: California; pt: Califórnia; es: California; fr: Californie; de: Kalifornien), which the terms then name, since the country's name alone says no law (Rome I art. 22(1); ECJ C-191/15)` })
  }
  // Each language's readers name a state their own way (California is Californie in French): one name for all is a sample's shortcut.
  const law = String(raw.VITE_GOVERNING_LAW).trim()
  if (!isUnset(raw, 'VITE_GOVERNING_LAW') && !namesEachLanguage(law)) {
    problems.push({ name: 'VITE_GOVERNING_LAW', reason: `gives one name, ${JSON.stringify(law)}, for every language: give each language's, as its readers write it (en: California; pt: Califórnia; es: California; fr: Californie; de: Kalifornien), even where they are alike` })
  }
  // Every language says how long the access logs are kept, then deleted: the operator's host must do so.
  if (isUnset(raw, 'VITE_LOG_RETENTION_DAYS')) {
    problems.push({ name: 'VITE_LOG_RETENTION_DAYS', reason: `unset, so the privacy policy says the servers keep their access logs ${env.VITE_LOG_RETENTION_DAYS} days, then delete them: give the number of days your web host and app servers keep them (at least 184, the six months Brazil's Marco Civil da Internet, art. 15, asks), once they are set up to do so` })
  }
  if (isUnset(raw, 'VITE_DATA_COUNTRIES')) {
    problems.push({ name: 'VITE_DATA_COUNTRIES', reason: `unset, so the privacy policy names the sample ${String(env.VITE_DATA_COUNTRIES)}: list every country where you and your providers store or process personal data (BR,US)` })
  }
  // The site serves Germany and France, and the app keeps what its members write about their faith
  // (special categories, GDPR art. 9), so art. 27(2)'s exemption for occasional processing does not apply.
  // Its community makes it a hosting service, whose representative the DSA (art. 13(4)) asks to publish.
  if (outsideEea) {
    if (env.VITE_EU_REPRESENTATIVE === undefined) {
      problems.push({ name: 'VITE_EU_REPRESENTATIVE', reason: `unset, ${outsideEea}: name your representative in the EU, name and postal address (GDPR art. 27 and Digital Services Act art. 13, for readers in the EU)` })
    }
    for (const [name, what] of [['VITE_EU_REPRESENTATIVE_EMAIL', 'email address'], ['VITE_EU_REPRESENTATIVE_PHONE', 'phone number']] as const) {
      if (env[name] === undefined) problems.push({ name, reason: `unset, ${outsideEea}: give your EU representative's ${what}, which the Digital Services Act (art. 13(4)) asks to publish` })
    }
  }
  // The United Kingdom and Switzerland each ask an operator established outside them for a representative of
  // their own (UK GDPR art. 27; FADP art. 14, for large-scale, high-risk processing, which faith data may be):
  // the operator's counsel decides, and the setting says so, with a name or none.
  for (const [name, place, code, law] of [['VITE_UK_REPRESENTATIVE', 'the United Kingdom', 'GB', 'UK GDPR art. 27'], ['VITE_SWISS_REPRESENTATIVE', 'Switzerland', 'CH', 'FADP art. 14']] as const) {
    if (country !== code && isUnset(raw, name)) {
      problems.push({ name, reason: `unset: name your representative in ${place} (${law}), which the privacy policy then names, name, postal address and contact on one line; or none, if your counsel finds you need none there` })
    }
  }
  // Germany's § 25 TDDDG and Belgium's art. 10/2 exempt no audience measurement, and bind a provider
  // established there towards every visitor, whatever the page's language: its pages ask before
  // counting in every one (the language stands for the market only for an operator established elsewhere).
  const unasked = CATALOG_LOCALES.filter((locale) => !env.VITE_ANALYTICS_CONSENT_LANGUAGES.includes(locale))
  const consentEverywhere = CONSENT_EVERYWHERE[country]
  if (env.VITE_ANALYTICS_URL !== undefined && consentEverywhere && unasked.length > 0) {
    problems.push({ name: 'VITE_ANALYTICS_CONSENT_LANGUAGES', reason: `leaves ${unasked.join(', ')} counting without asking, with the operator established in ${consentEverywhere.country}, where ${consentEverywhere.law} asks consent of every visitor, whatever the page's language: set ${CATALOG_LOCALES.join(',')}` })
  }
  // PECR reg. 6 binds an operator established in the United Kingdom alike, but since the Data (Use and
  // Access) Act 2025 it lets some counting go without consent, on conditions: counsel decides, and the setting says what.
  if (env.VITE_ANALYTICS_URL !== undefined && country === 'GB' && isUnset(raw, 'VITE_ANALYTICS_CONSENT_LANGUAGES')) {
    problems.push({ name: 'VITE_ANALYTICS_CONSENT_LANGUAGES', reason: `unset, with the operator established in GB, where PECR reg. 6 asks consent of every visitor, whatever the page's language, before the site reads from the device: set ${CATALOG_LOCALES.join(',')}; or, if your counsel finds that an exception of reg. 6 (as the Data (Use and Access) Act 2025 amended it) covers what the site counts, the languages that still ask, or none` })
  }
  // Every other EEA country's law on the device (the ePrivacy Directive's art. 5(3), as it enacts it:
  // Spain's LSSI art. 22.2, France's art. 82 of the loi Informatique et Libertés…) binds an operator
  // established there towards every visitor too, each with its own exemptions: the default, German
  // pages only, is a market's answer, not the operator's, so a release asks it to decide.
  if (env.VITE_ANALYTICS_URL !== undefined && EEA.has(country) && !consentEverywhere && isUnset(raw, 'VITE_ANALYTICS_CONSENT_LANGUAGES')) {
    const law = DEVICE_LAWS[country] ?? `the ePrivacy Directive's art. 5(3), as ${country} enacts it`
    problems.push({ name: 'VITE_ANALYTICS_CONSENT_LANGUAGES', reason: `unset, with the operator established in ${country}, whose law on reading from the device (${law}) binds it towards every visitor, whatever the page's language: set ${CATALOG_LOCALES.join(',')}; or, if your counsel finds that its law exempts what the site counts, the languages that still ask, or none` })
  }
  if (env.VITE_DPO_NAME === undefined) {
    problems.push({ name: 'VITE_DPO_NAME', reason: 'none: the Portuguese policy must name the encarregado (LGPD art. 41 § 1)' })
  }
  // The officer's title agrees with them in four languages; left unset, a woman would be "nuestro delegado".
  if (isUnset(raw, 'VITE_DPO_GENDER')) {
    problems.push({ name: 'VITE_DPO_GENDER', reason: 'unset, so the policies give the officer the masculine title ("o nosso encarregado", "nuestro delegado", "notre délégué", "unser Datenschutzbeauftragter"): set female for a woman, male for a man, or other for the masculine form, which these languages also use for anyone' })
  }
  return problems
}

/** The build's message about these problems, or nothing when there are none. */
export function releaseReport(raw: Record<string, unknown>, env: SiteEnv, { release }: { release: boolean }): string | undefined {
  const problems = releaseProblems(raw, env)
  if (problems.length === 0) return undefined
  const list = problems.map(({ name, reason }) => `  ${name}: ${reason}`).join('\n')
  const count = `${problems.length} setting${problems.length === 1 ? '' : 's'}`
  return release
    ? `Release build stopped: ${count} the operator must decide (see README, "Configuration"):\n${list}`
    : `Warning: ${count} a release must decide (fine for testing; \`npm run build:release\` refuses them):\n${list}`
}
