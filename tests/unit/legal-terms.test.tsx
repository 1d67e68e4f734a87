import { cleanup, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LEGAL_NOTICE_ID } from '../../src/app/legal-notice-name'
import { CATALOG_LOCALES, type CatalogLocale } from '../../src/i18n/locales'
import { countryNamed, pageText, renderPage } from './legal-page'
import { buildWith } from './site-build'

// The terms as a reader of each market sees them: each legal item the market's law asks for is on the page.

/**
 * What each market's terms must say, in its words: withdrawal (lost only once confirmed, where it
 * can be lost; in English, French and German, the right of EU and UK law, to readers there: Swiss law gives none), minors and Premium, its automatic renewal, the liability heading, that a consumer
 * keeps the mandatory law and the courts of home, and a report's good-faith statement (DSA art. 16).
 */
const TERMS: Record<CatalogLocale, readonly string[]> = {
  pt: ['Você poderá então encerrar o Premium sem nenhum custo em até 30 dias', 'cancele pelo menos 24 horas antes do fim do período atual', '7 dias', 'art. 49', 'confirmaremos imediatamente o recebimento', 'para criar a conta e para assinar o Premium', 'renovada automaticamente', 'Responsabilidade', 'normas imperativas (de ordem pública) vigentes no lugar onde reside habitualmente', 'foro do seu domicílio (no Brasil, Código de Defesa do Consumidor, art. 101, I; na União Europeia, Regulamento (UE) 1215/2012, art. 18)', 'de boa-fé'],
  en: ['You may then end Premium free of charge within 30 days of receiving that email or, if later, of the change, and get back what you paid for the time left', 'cancel at least 24 hours before the current one ends', 'If you live in the European Union, Iceland, Liechtenstein, Norway or the United Kingdom, you may withdraw from a Premium purchase within 14 days of making it', 'received a confirmation of this', 'parent or guardian', 'renews automatically', 'Liability', 'mandatory rules in force where you normally live', 'courts where you live', 'in good faith'],
  es: ['Podrás entonces dar por terminado Premium sin costo dentro de los 30 días siguientes', 'cancélala al menos 24 horas antes de que termine el actual', 'arrepent', 'te confirmaremos de inmediato', 'para crear tu cuenta y para suscribirte a Premium', 'Se renueva automáticamente', 'Responsabilidad', 'normas imperativas o de orden público (las que no pueden excluirse por contrato) vigentes en el lugar donde resides habitualmente', 'tribunales de tu domicilio', 'autoridad de protección al consumidor de tu país', 'de buena fe'],
  fr: ['Vous pouvez alors mettre fin sans frais à votre abonnement Premium dans les 30 jours', 'résiliez-le au moins 24 heures avant la fin de la période en cours', 'Si vous résidez dans l’Union européenne, en Islande, au Liechtenstein, en Norvège ou au Royaume-Uni, vous disposez d’un délai de 14 jours', 'L.221-18', 'L.221-28', 'reçu la confirmation de votre accord', 'reconduit automatiquement', 'dispositions impératives du droit en vigueur là où vous résidez habituellement', 'juridictions du lieu de votre domicile', 'de bonne foi'],
  de: ['Du kannst Premium dann innerhalb von 30 Tagen kostenlos beenden', 'kündigst du am besten mindestens 24 Stunden vor Ende des laufenden Zeitraums', 'Wenn du in der Europäischen Union, in Island, Liechtenstein, Norwegen oder im Vereinigten Königreich lebst, hast du ein gesetzliches Widerrufsrecht (in Österreich „Rücktrittsrecht“ genannt): Innerhalb von 14 Tagen', '§ 356 Abs. 5 BGB', 'eine Bestätigung erhalten', 'Eltern', 'verlängert sich am Ende jedes Abrechnungszeitraums automatisch', 'zwingenden Vorschriften erhalten, die an deinem gewöhnlichen Aufenthaltsort gelten', 'Gerichte an deinem Wohnsitz', 'in gutem Glauben'],
}

describe('the terms, per market', () => {
  it.each(CATALOG_LOCALES)('%s: withdrawal from Premium, community rules with the report address, what follows a report', async (locale) => {
    const text = await pageText(locale, 'terms', { reportEmail: 'report@selah.app' })
    for (const phrase of TERMS[locale]) expect(text, `${locale}: ${phrase}`).toContain(phrase)
    expect(text).toContain('report@selah.app')
    expect(text, 'no “as is” waiver').not.toMatch(/tal como está|as it is|tel quel|wie besehen/i)
  })

  it.each(CATALOG_LOCALES)('%s: a withdrawal can be written to the support address, and the terms link the privacy policy in their language', async (locale) => {
    await renderPage(locale, 'terms', { supportEmail: 'help@selah.app' })
    const premium = document.querySelector('section[aria-labelledby="premium"]')
    expect(premium?.querySelector('a[href^="mailto:help@selah.app"]'), locale).not.toBeNull()
    const privacy = document.querySelector('section[aria-labelledby="scope"] a[href$="/privacy"]')
    expect(privacy?.getAttribute('href'), locale).toBe(locale === 'pt' ? '/privacy' : `/${locale}/privacy`)
    cleanup()
  })

  it.each(CATALOG_LOCALES)('%s: readers in Australia are told the consumer guarantees no term excludes, with where to claim them, and the eSafety Commissioner, on the English pages only', async (locale) => {
    await renderPage(locale, 'terms', { supportEmail: 'help@selah.app' })
    const premium = document.querySelector('section[aria-labelledby="premium"]')!
    const community = document.querySelector('section[aria-labelledby="community"]')!
    const english = locale === 'en'
    expect(premium.textContent?.includes('Premium comes with guarantees that cannot be excluded under the Australian Consumer Law.'), locale).toBe(english)
    expect(premium.textContent?.includes('You can claim these through your store or from us at help@selah.app.'), locale).toBe(english)
    expect(community.textContent?.includes('to the eSafety Commissioner at esafety.gov.au; report cyberbullying and adult cyber-abuse to us first.'), locale).toBe(english)
    expect(document.querySelector('main')?.textContent, locale).toMatch(english ? /Australia/ : /^(?![\s\S]*(Australian Consumer Law|eSafety))/)
    cleanup()
  })

  it.each(CATALOG_LOCALES)('%s: the law that governs the terms points to the legal notice, which gives the operator\'s address', async (locale) => {
    await renderPage(locale, 'terms')
    const link = document.querySelector(`section[aria-labelledby="law"] a[href="#${LEGAL_NOTICE_ID}"]`)
    const notice = document.getElementById(LEGAL_NOTICE_ID)?.textContent
    expect(notice, locale).toMatch(/\S/)
    expect(link?.textContent?.toLowerCase(), locale).toBe(notice?.toLowerCase())
    cleanup()
  })

  /** The liability clause that limits nothing, which holds under any operator's law and any reader's. */
  const LIABLE_AS_THE_LAW_PROVIDES: Record<CatalogLocale, string> = {
    pt: 'Respondemos, nos termos da lei, pelos danos que causarmos a você. Nada nestes termos limita ou exclui a nossa responsabilidade ou os direitos que a lei de defesa do consumidor do lugar onde você mora lhe garante: no Brasil, o Código de Defesa do Consumidor;',
    en: 'We are liable for loss or damage we cause you, as the law provides. Nothing in these terms limits or excludes our liability, or the rights that consumer law gives you where you live.',
    es: 'Conforme a la ley aplicable, respondemos por los daños que te causemos. Nada de lo dispuesto en estos términos limita ni excluye nuestra responsabilidad',
    fr: 'les présentes conditions ne limitent en rien notre responsabilité',
    de: 'Wir haften für Schäden, die wir verursachen, nach den gesetzlichen Vorschriften. Diese Bedingungen beschränken weder unsere Haftung',
  }
  const LIMITED = /foreseeable result|leichter Fahrlässigkeit/

  it.each(CATALOG_LOCALES)('%s: liability limited nowhere but in the German terms of a German operator and the English terms of a British one, whose law allows it', async (locale) => {
    for (const [country, limitedIn] of [['BR', undefined], ['FR', undefined], ['DE', 'de'], ['GB', 'en']] as const) {
      buildWith({ operatorCountry: countryNamed(country), operatorInGermany: country === 'DE', operatorInUk: country === 'GB', operatorInFrance: country === 'FR', operatorInEea: country === 'DE' || country === 'FR' })
      const text = await pageText(locale, 'terms')
      if (locale === limitedIn) {
        expect(text, country).toMatch(LIMITED)
        expect(text, country).not.toContain(LIABLE_AS_THE_LAW_PROVIDES[locale])
      } else {
        expect(text, country).toContain(LIABLE_AS_THE_LAW_PROVIDES[locale])
        expect(text, country).not.toMatch(LIMITED)
      }
    }
  })

  /** The governing law's country (VITE_OPERATOR_COUNTRY), as each market's terms name it. */
  const GOVERNED_BY: Record<CatalogLocale, string> = {
    pt: 'regidos pelas leis do país onde estamos estabelecidos (Alemanha; veja',
    en: 'governed by the law of the country where we are established (Germany; see',
    es: 'se rigen por las leyes del país donde estamos establecidos (Alemania; consulta',
    fr: 'régies par le droit du pays où nous sommes établis (Allemagne ; voir',
    de: 'gilt das Recht des Staates, in dem wir niedergelassen sind (Deutschland; siehe',
  }

  it.each(CATALOG_LOCALES)('%s: names the country whose law governs the terms', async (locale) => {
    buildWith({ operatorCountry: countryNamed('DE') })
    expect(await pageText(locale, 'terms')).toContain(GOVERNED_BY[locale])
  })

  it('es: a withdrawal the reader’s law gives is refunded in full, and Argentina’s 10 days run to the next business day', async () => {
    const text = await pageText('es', 'terms')
    expect(text).toContain('te confirmaremos de inmediato que recibimos tu solicitud y nos ocuparemos de que recibas el reembolso de todo lo que pagaste')
    expect(text).toContain('si el último día es inhábil, el plazo se extiende hasta el día hábil siguiente (Ley 24.240, art. 34; Código Civil y Comercial, arts. 1110 y 1115)')
  })

  it('es names the consumer authorities of Chile, Colombia, Mexico and Peru, with either form of the governing law', async () => {
    const authorities = 'presentar una queja ante la autoridad de protección al consumidor de tu país (en Chile, el Servicio Nacional del Consumidor, SERNAC, www.sernac.cl; en Colombia, la Superintendencia de Industria y Comercio, SIC, www.sic.gov.co; en México, la Procuraduría Federal del Consumidor, Profeco; en el Perú, el Instituto Nacional de Defensa de la Competencia y de la Protección de la Propiedad Intelectual, Indecopi, www.indecopi.gob.pe)'
    buildWith({ operatorCountry: countryNamed('DE') })
    expect(await pageText('es', 'terms')).toContain(authorities)
    buildWith({ governingLaw: { pt: 'Califórnia', en: 'California', es: 'California', fr: 'Californie', de: 'Kalifornien', pseudo: 'California' }, operatorCountry: countryNamed('US') })
    expect(await pageText('es', 'terms')).toContain(authorities)
  })

  it.each([
    ['pt', 'no nosso livro de reclamações on-line (Libro de Reclamaciones); responderemos em até 15 dias úteis, prazo que não podemos prorrogar'],
    ['en', 'in our online complaints book (Libro de Reclamaciones); we will answer it within 15 business days, a time limit we cannot extend (Consumer Protection and Defense Code, art. 24.1)'],
    ['es', 'en nuestro Libro de Reclamaciones virtual; te responderemos en un plazo no mayor de 15 días hábiles improrrogables (Código de Protección y Defensa del Consumidor, art. 24.1)'],
    ['fr', 'dans notre livre de réclamations en ligne (Libro de Reclamaciones) ; nous y répondrons dans un délai de 15 jours ouvrés, que nous ne pouvons pas prolonger'],
    ['de', 'in unserem Online-Beschwerdebuch (Libro de Reclamaciones) einreichen; wir beantworten sie innerhalb von 15 Arbeitstagen, eine Frist, die wir nicht verlängern können'],
  ] as const)('%s names the operator’s online complaints book, where it keeps one (Peru: Ley 29571 arts. 150 and 151), links it, and gives the 15 business days of its reply (art. 24.1)', async (locale, sentence) => {
    expect(await pageText(locale, 'terms'), 'no book').not.toContain('Libro de Reclamaciones')
    await renderPage(locale, 'terms', { complaintsBook: 'https://reclamaciones.selah.app/' })
    expect(document.querySelector('main')?.textContent?.replace(/[\s\u00a0\u202f]+/g, ' ')).toContain(sentence)
    expect(within(screen.getByRole('main')).getByRole('link', { name: /Libro de Reclamaciones/ })).toHaveAttribute('href', 'https://reclamaciones.selah.app/')
  })

  /** The terms' law where the operator's country has several: the state or nation named with the country, each in the language. */
  const GOVERNED_BY_STATE: Record<CatalogLocale, string> = {
    pt: 'regidos pela legislação vigente no local onde estamos estabelecidos (Califórnia, Estados Unidos;',
    en: 'governed by the law of the jurisdiction where we are established (California, in the United States;',
    es: 'se rigen por la legislación vigente en el lugar donde estamos establecidos (California, Estados Unidos;',
    fr: 'régies par le droit en vigueur là où nous sommes établis (Californie, États-Unis ;',
    de: 'gilt das Recht am Ort unserer Niederlassung (Kalifornien, Vereinigte Staaten;',
  }

  it.each(CATALOG_LOCALES)('%s: where the country has several laws of contract, the terms name the state whose law governs them', async (locale) => {
    const california = { pt: 'Califórnia', en: 'California', es: 'California', fr: 'Californie', de: 'Kalifornien', pseudo: 'California' }
    buildWith({ governingLaw: california, operatorCountry: countryNamed('US') })
    const text = await pageText(locale, 'terms')
    expect(text).toContain(GOVERNED_BY_STATE[locale])
  })
})
