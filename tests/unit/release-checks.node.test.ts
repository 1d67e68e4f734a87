import { describe, expect, it } from 'vitest'
import { APP_FACTS, TESTIMONIALS_FACT } from '../../src/config/claims-settings'
import { releaseProblems, releaseReport } from '../../src/config/release-checks'
import { parseSiteEnv } from '../../src/config/site-schema'
import { siteConfig } from '../../src/config/site'
import { DECIDED } from './release-decided'

const problemsOf = (raw: Record<string, string>) => releaseProblems(raw, parseSiteEnv(raw)).map((problem) => problem.name)

/** The state whose law governs the terms, as each language names it (VITE_GOVERNING_LAW). */
const CALIFORNIA = 'en: California; pt: Califórnia; es: California; fr: Californie; de: Kalifornien'
const ENGLAND = 'en: England and Wales; pt: Inglaterra e País de Gales; es: Inglaterra y Gales; fr: Angleterre et pays de Galles; de: England und Wales'

describe('what a release refuses to leave undecided', () => {
  it('nothing, once the operator has decided everything (a real figure or country equal to the sample is fine)', () => {
    expect(problemsOf(DECIDED)).toEqual([])
    expect(releaseReport(DECIDED, parseSiteEnv(DECIDED), { release: true })).toBeUndefined()
  })

  it('names each sample figure, the sample testimonials, the newsletter, the mediator, the code of conduct, the policies\' dates, the logs\' period and the countries left as they are', () => {
    expect(problemsOf({})).toEqual([
      'VITE_STAT_ACTIVE_USERS',
      'VITE_STAT_DAILY_VERSES',
      'VITE_STAT_RATING',
      'VITE_STAT_PRAYERS_SHARED',
      'VITE_STAT_SUBSCRIBERS',
      'VITE_STATS_AS_OF',
      'VITE_TESTIMONIALS',
      'VITE_APP_FACTS_CONFIRMED',
      'VITE_NEWSLETTER_URL',
      'VITE_MEDIATOR_NAME',
      'VITE_MEDIATOR_URL',
      'VITE_CODE_OF_CONDUCT',
      'VITE_CODE_OF_CONDUCT_URL',
      'VITE_COMPLAINTS_BOOK_URL',
      'VITE_SUPERVISORY_AUTHORITY',
      'VITE_OPERATOR_CHAMBER',
      'VITE_OPERATOR_TRADE',
      'VITE_OPERATOR_TRADE_AUTHORITY',
      'VITE_OPERATOR_PURPOSE',
      'VITE_OPERATOR_OWNERS',
      'VITE_MEDIA_LINE',
      'VITE_PRIVACY_UPDATED',
      'VITE_TERMS_UPDATED',
      'VITE_CONSUMER_ARBITRATION',
      'VITE_OPERATOR_COUNTRY',
      'VITE_GOVERNING_LAW',
      'VITE_LOG_RETENTION_DAYS',
      'VITE_DATA_COUNTRIES',
      'VITE_EU_REPRESENTATIVE',
      'VITE_EU_REPRESENTATIVE_EMAIL',
      'VITE_EU_REPRESENTATIVE_PHONE',
      'VITE_UK_REPRESENTATIVE',
      'VITE_SWISS_REPRESENTATIVE',
      'VITE_DPO_GENDER',
    ])
    const report = releaseReport({}, parseSiteEnv({}), { release: true }) ?? ''
    expect(report).toMatch(/^Release build stopped: 34 settings/)
    // One setting to a line, under the first (the app's facts listed under theirs).
    const settingLines = report.split('\n').slice(1).filter((line) => !line.startsWith('    - '))
    expect(settingLines.map((line) => /^ {2}(VITE_\w+): /.exec(line)?.[1])).toEqual(problemsOf({}))
    expect(report).toContain('VITE_TESTIMONIALS: unset, so the site shows the sample testimonials')
    expect(report).toContain('VITE_STAT_RATING: unset, so the site shows the sample figure 4.9')
    expect(report).toContain('VITE_STATS_AS_OF: unset, so the statistics say their figures are of the sample month 2026-11: give the month you read them')
    // What depends on the country, asked on the condition that makes it due, until the country is given.
    expect(report).toContain('VITE_MEDIATOR_NAME: unset, if you are established in the EEA but not in Germany (VITE_OPERATOR_COUNTRY): in France, the consumer mediator')
    expect(report).toContain("VITE_CODE_OF_CONDUCT: unset, if you are established in Spain (VITE_OPERATOR_COUNTRY): Spain's LSSI (art. 10.1.f)")
    expect(report).toContain("VITE_COMPLAINTS_BOOK_URL: unset, if you are established in Peru (VITE_OPERATOR_COUNTRY): Peru's consumer code asks every provider for a complaints book")
    expect(report).toContain('VITE_EU_REPRESENTATIVE: unset, if you are established outside the EEA (VITE_OPERATOR_COUNTRY): name your representative in the EU')
    expect(report).toContain('VITE_DATA_COUNTRIES: unset, so the privacy policy names the sample US: list every country')
    expect(report).toContain('VITE_TERMS_UPDATED: unset, so the terms say they were last changed on the sample date 2026-11-28: give the day')
    expect(report).toContain('VITE_CONSUMER_ARBITRATION: unset, if you are established in Germany (VITE_OPERATOR_COUNTRY), so the terms say, in every language, that you are neither willing nor obliged to take part in consumer arbitration (§ 36 VSBG): set no if that is true')
    expect(report).toContain('VITE_OPERATOR_COUNTRY: unset, so the terms say they are governed by the law of the sample BR')
    expect(report).toContain('VITE_LOG_RETENTION_DAYS: unset, so the privacy policy says the servers keep their access logs 184 days, then delete them: give the number of days')
  })

  // Each asked of any operator (the mediator and § 36 VSBG only of one in the EEA, the code of conduct of one in Spain, the complaints book of one in Peru, the trade and media disclosure of one in Austria, by its country, and the country with what depends on it: below).
  const BY_COUNTRY = ['VITE_COMPLAINTS_BOOK_URL', 'VITE_SUPERVISORY_AUTHORITY', 'VITE_OPERATOR_CHAMBER', 'VITE_OPERATOR_TRADE', 'VITE_OPERATOR_TRADE_AUTHORITY', 'VITE_OPERATOR_PURPOSE', 'VITE_OPERATOR_OWNERS', 'VITE_MEDIA_LINE']
  const SINGLE = Object.keys(DECIDED).filter((name) => !name.startsWith('VITE_MEDIATOR_') && !name.startsWith('VITE_CODE_OF_CONDUCT') && ![...BY_COUNTRY, 'VITE_DPO_NAME', 'VITE_EU_REPRESENTATIVE', 'VITE_CONSUMER_ARBITRATION', 'VITE_OPERATOR_COUNTRY'].includes(name))
  it.each(SINGLE)('refuses %s alone when it is left unset or empty', (name) => {
    expect(problemsOf({ ...DECIDED, [name]: '' })).toEqual([name])
  })

  it('asks, while the country is unset, what depends on it, each on its condition', () => {
    expect(problemsOf({ ...DECIDED, VITE_OPERATOR_COUNTRY: '' })).toEqual(['VITE_OPERATOR_COUNTRY', 'VITE_GOVERNING_LAW'])
    const unset = { ...DECIDED, VITE_OPERATOR_COUNTRY: '' }
    expect(releaseReport(unset, parseSiteEnv(unset), { release: true })).toContain('VITE_GOVERNING_LAW: unset, if you are established in US, CA, AU, GB (VITE_OPERATOR_COUNTRY), whose states')
  })

  it('refuses, for an operator established in Germany that counts visits, any language whose pages count without asking (§ 25 TDDDG)', () => {
    const german = { ...DECIDED, VITE_OPERATOR_COUNTRY: 'DE', VITE_ANALYTICS_URL: 'https://stats.selah.app', VITE_MEDIATOR_NAME: '', VITE_MEDIATOR_URL: '' }
    expect(problemsOf(german)).toEqual(['VITE_ANALYTICS_CONSENT_LANGUAGES'])
    expect(releaseReport(german, parseSiteEnv(german), { release: true })).toContain(
      "VITE_ANALYTICS_CONSENT_LANGUAGES: leaves pt, en, es, fr counting without asking, with the operator established in Germany, where § 25 TDDDG asks consent of every visitor, whatever the page's language: set pt,en,es,fr,de",
    )
    expect(problemsOf({ ...german, VITE_ANALYTICS_CONSENT_LANGUAGES: 'de,fr,en,es,pt' })).toEqual([])
    // Belgium's art. 10/2 exempts no audience measurement either.
    const belgian = { ...german, VITE_OPERATOR_COUNTRY: 'BE', VITE_ANALYTICS_CONSENT_LANGUAGES: 'fr,de', VITE_MEDIATOR_NAME: 'none', VITE_MEDIATOR_URL: 'none' }
    expect(problemsOf(belgian)).toEqual(['VITE_ANALYTICS_CONSENT_LANGUAGES'])
    expect(releaseReport(belgian, parseSiteEnv(belgian), { release: true })).toContain("VITE_ANALYTICS_CONSENT_LANGUAGES: leaves pt, en, es counting without asking, with the operator established in Belgium, where art. 10/2 of the loi du 30 juillet 2018 asks consent of every visitor")
    expect(problemsOf({ ...belgian, VITE_ANALYTICS_CONSENT_LANGUAGES: '' }), 'unset: the default, German pages only').toEqual(['VITE_ANALYTICS_CONSENT_LANGUAGES'])
    // Counting nothing, or established elsewhere, German pages alone is a choice it may make.
    expect(problemsOf({ ...german, VITE_ANALYTICS_URL: '' })).toEqual([])
    expect(problemsOf({ ...DECIDED, VITE_ANALYTICS_URL: 'https://stats.selah.app', VITE_OPERATOR_COUNTRY: 'FR', VITE_ANALYTICS_CONSENT_LANGUAGES: 'de' })).toEqual([])
  })

  it('asks an operator established elsewhere in the EEA that counts visits which languages ask first (ePrivacy art. 5(3) as its country enacts it), whatever it decides', () => {
    const spanish = { ...DECIDED, VITE_OPERATOR_COUNTRY: 'ES', VITE_ANALYTICS_URL: 'https://stats.selah.app' }
    expect(problemsOf(spanish)).toEqual(['VITE_ANALYTICS_CONSENT_LANGUAGES'])
    expect(releaseReport(spanish, parseSiteEnv(spanish), { release: true })).toContain(
      "VITE_ANALYTICS_CONSENT_LANGUAGES: unset, with the operator established in ES, whose law on reading from the device (Spain's LSSI art. 22.2) binds it towards every visitor, whatever the page's language: set pt,en,es,fr,de; or, if your counsel finds that its law exempts what the site counts, the languages that still ask, or none",
    )
    for (const decided of ['pt,en,es,fr,de', 'fr', 'none']) expect(problemsOf({ ...spanish, VITE_ANALYTICS_CONSENT_LANGUAGES: decided }), decided).toEqual([])
    // Each country's own law, where the site speaks its language (France's with the CNIL's exemption); the Directive elsewhere.
    const reason = (country: string) => releaseProblems({ ...spanish, VITE_OPERATOR_COUNTRY: country }, parseSiteEnv({ ...spanish, VITE_OPERATOR_COUNTRY: country }))[0]?.reason
    expect(reason('FR')).toContain("(France's loi Informatique et Libertés art. 82, whose exemption for audience measurement the CNIL sets out, with its conditions, in délibération 2020-091)")
    expect(reason('PT')).toContain("(Portugal's Lei 41/2004 art. 5)")
    expect(reason('IT')).toContain("(the ePrivacy Directive's art. 5(3), as IT enacts it)")
    // Counting nothing, or established outside the EEA (the page's language then stands for the reader's market), it asks nothing.
    expect(problemsOf({ ...spanish, VITE_ANALYTICS_URL: '' })).toEqual([])
    expect(problemsOf({ ...spanish, VITE_OPERATOR_COUNTRY: 'BR' })).toEqual([])
  })

  it('asks an operator established in the United Kingdom that counts visits which languages ask first (PECR reg. 6), whatever it decides', () => {
    const british = { ...DECIDED, VITE_OPERATOR_COUNTRY: 'GB', VITE_GOVERNING_LAW: ENGLAND, VITE_UK_REPRESENTATIVE: '', VITE_ANALYTICS_URL: 'https://stats.selah.app' }
    expect(problemsOf(british)).toEqual(['VITE_ANALYTICS_CONSENT_LANGUAGES'])
    expect(releaseReport(british, parseSiteEnv(british), { release: true })).toContain(
      "VITE_ANALYTICS_CONSENT_LANGUAGES: unset, with the operator established in GB, where PECR reg. 6 asks consent of every visitor, whatever the page's language, before the site reads from the device: set pt,en,es,fr,de; or, if your counsel finds that an exception of reg. 6 (as the Data (Use and Access) Act 2025 amended it) covers what the site counts, the languages that still ask, or none",
    )
    for (const languages of ['pt,en,es,fr,de', 'none']) expect(problemsOf({ ...british, VITE_ANALYTICS_CONSENT_LANGUAGES: languages }), languages).toEqual([])
    expect(problemsOf({ ...british, VITE_ANALYTICS_URL: '' })).toEqual([])
  })

  it('refuses an operator outside the EEA without its EU representative (GDPR art. 27), and asks none of one inside', () => {
    const NO_REPRESENTATIVE = { VITE_EU_REPRESENTATIVE: '', VITE_EU_REPRESENTATIVE_EMAIL: '', VITE_EU_REPRESENTATIVE_PHONE: '' }
    for (const country of ['BR', 'US', 'CH', 'GB']) {
      const own = country === 'GB' ? { VITE_UK_REPRESENTATIVE: '' } : country === 'CH' ? { VITE_SWISS_REPRESENTATIVE: '' } : {}
      expect(problemsOf({ ...DECIDED, VITE_OPERATOR_COUNTRY: country, VITE_GOVERNING_LAW: ENGLAND, ...own, ...NO_REPRESENTATIVE }), country).toEqual(['VITE_EU_REPRESENTATIVE', 'VITE_EU_REPRESENTATIVE_EMAIL', 'VITE_EU_REPRESENTATIVE_PHONE'])
    }
    for (const country of ['DE', 'FR', 'PT', 'ES', 'IE', 'NO', 'IS', 'LI']) {
      // A German operator makes its § 36 VSBG statement in place of a mediator.
      const mediator = country === 'DE' ? { VITE_MEDIATOR_NAME: '', VITE_MEDIATOR_URL: '' } : {}
      expect(problemsOf({ ...DECIDED, VITE_OPERATOR_COUNTRY: country, ...NO_REPRESENTATIVE, ...mediator }), country).toEqual([])
    }
    const raw = { ...DECIDED, ...NO_REPRESENTATIVE }
    const report = releaseReport(raw, parseSiteEnv(raw), { release: true })
    expect(report).toContain('VITE_EU_REPRESENTATIVE: unset, with the operator established in BR, outside the EEA: name your representative in the EU')
    // The community makes the app a hosting service: the DSA asks to publish how to reach the representative.
    expect(report).toContain("VITE_EU_REPRESENTATIVE_PHONE: unset, with the operator established in BR, outside the EEA: give your EU representative's phone number, which the Digital Services Act (art. 13(4)) asks to publish")
  })

  it('asks an operator whose country has several laws of contract which one governs the terms (Rome I art. 22(1)), and no other', () => {
    for (const country of ['US', 'CA', 'AU', 'GB']) {
      const own = country === 'GB' ? { VITE_UK_REPRESENTATIVE: '' } : {}
      expect(problemsOf({ ...DECIDED, ...own, VITE_OPERATOR_COUNTRY: country }), country).toEqual(['VITE_GOVERNING_LAW'])
      expect(problemsOf({ ...DECIDED, ...own, VITE_OPERATOR_COUNTRY: country, VITE_GOVERNING_LAW: CALIFORNIA }), country).toEqual([])
    }
    // One name for every language is refused: French readers write Californie, German ones Kalifornien.
    const oneName = { ...DECIDED, VITE_OPERATOR_COUNTRY: 'US', VITE_GOVERNING_LAW: ' California ' }
    expect(problemsOf(oneName)).toEqual(['VITE_GOVERNING_LAW'])
    expect(releaseReport(oneName, parseSiteEnv(oneName), { release: true })).toContain('VITE_GOVERNING_LAW: gives one name, "California", for every language: give each language\'s, as its readers write it (en: California;')
    for (const country of ['BR', 'MX', 'CH']) expect(problemsOf({ ...DECIDED, VITE_OPERATOR_COUNTRY: country, VITE_GOVERNING_LAW: '' }), country).toEqual([])
    const american = { ...DECIDED, VITE_OPERATOR_COUNTRY: 'US' }
    expect(releaseReport(american, parseSiteEnv(american), { release: true })).toContain('VITE_GOVERNING_LAW: unset, with the operator established in US, whose states or nations each have their own law of contract: name the one')
  })

  it('asks an operator for its representatives in the United Kingdom and Switzerland, or none, except in its own country', () => {
    const undecided = { ...DECIDED, VITE_UK_REPRESENTATIVE: '', VITE_SWISS_REPRESENTATIVE: '' }
    expect(problemsOf(undecided)).toEqual(['VITE_UK_REPRESENTATIVE', 'VITE_SWISS_REPRESENTATIVE'])
    expect(problemsOf({ ...undecided, VITE_OPERATOR_COUNTRY: 'GB', VITE_GOVERNING_LAW: ENGLAND })).toEqual(['VITE_SWISS_REPRESENTATIVE'])
    expect(problemsOf({ ...undecided, VITE_OPERATOR_COUNTRY: 'CH' })).toEqual(['VITE_UK_REPRESENTATIVE'])
    expect(problemsOf({ ...undecided, VITE_UK_REPRESENTATIVE: 'none', VITE_SWISS_REPRESENTATIVE: 'none' })).toEqual([])
    expect(parseSiteEnv({ VITE_UK_REPRESENTATIVE: 'none' }).VITE_UK_REPRESENTATIVE).toBeUndefined()
    expect(releaseReport(undecided, parseSiteEnv(undecided), { release: true })).toContain('VITE_SWISS_REPRESENTATIVE: unset: name your representative in Switzerland (FADP art. 14), which the privacy policy then names')
    // In its own country an operator has none to name: the build stops on one.
    expect(() => parseSiteEnv({ ...DECIDED, VITE_OPERATOR_COUNTRY: 'GB' })).toThrow('London EC2V 8AU, selah@ukrep.co.uk": is set, but VITE_OPERATOR_COUNTRY is GB: UK GDPR art. 27 asks one only of an operator established outside the United Kingdom')
    expect(() => parseSiteEnv({ ...DECIDED, VITE_OPERATOR_COUNTRY: 'CH', VITE_SWISS_REPRESENTATIVE: 'Rep Suisse SA, 1204 Genève' })).toThrow('VITE_SWISS_REPRESENTATIVE="Rep Suisse SA, 1204 Genève": is set, but VITE_OPERATOR_COUNTRY is CH')
  })

  it('refuses an encarregado set to none: a release serves Portuguese (LGPD art. 41 § 1)', () => {
    expect(problemsOf({ ...DECIDED, VITE_DPO_NAME: 'none' })).toEqual(['VITE_DPO_NAME'])
    expect(releaseReport({ ...DECIDED, VITE_DPO_NAME: 'none' }, parseSiteEnv({ ...DECIDED, VITE_DPO_NAME: 'none' }), { release: true })).toContain('VITE_DPO_NAME: none: the Portuguese policy must name the encarregado (LGPD art. 41 § 1)')
  })

  it('asks the officer’s gender, whose title four languages agree with it, and takes either answer', () => {
    const { VITE_DPO_GENDER: _, ...unset } = DECIDED
    expect(problemsOf(unset)).toEqual(['VITE_DPO_GENDER'])
    expect(releaseReport(unset, parseSiteEnv(unset), { release: true })).toContain('VITE_DPO_GENDER: unset, so the policies give the officer the masculine title ("o nosso encarregado", "nuestro delegado", "notre délégué", "unser Datenschutzbeauftragter"): set female for a woman, male for a man, or other')
    expect(problemsOf({ ...DECIDED, VITE_DPO_GENDER: 'other' })).toEqual([])
  })

  it('lists what the copy states about the app until the operator confirms it, and takes only yes', () => {
    const { VITE_APP_FACTS_CONFIRMED: _, ...unconfirmed } = DECIDED
    const report = releaseReport(unconfirmed, parseSiteEnv(unconfirmed), { release: true }) ?? ''
    expect(report).toContain('VITE_APP_FACTS_CONFIRMED: unset: the site states these facts about the app and its support; check each against the app as it ships and the support as it is staffed, then set yes')
    expect(report).toContain('\n    - a free basic version, with verses by mood, the Bible, the journal, the community and a starter set of guided meditations')
    expect(report).toContain('\n    - Premium: a monthly or yearly subscription sold by the App Store and Google Play')
    expect(report).toContain('\n    - Bible books, devotionals and meditations can be downloaded and used without a connection')
    // The reply time the support page states, as the site's setting has it.
    const { min, max } = siteConfig.responseHours
    expect(report).toContain(`\n    - support usually replies within ${min}–${max} hours on business days (the support page`)
    // Each fact on a line of its own under the setting, and nothing else: with a file of
    // testimonials, what the note under them says of how they were gathered, last.
    expect(report.split('\n').slice(2)).toEqual([...APP_FACTS, TESTIMONIALS_FACT].map((fact) => `    - ${fact}`))
    expect(report).toContain('\n    - each testimonial comes from a person with an account in the app, which you checked; you chose them')
    // Without testimonials of the operator's (none, or the samples a release refuses anyway),
    // nothing to confirm about them.
    const { VITE_TESTIMONIALS: __, ...samples } = unconfirmed
    for (const settings of [{ ...unconfirmed, VITE_TESTIMONIALS: 'none' }, samples]) {
      const withoutThem = releaseReport(settings, parseSiteEnv(settings), { release: true }) ?? ''
      const facts = withoutThem.split('\n').filter((line) => line.startsWith('    - '))
      expect(facts).toEqual(APP_FACTS.map((fact) => `    - ${fact}`))
    }
    expect(() => parseSiteEnv({ VITE_APP_FACTS_CONFIRMED: 'no' })).toThrow(/VITE_APP_FACTS_CONFIRMED="no": must be yes, once every fact/)
  })

  it('takes none for a figure, the testimonials and the newsletter as decisions', () => {
    const none = { ...DECIDED, VITE_STAT_ACTIVE_USERS: 'none', VITE_TESTIMONIALS: 'none', VITE_NEWSLETTER_URL: 'none' }
    expect(problemsOf(none)).toEqual([])
    expect(parseSiteEnv(none).VITE_STAT_ACTIVE_USERS).toBeUndefined()
  })

  it('asks the month the statistics were read while any is shown, and refuses one still to come', () => {
    const noStatistics = { ...DECIDED, VITE_STAT_ACTIVE_USERS: 'none', VITE_STAT_DAILY_VERSES: 'none', VITE_STAT_RATING: 'none', VITE_STAT_PRAYERS_SHARED: 'none', VITE_STATS_AS_OF: '' }
    // The subscribers' count stands in the newsletter, not under the date.
    expect(problemsOf(noStatistics)).toEqual([])
    expect(problemsOf({ ...noStatistics, VITE_STAT_PRAYERS_SHARED: '3000' })).toEqual(['VITE_STATS_AS_OF'])
    const problemsOn = (asOf: string, today: string) => releaseProblems({ ...DECIDED, VITE_STATS_AS_OF: asOf }, parseSiteEnv({ ...DECIDED, VITE_STATS_AS_OF: asOf }), new Date(today))
    expect(problemsOn('2027-03', '2027-03-01T00:00:00Z')).toEqual([])
    expect(problemsOn('2027-04', '2027-03-31T23:59:59Z')).toEqual([
      { name: 'VITE_STATS_AS_OF', reason: '2027-04, a month still to come: give the month you read the figures in the stores and the app (YYYY-MM)' },
    ])
    expect(() => parseSiteEnv({ VITE_STATS_AS_OF: '2027-13' })).toThrow(/VITE_STATS_AS_OF="2027-13": must be the month you read the figures, as YYYY-MM/)
    expect(() => parseSiteEnv({ VITE_STATS_AS_OF: '03/2027' })).toThrow(/VITE_STATS_AS_OF/)
  })

  it('warns in a build that is not a release', () => {
    expect(releaseReport({}, parseSiteEnv({}), { release: false })).toMatch(/^Warning: 34 settings a release must decide/)
    const { VITE_NEWSLETTER_URL: _, ...all } = DECIDED
    expect(releaseReport(all, parseSiteEnv(all), { release: true })).toMatch(
      /^Release build stopped: 1 setting the operator must decide[\s\S]*\n {2}VITE_NEWSLETTER_URL: unset, so the newsletter form thanks visitors and sends nothing/,
    )
  })
})
