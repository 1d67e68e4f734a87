import { cleanup } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CATALOG_LOCALES, type CatalogLocale } from '../../src/i18n/locales'
import { countriesNamed, countryNamed, pageText, renderPage } from './legal-page'
import { buildWith } from './site-build'

// The privacy policy as a reader of each market sees it: each legal item the market's law asks for is on the page.

/**
 * What each market's policy must say, in its words: portability, no automated decisions, deletion in
 * the app (but for what the law keeps, which a French operator's LCEN retention is), the one detail an
 * account needs (GDPR art. 13(2)(e)), the logs' basis, faith data's one purpose (GDPR art. 13(1)(c), Ley 1581 art. 12 a) and two grounds, the processors by category (any the operator uses), a minor's removal of their posts (California's § 22581) (GDPR arts. 6 and 9; EU languages), how the site answers Do Not Track (California's CalOPPA, for any reader);
 * in Portuguese, that the logs can be objected to where the GDPR applies; in Spanish, that the
 * operator's law applies to all its handling, beside the reader's, that it is the "aviso de
 * privacidad" Mexico's law names, which uses are voluntary, and how Mexicans exercise their ARCO
 * rights and before which authority.
 */
const PRIVACY: Record<CatalogLocale, readonly string[]> = {
  pt: ['só compartilhamos seus dados com prestadores de serviço que trabalham para nós, como a empresa que hospeda', 'Se você tiver menos de 18 anos, pode nos pedir que removamos qualquer coisa que tenha publicado na comunidade', 'guardar para você o seu diário e os seus pedidos de oração, mostrar aos outros membros o que você publica na comunidade e analisar as publicações que nos forem denunciadas', 'portabilidade', 'anonimização', 'bloqueio', 'confirmação', 'automatizad', 'no app', 'Marco Civil', 'obrigação legal', 'Os outros membros veem', 'ordem judicial', 'salvo se uma autoridade pedir', 'no seu dispositivo', 'trata todos os navegadores da mesma forma', 'exceto o que a lei nos obriga a guardar', 'guardamos apenas o que a lei nos obriga a guardar', 'O único dado obrigatório para criar uma conta é o endereço de e-mail', 'quando se aplica o GDPR, como explicamos mais abaixo, guardar os registros de acesso'],
  en: ['we share your data only with service providers that work for us, such as the company that hosts', 'If you are under 18, you can ask us to remove anything you have posted in the community', 'We use it for these purposes alone', 'portable format', 'automated means', 'in the app', 'art. 6(1)(f)', 'Other members can see', 'court order', 'stores on your device', 'treats every browser alike, whether or not it sends Do Not Track or Global Privacy Control', 'except what the law obliges us to keep, as set out below', 'we keep only what the law obliges us to', 'An account needs only an email address', 'your explicit consent (GDPR art. 6(1)(a) and art. 9(2)(a))'],
  es: ['solo compartimos tus datos con proveedores que trabajan para nosotros, como la empresa que aloja', 'Si eres menor de 18 años, puedes pedirnos que eliminemos cualquier cosa que hayas publicado en la comunidad', 'impedir que los comuniquemos a terceros', 'En el Perú, es la Autoridad Nacional de Protección de Datos Personales, del Ministerio de Justicia y Derechos Humanos', 'limitemos o bloqueemos temporalmente su uso', 'Usamos esas entradas, peticiones y publicaciones únicamente para estos fines: guardar para ti tu diario', 'también nuestro aviso de privacidad', 'ARCO', 'llevar a otro servicio', 'automatizad', 'no estás obligado', 'AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA', 'Los demás miembros ven', 'orden judicial', 'en tu dispositivo', 'Algunos usos son necesarios para prestarte el servicio o para cumplir la ley: usar tus datos para tu cuenta y las funciones de la app, para responder a tus mensajes, para mantener el servicio seguro y para conservar los registros de acceso de nuestros servidores. Los demás usos que, según la lista de abajo, se basan en tu consentimiento son voluntarios', 'Si vives en México: para ejercer tus derechos de acceso, rectificación, cancelación u oposición (derechos ARCO)', 'solicitud de protección de datos ante la Secretaría Anticorrupción y Buen Gobierno', 'que nos das al escribirnos', 'en los países cuya ley lo admite', 'trata igual a todos los navegadores', 'salvo lo que la ley nos obliga a conservar', 'solo conservamos lo que la ley nos obliga a conservar', 'El único dato obligatorio es tu dirección de correo electrónico', 'la ley de protección de datos de ese país se aplica a todo nuestro tratamiento, dondequiera que se realice; también se aplica la ley del país donde vives'],
  fr: ['qu’avec des prestataires qui travaillent pour nous, comme l’hébergeur', 'Si vous avez moins de 18 ans, vous pouvez nous demander de retirer tout ce que vous avez publié dans la communauté', 'Nous ne les utilisons qu’à ces fins', 'portabilité', 'automatisé', 'article 6.1.f', 'Les autres membres voient', 'décision de justice', 'sur votre appareil', 'article 6.1.c du RGPD', 'traite tous les navigateurs de la même façon', 'à l’exception de ce que la loi nous impose de conserver', 'nous ne conservons que ce que la loi nous impose', 'Un compte ne nécessite qu’une adresse e-mail', 'votre consentement explicite (articles 6.1.a et 9.2.a du RGPD)'],
  de: ['nur an Dienstleister weiter, die für uns arbeiten, etwa an das Unternehmen', 'Wenn du unter 18 bist, kannst du uns bitten, alles zu entfernen, was du in der Community veröffentlicht hast', 'Wir nutzen sie ausschließlich für diese Zwecke', 'Datenübertragbarkeit', 'automatisiert', 'Art. 6 Abs. 1 lit. f', 'sehen die anderen Mitglieder', 'gerichtliche Anordnung', 'auf deinem Gerät', '§ 25 Abs. 2 Nr. 2 TDDDG', 'behandelt die Website jeden Browser gleich', 'mit Ausnahme dessen, was wir gesetzlich aufbewahren müssen', 'wir bewahren nur auf, was wir gesetzlich aufbewahren müssen', 'Für ein Konto brauchen wir nur eine E-Mail-Adresse', 'deine ausdrückliche Einwilligung (Art. 6 Abs. 1 lit. a und Art. 9 Abs. 2 lit. a DSGVO)'],
}

describe('the privacy policy, per market', () => {
  it.each(CATALOG_LOCALES)('%s: rights with portability, no automated decisions, deletion in the app, the logs kept for the set number of days', async (locale) => {
    const text = await pageText(locale, 'privacy', { logRetentionDays: 183 })
    for (const phrase of PRIVACY[locale]) expect(text, `${locale}: ${phrase}`).toContain(phrase)
    expect(text.match(/183/g)?.length, 'the logs’ period in the list and in the paragraph').toBeGreaterThanOrEqual(2)
    expect(text).not.toMatch(/\b14 (days|dias|días|jours|Tage)/)
    if (locale !== 'es') expect(text).not.toMatch(/ACCESO A LA INFORMACIÓN|Anticorrupción/)
    else {
      // A GDPR ground Latin-American laws do not know: said once, for the readers the GDPR covers.
      expect(text.match(/imperiosos/g)).toHaveLength(1)
      expect(text).toContain('Cuando se aplica el RGPD (explicado más abajo), también podemos seguir tratándolos si acreditamos motivos legítimos imperiosos')
    }
    if (locale === 'es') {
      expect(text, 'Colombia: authorisation').toContain('Si vives en Colombia: el uso de tus datos para tu cuenta, las funciones de la app, la seguridad del servicio y tus mensajes se basa en tu autorización previa, expresa e informada (Ley 1581 de 2012, arts. 3 y 9)')
      // What Colombia's policy must give (Decreto 1377 art. 13): the deadlines, and the authority after them.
      expect(text, 'Colombia: deadlines').toContain('en Colombia, 10 días hábiles para una consulta y 15 días hábiles para un reclamo')
      expect(text, 'Argentina: deadlines').toContain('en Argentina, 10 días corridos para darte acceso a tus datos y 5 días hábiles para rectificarlos, actualizarlos o suprimirlos: Ley 25.326, arts. 14 y 16')
      expect(text, 'Colombia: the authority, after us').toContain('En Colombia, esa autoridad es la Superintendencia de Industria y Comercio (www.sic.gov.co), y antes de acudir a ella debes haber agotado el trámite de consulta o reclamo ante nosotros (Ley 1581 de 2012, art. 16)')
      expect(text, 'Peru: deadlines').toContain('en el Perú, 8 días para informarte sobre el uso de tus datos, 20 días para darte acceso a ellos y 10 días para rectificarlos')
      // Chile's law as Ley 21.719 rewrote it (in force since 1 December 2026): the deadlines, and the Agencia after us.
      expect(text, 'Chile: deadlines').toContain('en Chile, 30 días corridos, que solo podemos prorrogar una vez, hasta por otros 30 días corridos, y 2 días hábiles para responder a una solicitud de bloqueo temporal: Ley 19.628, art. 11')
      expect(text, 'Chile: the authority, after us').toContain('En Chile, esa autoridad es la Agencia de Protección de Datos Personales: si te negamos, total o parcialmente, una solicitud en que ejerces tus derechos, o no te respondemos dentro del plazo legal, puedes presentarle una reclamación dentro de los 30 días hábiles siguientes a nuestra respuesta o al vencimiento de ese plazo (Ley 19.628, arts. 11 y 41)')
    } else expect(text, 'the Colombian and Chilean paragraphs on the Spanish pages only').not.toMatch(/1\.?581|19\.?628/)
    if (locale !== 'fr') expect(text, 'the LCEN basis on the French pages only').not.toMatch(/LCEN/)
    // Reports of posts are handled because the Digital Services Act obliges it (GDPR art. 6(1)(c)).
    expect(text, 'the DSA basis for reports').toMatch(/DSA arts\. 16 and 17|DSA, arts\. 16 [ey] 17|articles 16 et 17 du DSA|Art\. 16 und 17 DSA/)
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
    de: 'schreib uns einfach an dpo@selah.test: Deine Rechte kannst du kostenlos wahrnehmen, und wir antworten spätestens innerhalb eines Monats',
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
    fr: 'Elles nous parviennent directement dans le pays où nous sommes établis (Mexique), dont la loi sur la protection des données régit leur traitement, ainsi que celle de votre pays de résidence, dans la mesure où elle s’applique',
    de: 'Wir erhalten sie direkt in dem Land, in dem wir niedergelassen sind (Mexiko). Für unseren Umgang mit ihnen gilt, wo auch immer er stattfindet, das Datenschutzrecht dieses Landes und, soweit es ihn erfasst, auch das des Landes, in dem du lebst',
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

  /** The countries where data is processed (VITE_DATA_COUNTRIES), two of them and one, as each policy names them. */
  const COUNTRIES: Record<CatalogLocale, { two: string; one: string }> = {
    pt: { two: 'tratados nos seguintes países: Brasil e Estados Unidos.', one: 'tratados no seguinte país: Alemanha.' },
    en: { two: 'processed in the following countries: Brazil and the United States.', one: 'processed in the following country: Germany.' },
    es: { two: 'se tratan en los siguientes países: Brasil y Estados Unidos.', one: 'se tratan en el siguiente país: Alemania.' },
    fr: { two: 'traitées dans les pays suivants : Brésil et États-Unis.', one: 'traitées dans le pays suivant : Allemagne.' },
    de: { two: 'in den folgenden Ländern verarbeitet: Brasilien, Vereinigte Staaten.', one: 'im folgenden Land verarbeitet: Deutschland.' },
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

  /** The pages written to Brazil's and Latin America's laws, read in Portugal and Spain too: counting without asking, they give readers in the EU its GDPR ground (art. 13(1)(c)). */
  it.each([
    ['pt', 'LGPD, art. 7º, IX; para quem está na União Europeia, GDPR, art. 6º, 1, f'],
    // Where no legitimate interest is known (Argentina, Colombia), the statistics kept are dissociated.
    ['es', 'lo hacemos por nuestro interés legítimo (si estás en la Unión Europea, art. 6.1.f del RGPD); en los demás, porque la medición no guarda nada en tu dispositivo y solo conserva estadísticas disociadas'],
  ] as const)('%s: counting visits without asking, names the GDPR ground for readers in the EU', async (locale, ground) => {
    buildWith({ analyticsUrl: 'https://analytics.example.net', analyticsDomain: 'selah.example.com', analyticsConsentLanguages: [] })
    expect(await pageText(locale, 'privacy')).toContain(ground)
  })

  const NEWSLETTER_WORDS: Record<CatalogLocale, RegExp> = { pt: /newsletter/i, en: /newsletter/i, es: /boletín/i, fr: /newsletter/i, de: /newsletter/i }
  it.each(CATALOG_LOCALES)('%s: without a newsletter, in a build that counts visits, the list of what is counted has no newsletter either', async (locale) => {
    buildWith({ analyticsUrl: 'https://analytics.example.net', analyticsDomain: 'selah.example.com' })
    expect(await pageText(locale, 'privacy')).toMatch(NEWSLETTER_WORDS[locale])
    expect(await pageText(locale, 'privacy', { hasNewsletter: false })).not.toMatch(NEWSLETTER_WORDS[locale])
  })
})
