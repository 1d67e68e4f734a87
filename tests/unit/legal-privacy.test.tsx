import { cleanup } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CATALOG_LOCALES, type CatalogLocale } from '../../src/i18n/locales'
import { countriesNamed, countryNamed, pageText, renderPage } from './legal-page'
import { buildWith } from './site-build'

// The privacy policy as a reader of each market sees it: each legal item the market's law asks for is on the page.

/**
 * What each market's policy must say, in its words: portability, no automated decisions, deletion in
 * the app (but for what the law keeps, which a French operator's LCEN retention is), the one detail an
 * account needs (GDPR art. 13(2)(e)), the logs' basis, faith data's two grounds (GDPR arts. 6 and 9; EU languages), how the site answers Do Not Track (California's CalOPPA, for any reader);
 * in Spanish, that it is the "aviso de privacidad" Mexico's law names, which uses are voluntary, and how
 * Mexicans exercise their ARCO rights and before which authority.
 */
const PRIVACY: Record<CatalogLocale, readonly string[]> = {
  pt: ['portabilidade', 'anonimização', 'bloqueio', 'confirmação', 'automatizad', 'no app', 'Marco Civil', 'obrigação legal', 'Os outros membros veem', 'ordem judicial', 'salvo se uma autoridade pedir', 'no seu dispositivo', 'trata todos os navegadores da mesma forma', 'exceto o que a lei nos obriga a guardar', 'guardamos apenas o que a lei nos obriga a guardar', 'O único dado obrigatório para criar uma conta é o endereço de e-mail'],
  en: ['portable format', 'automated means', 'in the app', 'art. 6(1)(f)', 'Other members can see', 'court order', 'stores on your device', 'treats every browser alike, whether or not it sends Do Not Track or Global Privacy Control', 'except what the law obliges us to keep, as set out below', 'we keep only what the law obliges us to', 'An account needs only an email address', 'your explicit consent (GDPR art. 6(1)(a) and art. 9(2)(a))'],
  es: ['también nuestro aviso de privacidad', 'ARCO', 'llevar a otro servicio', 'automatizad', 'no estás obligado', 'AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA', 'Los demás miembros ven', 'orden judicial', 'en tu dispositivo', 'Algunos usos son necesarios para prestarte el servicio o para cumplir la ley: usar tus datos para tu cuenta y las funciones de la app, para responder a tus mensajes, para mantener el servicio seguro y para conservar los registros de acceso de nuestros servidores. Los demás usos que, según la lista de abajo, se basan en tu consentimiento son voluntarios', 'Si vives en México: para ejercer tus derechos de acceso, rectificación, cancelación u oposición (derechos ARCO)', 'solicitud de protección de datos ante la Secretaría Anticorrupción y Buen Gobierno', 'que nos das al escribirnos', 'en los países cuya ley lo admite', 'trata igual a todos los navegadores', 'salvo lo que la ley nos obliga a conservar', 'solo conservamos lo que la ley nos obliga a conservar', 'El único dato obligatorio es tu dirección de correo electrónico'],
  fr: ['portabilité', 'automatisé', 'article 6.1.f', 'Les autres membres voient', 'décision de justice', 'sur votre appareil', 'article 6.1.c du RGPD', 'traite tous les navigateurs de la même façon', 'à l’exception de ce que la loi nous impose de conserver', 'nous ne conservons que ce que la loi nous impose', 'Un compte ne nécessite qu’une adresse e-mail', 'votre consentement explicite (articles 6.1.a et 9.2.a du RGPD)'],
  de: ['Datenübertragbarkeit', 'automatisiert', 'Art. 6 Abs. 1 lit. f', 'sehen die anderen Mitglieder', 'gerichtliche Anordnung', 'auf deinem Gerät', '§ 25 Abs. 2 Nr. 2 TDDDG', 'behandelt die Website jeden Browser gleich', 'mit Ausnahme dessen, was wir gesetzlich aufbewahren müssen', 'wir bewahren nur auf, was wir gesetzlich aufbewahren müssen', 'Für ein Konto brauchen wir nur eine E-Mail-Adresse', 'deine ausdrückliche Einwilligung (Art. 6 Abs. 1 lit. a und Art. 9 Abs. 2 lit. a DSGVO)'],
}

describe('the privacy policy, per market', () => {
  it.each(CATALOG_LOCALES)('%s: rights with portability, no automated decisions, deletion in the app, the logs kept for the set number of days', async (locale) => {
    const text = await pageText(locale, 'privacy', { logRetentionDays: 183 })
    for (const phrase of PRIVACY[locale]) expect(text, `${locale}: ${phrase}`).toContain(phrase)
    expect(text.match(/183/g)?.length, 'the logs’ period in the list and in the paragraph').toBeGreaterThanOrEqual(2)
    expect(text).not.toMatch(/\b14 (days|dias|días|jours|Tage)/)
    if (locale !== 'es') expect(text).not.toMatch(/ACCESO A LA INFORMACIÓN|Anticorrupción/)
    else expect(text, 'no GDPR ground Latin-American laws do not know').not.toContain('imperiosos')
    if (locale === 'es') expect(text, 'Colombia: authorisation').toContain('Si vives en Colombia: el uso de tus datos para tu cuenta, las funciones de la app y tus mensajes se basa en tu autorización previa, expresa e informada (Ley 1581 de 2012, arts. 3 y 9)')
    else expect(text, 'the Colombian paragraph on the Spanish pages only').not.toMatch(/1\.?581/)
    if (locale !== 'fr') expect(text, 'the LCEN basis on the French pages only').not.toMatch(/6\(1\)\(c\)|6\.1\.c|lit\. c/)
  })

  it.each([
    ['pt', 'Como estamos estabelecidos no Espaço Econômico Europeu (', 'Europeu (Alemanha), o Regulamento Geral sobre a Proteção de Dados', 'autoridade de proteção de dados do país onde estamos estabelecidos ou do país onde você mora ou trabalha', 'a resposta às suas mensagens, a segurança do serviço e a guarda dos registros de acesso, no nosso legítimo interesse (art. 6º, 1, f)', 'respondemos a cada pedido em até um mês (art. 12, 3)'],
    ['es', 'Como estamos establecidos en el Espacio Económico Europeo (', 'Europeo (Alemania), el Reglamento General de Protección de Datos', 'autoridad de protección de datos del país donde estamos establecidos o del país donde vives o trabajas', 'responder a tus mensajes, mantener la seguridad del servicio y conservar los registros de acceso, en nuestro interés legítimo (art. 6.1.f)', 'respondemos a cada solicitud en el plazo máximo de un mes (art. 12.3)'],
  ] as const)('%s, written to its own market’s law: an operator established in the EEA gives the GDPR’s grounds (one per use, as in English), transfers, rights, its month and authority too', async (locale, lead, named, authority, messages, month) => {
    const germany = countryNamed('DE')
    expect(await pageText(locale, 'privacy'), 'an operator outside the EEA').not.toContain(lead)
    buildWith({ operatorInEea: true, operatorCountry: germany })
    const text = await pageText(locale, 'privacy')
    expect(text).toContain(named)
    expect(text).toContain(authority)
    expect(text).toContain(messages)
    expect(text).toContain(month)
    // Faith data: consent is its ground (art. 6(1)(a)), explicit consent lifts the ban on it (art. 9(2)(a)).
    expect(text).toContain(locale === 'pt' ? 'no seu consentimento explícito (arts. 6º, 1, a, e 9º, 2, a)' : 'en tu consentimiento explícito (arts. 6.1.a y 9.2.a)')
    // The pages written to the GDPR have no need of it.
    expect(await pageText('en', 'privacy')).not.toContain('Because we are established in the European Economic Area')
  })

  it.each([
    ['pt', 'Se você está na União Europeia, na Islândia, em Liechtenstein ou na Noruega, o Regulamento Geral sobre a Proteção de Dados da União Europeia (GDPR) também se aplica aos seus dados, porque oferecemos o Selah nesses países (art. 3º, 2)', 'autoridade de proteção de dados do país onde mora ou trabalha (art. 77)'],
    ['es', 'Si estás en la Unión Europea, Islandia, Liechtenstein o Noruega, el Reglamento General de Protección de Datos de la Unión Europea (RGPD) también se aplica a tus datos, porque ofrecemos Selah allí (art. 3.2)', 'autoridad de protección de datos del país donde vives o trabajas (art. 77)'],
  ] as const)('%s, written to its own market’s law: an operator established outside the EEA tells readers who are in the EEA that the GDPR applies to their data (art. 3(2)), with its grounds, rights, month and authority', async (locale, lead, authority) => {
    for (const country of ['BR', 'GB']) {
      buildWith({ operatorInEea: false, operatorInUk: country === 'GB', operatorCountry: countryNamed(country) })
      const text = await pageText(locale, 'privacy')
      expect(text, country).toContain(lead)
      expect(text, country).toContain(authority)
      expect(text, country).not.toMatch(/Espaço Econômico Europeu \(|Espacio Económico Europeo \(/)
    }
    buildWith({ operatorInEea: true, operatorCountry: countryNamed('ES') })
    expect(await pageText(locale, 'privacy'), 'an operator in the EEA says so in its own paragraph').not.toContain(lead)
    // The pages written to the GDPR have no need of it.
    buildWith({ operatorInEea: false, operatorCountry: countryNamed('BR') })
    expect(await pageText('en', 'privacy')).not.toContain('the EU’s General Data Protection Regulation (GDPR) also applies to your data, since we offer')
  })

  it.each([
    ['pt', 'Como estamos estabelecidos no Reino Unido, o Regulamento Geral sobre a Proteção de Dados do Reino Unido (UK GDPR)', 'Information Commissioner’s Office (ico.org.uk)'],
    ['es', 'Como estamos establecidos en el Reino Unido, el Reglamento General de Protección de Datos del Reino Unido (UK GDPR)', 'Information Commissioner’s Office (ico.org.uk)'],
  ] as const)('%s, written to its own market’s law: an operator established in the United Kingdom gives the UK GDPR’s grounds, transfers, rights and the ICO too', async (locale, lead, authority) => {
    expect(await pageText(locale, 'privacy'), 'an operator elsewhere').not.toContain(lead)
    buildWith({ operatorInUk: true, operatorCountry: countryNamed('GB') })
    const text = await pageText(locale, 'privacy')
    expect(text).toContain(lead)
    expect(text).toContain(authority)
    expect(text, 'not the EEA’s paragraph').not.toMatch(/Espaço Econômico Europeu \(|Espacio Económico Europeo \(/)
  })

  /** Exercising the rights is free (GDPR art. 12(5); LGPD art. 18 § 5), said beside how to ask. */
  const FREE: Record<CatalogLocale, string> = {
    pt: 'escreva para dpo@selah.test: o atendimento é gratuito, e responderemos em até 15 dias',
    en: 'write to dpo@selah.test: exercising your rights costs you nothing, and we will reply within one month',
    es: 'escríbenos a dpo@selah.test: ejercer tus derechos no tiene ningún costo',
    fr: 'écrivez-nous à dpo@selah.test : l’exercice de vos droits est gratuit, et nous vous répondrons dans un délai d’un mois',
    de: 'schreib uns einfach an dpo@selah.test: Deine Rechte kannst du kostenlos wahrnehmen, und wir antworten innerhalb eines Monats',
  }

  it.each(CATALOG_LOCALES)('%s: says that exercising the rights costs nothing, beside where to ask', async (locale) => {
    expect(await pageText(locale, 'privacy', { dpoEmail: 'dpo@selah.test' })).toContain(FREE[locale])
  })

  it('pt: the full clauses of a transfer, sent within 15 days of a request (Resolução CD/ANPD 19/2024)', async () => {
    expect(await pageText('pt', 'privacy')).toContain('firmamos com essa empresa as cláusulas-padrão contratuais aprovadas pela ANPD (LGPD, art. 33). Se você pedir, enviaremos a íntegra dessas cláusulas em até 15 dias, ressalvados os segredos comercial e industrial.')
  })

  /** Where the data reaches the operator, with its country named: no transfer, whichever country that is; its own law applies, with the reader's. */
  const RECEIVED: Record<CatalogLocale, string> = {
    pt: 'Eles chegam diretamente a nós, no país onde estamos estabelecidos (México), e a LGPD se aplica',
    en: 'It comes to us directly in the country where we are established (Mexico), and that country’s data protection law applies to our handling of it wherever the data is processed; so does the law of the country where you live',
    es: 'Los recibimos directamente en el país donde estamos establecidos (México)',
    fr: 'Elles nous parviennent directement dans le pays où nous sommes établis (Mexique), dont la loi sur la protection des données régit leur traitement, tout comme celle de votre pays de résidence',
    de: 'Wir erhalten sie direkt in dem Land, in dem wir niedergelassen sind (Mexiko). Für unseren Umgang mit ihnen gilt, wo auch immer er stattfindet, das Datenschutzrecht dieses Landes und ebenso das des Landes, in dem du lebst',
  }

  it.each(CATALOG_LOCALES)('%s: the data comes straight to the operator, in the country it names, and only what it passes on needs clauses', async (locale) => {
    buildWith({ operatorInEea: false, operatorCountry: countryNamed('MX') })
    const text = await pageText(locale, 'privacy')
    expect(text).toContain(RECEIVED[locale])
    // English is read in the United Kingdom, whose own GDPR reaches its readers and approves its own clauses.
    if (locale === 'en') expect(text).toContain('(art. 3 of the GDPR, UK GDPR, Swiss FADP and LGPD)')
    if (locale === 'en') expect(text).toContain('the standard contractual clauses the applicable law approves, such as the UK’s international data transfer agreement or its addendum to the EU clauses (GDPR and UK GDPR, art. 46;')
    // No standard clauses "with the recipient" for what the reader sends the operator itself.
    expect(text).not.toMatch(/with the recipient|com quem recebe|con quien los recibe|avec le destinataire|mit dem Empfänger/)
  })

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

  /** Switzerland's federal authority (the cantonal officers oversee no companies) and Canada's two, named where the pages are read there. */
  const AUTHORITIES: Partial<Record<CatalogLocale, string>> = {
    en: 'in particular the one where you live or work (in Switzerland, the Federal Data Protection and Information Commissioner, FDPIC; in Canada, the Office of the Privacy Commissioner of Canada, or in Québec the Commission d’accès à l’information).',
    fr: 'notamment celle de votre lieu de résidence ou de travail (en France, la CNIL ; en Suisse, le Préposé fédéral à la protection des données et à la transparence, PFPDT ; au Canada, le Commissariat à la protection de la vie privée du Canada ou, au Québec, la Commission d’accès à l’information).',
    de: '(in der Schweiz beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten, EDÖB).',
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

  it.each(CATALOG_LOCALES)('%s: English, read in the United Kingdom, tells its readers there the UK GDPR stands for the GDPR cited, and names the ICO; only English', async (locale) => {
    const text = await pageText(locale, 'privacy')
    if (locale === 'en') {
      expect(text).toContain('If you live in the United Kingdom: each article of the GDPR this policy cites is, for you, the same article of the UK GDPR, read with the Data Protection Act 2018')
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

  /** The countries where data is processed (VITE_DATA_COUNTRIES), two of them and one, as each policy names them. */
  const COUNTRIES: Record<CatalogLocale, { two: string; one: string }> = {
    pt: { two: 'tratados nos seguintes países: Brasil e Estados Unidos.', one: 'tratados no seguinte país: Alemanha.' },
    en: { two: 'processed in the following countries: Brazil and the United States.', one: 'processed in the following country: Germany.' },
    es: { two: 'se tratan en los siguientes países: Brasil y Estados Unidos.', one: 'se tratan en el siguiente país: Alemania.' },
    fr: { two: 'traitées dans les pays suivants : Brésil et États-Unis.', one: 'traitées dans le pays suivant : Allemagne.' },
    de: { two: 'in den folgenden Ländern verarbeitet: Brasilien und Vereinigte Staaten.', one: 'im folgenden Land verarbeitet: Deutschland.' },
  }
  const processedIn = (codes: string[]) => ({ count: codes.length, names: countriesNamed(codes) })

  it.each(CATALOG_LOCALES)('%s: names the countries where data is processed, one or several', async (locale) => {
    buildWith({ dataCountries: processedIn(['BR', 'US']) })
    const two = await pageText(locale, 'privacy')
    expect(two).toContain(COUNTRIES[locale].two)
    expect(two, 'no sample country').not.toMatch(/such as the United States|como os Estados Unidos|como Estados Unidos|par exemple aux États-Unis|etwa in den USA/)
    buildWith({ dataCountries: processedIn(['DE']) })
    expect(await pageText(locale, 'privacy')).toContain(COUNTRIES[locale].one)
  })

  /** How each market's policy announces a change: on this page, dated, told in the app first, consent asked again. */
  const CHANGES: Record<CatalogLocale, readonly string[]> = {
    pt: ['Mudanças nesta política', 'avisaremos você no app', 'pediremos de novo o seu consentimento'],
    en: ['Changes to this policy', 'we tell you in the app', 'we ask for it again first'],
    es: ['Cambios en esta política', 'te avisaremos en la app', 'te lo pediremos de nuevo'],
    fr: ['Modifications de cette politique', 'nous vous en informons dans l’application', 'nous vous le redemandons'],
    de: ['Änderungen dieser Datenschutzerklärung', 'informieren wir dich in der App', 'bitten wir dich vorher erneut'],
  }

  it.each(CATALOG_LOCALES)('%s: says how a change to the policy is announced, before it applies', async (locale) => {
    await renderPage(locale, 'privacy')
    const section = document.querySelector('section[aria-labelledby="changes"]')?.textContent?.replace(/[\s\u00a0\u202f]+/g, ' ')
    cleanup()
    for (const phrase of CHANGES[locale]) expect(section, `${locale}: ${phrase}`).toContain(phrase)
  })

  it.each(CATALOG_LOCALES)('%s: says where a request about one’s rights goes: the data protection officer’s address, to write to', async (locale) => {
    await renderPage(locale, 'privacy', { dpoEmail: 'dpo@selah.test' })
    const rights = document.querySelector('section[aria-labelledby="rights"] p')
    const links = [...(rights?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href'))
    cleanup()
    expect(links).toEqual(['mailto:dpo@selah.test'])
  })

  it('without a newsletter (VITE_NEWSLETTER_URL=none), says nothing of one', async () => {
    const NEWSLETTER = /newsletter/i
    expect(await pageText('en', 'privacy')).toMatch(NEWSLETTER)
    const without = await pageText('en', 'privacy', { hasNewsletter: false })
    expect(without).not.toMatch(NEWSLETTER)
  })

  const NEWSLETTER_WORDS: Record<CatalogLocale, RegExp> = { pt: /newsletter/i, en: /newsletter/i, es: /boletín/i, fr: /newsletter/i, de: /newsletter/i }
  it.each(CATALOG_LOCALES)('%s: without a newsletter, in a build that counts visits, the list of what is counted has no newsletter either', async (locale) => {
    buildWith({ analyticsUrl: 'https://analytics.example.net', analyticsDomain: 'selah.example.com' })
    expect(await pageText(locale, 'privacy')).toMatch(NEWSLETTER_WORDS[locale])
    expect(await pageText(locale, 'privacy', { hasNewsletter: false })).not.toMatch(NEWSLETTER_WORDS[locale])
  })
})
