import { cleanup } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { siteConfig } from '../../src/config/site'
import { CATALOG_LOCALES, type CatalogLocale } from '../../src/i18n/locales'
import { countryNamed, pageText, renderPage } from './legal-page'
import { buildWith } from './site-build'

// The privacy policy of an operator established in Latin America, whose country's law binds it
// towards every reader, in every language: Chile's, Peru's, Mexico's and Colombia's
// (legal-privacy-operator.test.tsx: the other operators).

describe('the privacy policy of an operator established in Latin America', () => {
  /** What an operator established in Chile tells every reader (Ley 19.628, as Ley 21.719 rewrote it): the deadline and its representative, in each language. */
  const CHILEAN: Record<CatalogLocale, readonly [deadline: string, representative: string]> = {
    pt: ['respondemos por escrito em até 30 dias corridos, prazo que podemos prorrogar uma única vez', 'Nossa representação legal cabe a Matías González.'],
    en: ['reply in writing within 30 calendar days, which we may extend once', 'We are legally represented by Matías González.'],
    es: ['te respondemos por escrito dentro de 30 días corridos, plazo que podemos prorrogar una sola vez', 'Nuestra representación legal corresponde a Matías González.'],
    fr: ['vous répondons par écrit dans un délai de 30 jours calendaires, que nous pouvons prolonger une seule fois', 'Notre représentation légale est assurée par Matías González.'],
    de: ['antworten dir innerhalb von 30 Kalendertagen schriftlich; diese Frist können wir einmal', 'Gesetzlich vertreten werden wir durch Matías González.'],
  }

  it.each(CATALOG_LOCALES)('%s: an operator established in Chile gives every reader its law’s rights, deadlines and Agencia, and names its legal representative; no other operator', async (locale) => {
    const [deadline, representative] = CHILEAN[locale]
    const legalNotice = { ...siteConfig.legalNotice, representative: 'Matías González' }
    const elsewhere = await pageText(locale, 'privacy', { legalNotice })
    expect(elsewhere).not.toContain(deadline)
    expect(elsewhere).not.toContain(representative)
    buildWith({ operatorInChile: true, operatorCountry: countryNamed('CL') })
    const text = await pageText(locale, 'privacy', { legalNotice })
    expect(text).toContain(deadline)
    expect(text).toContain('Ley N° 19.628')
    expect(text).toMatch(/Agencia de Protección de Datos Personales\)? (within|dentro|em até|dans les|beschweren)/)
    expect(text).toContain(representative)
    expect(await pageText(locale, 'privacy', { legalNotice: { ...legalNotice, representative: undefined } }), 'no representative set: no sentence').not.toContain(representative)
  })

  /** What an operator established in Peru tells every reader (Ley 29733): its deadlines, in each language. */
  const PERUVIAN_DEADLINES: Record<CatalogLocale, string> = {
    pt: 'Onde quer que você more, respondemos em até 8 dias a um pedido de informação sobre o uso dos seus dados, em até 20 dias a um pedido de acesso',
    en: 'Wherever you live, we reply within 8 days to a request for information on how we use your data, within 20 days to a request for access',
    es: 'Vivas donde vivas, te respondemos dentro de 8 días si nos pides información sobre el uso de tus datos, de 20 días si nos pides acceso',
    fr: 'Où que vous viviez, nous répondons dans un délai de 8 jours à une demande d’information sur l’utilisation de vos données, de 20 jours',
    de: 'Wo auch immer du lebst, antworten wir innerhalb von 8 Tagen auf eine Anfrage nach Auskunft über die Verwendung deiner Daten, innerhalb von 20 Tagen',
  }

  it.each(CATALOG_LOCALES)('%s: an operator established in Peru names its banks of personal data, itself as their holder and its processors, and gives every reader its law’s rights and deadlines; no other operator', async (locale) => {
    const peruData = { banks: 'Usuarios de Selah (RNPDP-PJP N° 12345)', processors: 'Hetzner Online GmbH, Industriestr. 25, 91710 Gunzenhausen, Alemania' }
    const operator = { ...siteConfig.operator, name: 'Selah Ministerios S.A.C.', address: 'Av. José Larco 1232, Miraflores, Lima' }
    const elsewhere = await pageText(locale, 'privacy', { peruData, operator })
    expect(elsewhere).not.toContain(peruData.banks)
    expect(elsewhere).not.toContain(PERUVIAN_DEADLINES[locale])
    buildWith({ operatorInPeru: true, operatorCountry: countryNamed('PE') })
    const text = await pageText(locale, 'privacy', { peruData, operator })
    expect(text).toContain('Registro Nacional de Protección de Datos Personales')
    expect(text).toMatch(new RegExp(` ?: ${peruData.banks.replace(/[()]/g, '\\$&')}\\. `))
    expect(text).toMatch(/Selah Ministerios S\.A\.C\., (con domicilio en )?Av\. José Larco 1232, Miraflores, Lima\./)
    expect(text).toMatch(new RegExp(`: ${peruData.processors}\\.`))
    expect(text).toContain(PERUVIAN_DEADLINES[locale])
    expect(text).toMatch(/Autoridad Nacional de Protección de Datos Personales\)?,? (of|do|del|du|des)/)
    expect(text, 'portability, which the Reglamento adds').toMatch(/\((portability|portabilidade|portabilidad|portabilité|Datenübertragbarkeit)\)/)
    expect(text).toContain('Ley N° 29733, ')
  })

  it.each(CATALOG_LOCALES)('%s: an operator established in Mexico, whose law binds it towards every reader, gives each the ARCO procedure and the authority, once', async (locale) => {
    buildWith({ operatorInMexico: true, operatorCountry: countryNamed('MX') })
    const text = await pageText(locale, 'privacy')
    expect(text).toContain('(Ley Federal de Protección de Datos Personales en Posesión de los Particulares)'.slice(locale === 'es' ? 1 : 0, locale === 'es' ? -1 : undefined))
    expect(text).toContain('ARCO')
    expect(text.match(/Secretaría Anticorrupción y Buen Gobierno/g), 'the authority, once').toHaveLength(1)
    expect(text).not.toMatch(/Si vives en México|If you live in Mexico/)
  })

  /** What Colombia's law asks of a policy (Decreto 1377 art. 13), in each language: its name, the deadlines, the transfers. */
  const COLOMBIAN: Record<CatalogLocale, readonly string[]> = {
    pt: ['política de tratamento da informação (política de tratamiento de la información)', 'em até 10 dias úteis', 'contrato de transmissão'],
    en: ['information processing policy (política de tratamiento de la información)', 'within 10 business days', 'data transmission contract'],
    es: ['esta política es también nuestra política de tratamiento de la información', 'en un máximo de 10 días hábiles', 'contrato de transmisión'],
    fr: ['politique de traitement de l’information (política de tratamiento de la información)', 'dans un délai de 10 jours ouvrés', 'contrat de transmission (contrato de transmisión)'],
    de: ['Richtlinie zur Informationsverarbeitung (política de tratamiento de la información)', 'innerhalb von 10 Arbeitstagen', 'Auftragsverarbeitungsvertrags nach kolumbianischem Recht (contrato de transmisión)'],
  }

  it.each(CATALOG_LOCALES)('%s: an operator established in Colombia, whose law binds it towards every reader, gives each its policy’s procedure, deadlines, authority and transfers', async (locale) => {
    expect(await pageText(locale, 'privacy')).not.toContain(COLOMBIAN[locale][2])
    buildWith({ operatorInColombia: true, operatorCountry: countryNamed('CO') })
    const text = await pageText(locale, 'privacy', { legalNotice: { phone: '+57 601 742 5588' } })
    for (const phrase of COLOMBIAN[locale]) expect(text, phrase).toContain(phrase)
    expect(text, 'the authority, after the procedure, with its site').toMatch(/Superintendencia de Industria y Comercio[^.]*www\.sic\.gov\.co \((art\.|article|Art\.) 16\)/)
    expect(text, 'the phone the policy must give').toContain('+57 601 742 5588')
    expect(text, 'not as to a reader in Colombia only').not.toMatch(/Si vives en Colombia|If you live in Colombia/)
  })

  it('an operator established in Colombia gives its phone as a number to call, and no sentence for it without one', async () => {
    buildWith({ operatorInColombia: true, operatorCountry: countryNamed('CO') })
    await renderPage('en', 'privacy', { legalNotice: { phone: '+57 601 742 5588' } })
    expect(document.querySelector('main a[href="tel:+576017425588"]')).toHaveTextContent('+57 601 742 5588')
    cleanup()
    expect(await pageText('en', 'privacy', { legalNotice: { phone: undefined } })).not.toContain('call us')
  })
})
