import { cleanup } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CATALOG_LOCALES, type CatalogLocale } from '../../src/i18n/locales'
import { countryNamed, pageText, renderPage } from './legal-page'
import { buildWith } from './site-build'

// The privacy policy by who the operator is: where it is established (in Latin America:
// legal-privacy-latin-america.test.tsx), who represents it where it is
// not, which authority and officer its readers turn to (legal-privacy.test.tsx: what every market's says).

describe('the privacy policy, per operator', () => {
  it.each(CATALOG_LOCALES)('%s: names the representatives in the United Kingdom and Switzerland the operator has, and none it has not', async (locale) => {
    const uk = 'UK-Rep Selah Ltd, 1 King Street, London EC2V 8AU'
    const swiss = 'Rep Suisse SA, Rue du Rhône 1, 1204 Genève'
    expect(await pageText(locale, 'privacy')).not.toMatch(/UK GDPR, art\. 27|article 27 du UK GDPR|Art\. 27 UK GDPR|Art\. 14 DSG|article 14 LPD|art\. 14\)/)
    buildWith({ ukRepresentative: uk, swissRepresentative: swiss })
    const text = await pageText(locale, 'privacy')
    expect(text).toMatch(new RegExp(`${uk} \\((UK GDPR, art\\. 27|article 27 du UK GDPR)\\)|\\(Art\\. 27 UK GDPR\\): ${uk}`))
    expect(text).toMatch(new RegExp(`${swiss} \\((.*art\\. 14|article 14 LPD|Art\\. 14 DSG)\\)`))
  })

  it('makes each email address in a representative’s line a link to write to, the sentence’s punctuation left out', async () => {
    buildWith({ ukRepresentative: 'UK-Rep Selah Ltd, 1 King Street, London EC2V 8AU, selah@ukrep.co.uk', swissRepresentative: 'Rep Suisse SA (rep@rep-suisse.ch; +41 22 000 00 00), 1204 Genève' })
    await renderPage('en', 'privacy')
    const links = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="mailto:"]')].map((link) => [link.textContent, link.getAttribute('href')])
    expect(links).toContainEqual(['selah@ukrep.co.uk', 'mailto:selah@ukrep.co.uk'])
    expect(links).toContainEqual(['rep@rep-suisse.ch', 'mailto:rep@rep-suisse.ch'])
    const text = document.querySelector('main')!.textContent
    expect(text).toContain('Our representative in the United Kingdom is UK-Rep Selah Ltd, 1 King Street, London EC2V 8AU, selah@ukrep.co.uk (UK GDPR, art. 27).')
    expect(text).toContain('Our representative in Switzerland is Rep Suisse SA (rep@rep-suisse.ch; +41 22 000 00 00), 1204 Genève (Swiss FADP, art. 14).')
    cleanup()
  })

  /** Switzerland's federal authority (the cantonal officers oversee no companies), Canada's two, in French and German Belgium's and in German Austria's, and in English the United States' (the FTC, a state's attorney general), named where the pages are read there. */
  const AUTHORITIES: Partial<Record<CatalogLocale, string>> = {
    en: 'in particular the one where you live or work (in the United States, the Federal Trade Commission or your state’s attorney general; in Switzerland, the Federal Data Protection and Information Commissioner, FDPIC; in Canada, the Office of the Privacy Commissioner of Canada, or in Québec the Commission d’accès à l’information).',
    fr: 'notamment celle de votre lieu de résidence ou de travail (en France, la CNIL ; en Belgique, l’Autorité de protection des données ; au Luxembourg, la Commission nationale pour la protection des données, CNPD ; en Suisse, le Préposé fédéral à la protection des données et à la transparence, PFPDT ; au Canada, le Commissariat à la protection de la vie privée du Canada ou, au Québec, la Commission d’accès à l’information).',
    de: '(in Belgien bei der Datenschutzbehörde, Autorité de protection des données, in Österreich bei der Datenschutzbehörde, in der Schweiz beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten, EDÖB).',
  }

  it.each(CATALOG_LOCALES)('%s: names Switzerland’s federal data protection authority, and in English and French Canada’s and Québec’s, where the pages are read there', async (locale) => {
    const text = await pageText(locale, 'privacy')
    const authorities = AUTHORITIES[locale]
    if (authorities) expect(text).toContain(authorities)
    else expect(text).not.toMatch(/FDPIC|EDÖB|PFPDT|Suíça|Suiza/)
    if (locale === 'de' || !authorities) expect(text).not.toMatch(/Commission d’accès|Privacy Commissioner/)
  })

  /** A Canadian operator's officer, named as Québec's law (s. 3.1) and PIPEDA (Schedule 1, clause 4.1) ask. */
  const CANADIAN_OFFICER: Record<CatalogLocale, string> = {
    pt: 'No Canadá, essa pessoa é também a responsável pela proteção das informações pessoais (Loi sur la protection des renseignements personnels dans le secteur privé, Quebec, art. 3.1)',
    en: 'In Canada, this officer is also our person in charge of the protection of personal information (Act respecting the protection of personal information in the private sector, Québec, s. 3.1)',
    es: 'En Canadá, esta persona está además a cargo de la protección de la información personal según la ley de Quebec',
    fr: 'Au Canada, cette personne est aussi notre responsable de la protection des renseignements personnels (Loi sur la protection des renseignements personnels dans le secteur privé, Québec, art. 3.1)',
    de: 'In Kanada ist diese Person zugleich unsere nach dem Recht von Québec für den Schutz personenbezogener Daten zuständige Person',
  }

  it.each(CATALOG_LOCALES)('%s: an operator established in Canada says its officer is the person in charge Québec’s law asks it to name; no other', async (locale) => {
    expect(await pageText(locale, 'privacy')).not.toContain(CANADIAN_OFFICER[locale])
    buildWith({ operatorInCanada: true, operatorCountry: countryNamed('CA') })
    const text = await pageText(locale, 'privacy')
    expect(text).toContain(CANADIAN_OFFICER[locale])
    expect(text).toMatch(/PIPEDA|LPRPDE/)
  })

  /** The Australian operator's own sentence, on automated decisions (APP 1.7), in each language. */
  const AUSTRALIAN_DECISIONS: Record<CatalogLocale, string> = {
    pt: 'Não usamos nenhum programa de computador para tomar decisões que possam afetar significativamente seus direitos ou interesses',
    en: 'We use no computer program to make, or to do anything substantially and directly related to making, a decision that could significantly affect your rights or interests.',
    es: 'No usamos ningún programa de computadora para tomar decisiones que puedan afectar de forma significativa tus derechos o intereses',
    fr: 'Nous n’utilisons aucun programme informatique pour prendre une décision susceptible d’affecter de manière significative vos droits ou vos intérêts',
    de: 'Wir setzen kein Computerprogramm ein, um Entscheidungen zu treffen, die deine Rechte oder Interessen erheblich beeinträchtigen können',
  }
  const OAIC = /Office of the Australian Information Commissioner \(OAIC\)(\)? beschweren)?, oaic\.gov\.au\./g
  const TO_READERS_IN_AUSTRALIA = /If you live in Australia|Se você mora na Austrália|Si vives en Australia|Si vous vivez en Australie|Wenn du in Australien wohnst/

  it.each(CATALOG_LOCALES)('%s: an operator established in Australia gives every reader the Privacy Act’s complaint route, to it first and then to the OAIC, and its rule on automated decisions; the English pages of any other, readers in Australia the route', async (locale) => {
    const elsewhere = await pageText(locale, 'privacy', { dpoEmail: 'privacy@selah.app' })
    expect(elsewhere.match(OAIC)?.length ?? 0, 'the route, on the English pages only').toBe(locale === 'en' ? 1 : 0)
    expect(TO_READERS_IN_AUSTRALIA.test(elsewhere)).toBe(locale === 'en')
    expect(elsewhere).not.toContain(AUSTRALIAN_DECISIONS[locale])
    buildWith({ operatorInAustralia: true, operatorCountry: countryNamed('AU') })
    const text = await pageText(locale, 'privacy', { dpoEmail: 'privacy@selah.app' })
    expect(text).toContain(AUSTRALIAN_DECISIONS[locale])
    expect(text).toContain('Privacy Act 1988 (Cth)')
    expect(text.match(OAIC), 'the route, once, to every reader').toHaveLength(1)
    expect(text, 'not to readers in Australia alone').not.toMatch(TO_READERS_IN_AUSTRALIA)
    expect(text).toMatch(/privacy@selah\.app ?: (we will acknowledge|confirmaremos|acusaremos|nous en accuserons|Wir bestätigen)/)
  })

  it.each(CATALOG_LOCALES)('%s: English, read in the United Kingdom, tells its readers there the UK GDPR stands for the GDPR cited, and names the ICO; only English', async (locale) => {
    const text = await pageText(locale, 'privacy')
    if (locale === 'en') {
      expect(text).toContain('If you live in the United Kingdom: each article of the GDPR this policy cites is, for you, the same article of the UK GDPR, read with the UK’s Data Protection Act 2018')
      expect(text).toContain('regulation 6 of the Privacy and Electronic Communications (EC Directive) Regulations 2003 (PECR)')
      expect(text).toContain('your supervisory authority is the Information Commissioner’s Office (ico.org.uk)')
    } else expect(text).not.toMatch(/Information Commissioner|PECR/)
  })

  /** The LCEN's basis and its retention, as each language cites them. */
  const LCEN: Record<CatalogLocale, readonly string[]> = {
    pt: ['GDPR, art. 6º, 1, c; LCEN', 'Decreto francês nº 2021-1362'],
    en: ['GDPR art. 6(1)(c); LCEN', 'decree no. 2021-1362'],
    es: ['RGPD, art. 6.1.c; LCEN', 'decreto francés n.º 2021-1362'],
    fr: ['article 6.1.c du RGPD', '2021-1362'],
    de: ['Art. 6 Abs. 1 lit. c DSGVO; Art. 6 II LCEN', 'Dekret Nr. 2021-1362'],
  }

  it.each(CATALOG_LOCALES)('%s: an operator established in France gives the LCEN’s basis and retention of what identifies a post’s author', async (locale) => {
    buildWith({ operatorInFrance: true })
    const text = await pageText(locale, 'privacy')
    for (const phrase of LCEN[locale]) expect(text, `${locale}: ${phrase}`).toContain(phrase)
  })

  it('an operator established elsewhere in the EEA, which its own country’s law governs as a host (e-Commerce Directive art. 3), gives no LCEN retention on the French pages', async () => {
    expect(await pageText('fr', 'privacy'), 'established outside the EEA').toContain('2021-1362')
    buildWith({ operatorInEea: true })
    expect(await pageText('fr', 'privacy')).not.toMatch(/2021-1362|LCEN/)
  })

  /** The lead authority's sentence, up to the operator's country, which the build names in the language. */
  const LEAD_AUTHORITY: Record<CatalogLocale, string> = {
    pt: 'Nossa autoridade de controle principal segundo o GDPR (art. 56) é a competente no local onde estamos estabelecidos (Portugal): ',
    en: 'Our lead supervisory authority under the GDPR (art. 56) is the one responsible where we are established (Portugal): ',
    es: 'Nuestra autoridad de control principal según el RGPD (art. 56) es la competente en el lugar donde estamos establecidos (Portugal): ',
    fr: 'Notre autorité de contrôle chef de file au sens du RGPD (article 56) est l’autorité compétente pour notre établissement (Portugal) : ',
    de: 'Unsere federführende Aufsichtsbehörde nach der DSGVO (Art. 56) ist die für unsere Niederlassung zuständige Aufsichtsbehörde (Portugal): ',
  }
  const CNPD = 'Comissão Nacional de Proteção de Dados (CNPD), www.cnpd.pt'

  it.each(CATALOG_LOCALES)('%s: an operator established in the EEA names its lead data protection authority, when it gives one; no other', async (locale) => {
    buildWith({ operatorInEea: true, operatorCountry: countryNamed('PT') })
    const text = (await pageText(locale, 'privacy', { supervisoryAuthority: CNPD })).replace(/\u00a0/g, ' ')
    expect(text).toContain(`${LEAD_AUTHORITY[locale]}${CNPD}.`)
    expect(await pageText(locale, 'privacy'), 'none given').not.toContain('(art. 56)')
    buildWith({ operatorInEea: false })
    expect(await pageText(locale, 'privacy', { supervisoryAuthority: CNPD }), 'outside the EEA').not.toContain(CNPD)
  })

  const TITLES: Record<CatalogLocale, { female: string; other: string }> = {
    pt: { female: 'a nossa encarregada', other: 'o nosso encarregado' },
    en: { female: 'our data protection officer', other: 'our data protection officer' },
    es: { female: 'nuestra delegada', other: 'nuestro delegado' },
    fr: { female: 'notre déléguée', other: 'notre délégué ' },
    de: { female: 'unsere Datenschutzbeauftragte', other: 'unseren Datenschutzbeauftragten' },
  }

  it.each(CATALOG_LOCALES)('%s: the officer’s title agrees with the person', async (locale) => {
    const female = await pageText(locale, 'privacy', { dpoName: 'Ana Souza', dpoGender: 'female' })
    expect(female).toContain(`${TITLES[locale].female}`)
    expect(female).toContain('Ana Souza')
    const other = await pageText(locale, 'privacy', { dpoName: 'João Lima', dpoGender: 'other' })
    expect(other).toContain(TITLES[locale].other)
    if (locale !== 'en') expect(other).not.toContain(TITLES[locale].female)
  })

  it.each(CATALOG_LOCALES)('%s: names the EU representative when there is one, and its email when set', async (locale) => {
    const representative = 'EU-Rep Selah GmbH, Hauptstraße 5, 10115 Berlin'
    expect(await pageText(locale, 'privacy', { euRepresentative: representative })).toContain(representative)
    expect(await pageText(locale, 'privacy', { euRepresentative: undefined })).not.toContain('EU-Rep')
    // With its email address (GDPR art. 13(1)(a): the representative's contact details), as a link.
    await renderPage(locale, 'privacy', { euRepresentative: representative, euRepresentativeContact: { email: 'selah@eu-rep.de' } })
    const link = [...document.querySelectorAll('main a')].find((a) => a.textContent === 'selah@eu-rep.de')
    expect(link?.getAttribute('href')).toBe('mailto:selah@eu-rep.de')
    expect(link?.closest('p')?.textContent).toContain(`${representative} (selah@eu-rep.de).`)
    cleanup()
  })

  it('fr says how long the authors of community posts stay identifiable (LCEN; décret n° 2021-1362): identity five years after the account is closed, its other details one year, each post’s connection a year from the post; only fr', async () => {
    const text = await pageText('fr', 'privacy')
    expect(text).toContain('les informations relatives à votre identité, comme votre adresse e-mail, pendant cinq ans après la clôture de votre compte ;')
    expect(text).toContain('les autres informations fournies lors de la création du compte, comme votre pseudonyme, pendant un an après sa clôture ;')
    expect(text).toContain('l’identifiant de la connexion à l’origine de chaque publication, avec la date et l’heure de celle-ci, pendant un an à compter de la publication.')
    for (const locale of ['pt', 'en', 'es', 'de'] as const) expect(await pageText(locale, 'privacy'), locale).not.toContain('LCEN')
  })
})
