import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { siteConfig } from '../../src/config/site'
import { CATALOG_LOCALES, type CatalogLocale } from '../../src/i18n/locales'
import { LINES, renderNotice, withoutLines } from './legal-notice-render'
import { buildWith, configureWith } from './site-build'

// The legal notice of an operator established in a country whose law binds it towards every
// reader: that law's lines in every language (legal-notice.test.tsx: what each market's asks).

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the legal notice, per operator', () => {
  it('an operator established in France gives the mentions légales in every language, its one register entry once (LCEN)', async () => {
    buildWith({ operatorInFrance: true })
    configureWith(withoutLines('register', 'cnpj'))
    const french = ['host', 'legalForm', 'phone', 'publicationDirector', 'rcs', 'representative', 'shareCapital', 'vatId']
    for (const locale of ['pt', 'en', 'es', 'fr', 'de'] as const) {
      expect((await renderNotice(locale)).sort(), locale).toEqual(french)
      expect(document.body.textContent!.split(LINES.rcs), `${locale}: the RCS entry once`).toHaveLength(2)
      document.body.innerHTML = ''
    }
  })

  it('an operator established in Germany gives the Impressum in every language (§ 5 DDG), the Portuguese one too', async () => {
    buildWith({ operatorInGermany: true })
    configureWith(withoutLines('rcs', 'cnpj'))
    expect((await renderNotice('pt')).sort()).toEqual(['legalForm', 'phone', 'register', 'representative', 'vatId'])
    document.body.innerHTML = ''
    expect((await renderNotice('fr')).sort(), 'and the French lines besides').toEqual(['host', 'legalForm', 'phone', 'publicationDirector', 'register', 'representative', 'shareCapital', 'vatId'])
    expect(document.body.textContent!.split(LINES.register), 'the register entry once').toHaveLength(2)
  })

  it('an operator established in Portugal gives, in every language, its legal form, share capital, register entry and tax id (Companies Code, art. 171)', async () => {
    buildWith({ operatorInPortugal: true, operatorInEu: true })
    configureWith(withoutLines('rcs', 'cnpj'))
    const portuguese = ['legalForm', 'register', 'shareCapital', 'vatId']
    expect((await renderNotice('pt')).sort()).toEqual([...portuguese, 'phone'].sort())
    expect(screen.getByText('Capital social:').nextElementSibling?.textContent).toBe(LINES.shareCapital)
    expect(screen.getByText('Número de IVA (UE):').nextElementSibling?.textContent).toBe(LINES.vatId)
    document.body.innerHTML = ''
    for (const locale of ['en', 'es', 'de'] as const) {
      expect(await renderNotice(locale), locale).toEqual(expect.arrayContaining(portuguese))
      document.body.innerHTML = ''
    }
    expect(await renderNotice('fr')).toEqual(expect.arrayContaining(portuguese))
    expect(screen.getByText('Immatriculation :').nextElementSibling?.textContent, 'French: the register entry under its term').toBe(LINES.register)
  })

  const AUSTRIAN = {
    chamber: 'Wirtschaftskammer Wien',
    trade: 'Dienstleistungen in der automatischen Datenverarbeitung und Informationstechnik',
    tradeAuthority: 'Magistratisches Bezirksamt für den 7. Bezirk',
    purpose: 'Entwicklung und Vertrieb der App Selah',
    owners: 'Anna Gruber 60 %, Jakob Huber 40 %',
    mediaLine: 'Bibelverse und christliche Impulse für den Alltag',
  }
  /** Per language: the trade licence's state, the trade rules' lead-in, and the disclosure's heading. */
  const AUSTRIAN_TERMS: Record<CatalogLocale, readonly string[]> = {
    de: ['verliehen in Österreich', 'Gewerbeordnung 1994 (GewO), abrufbar unter', 'Offenlegung nach § 25 Mediengesetz', 'Medieninhaber:'],
    en: ['granted in Austria', 'Austrian Trade Act (Gewerbeordnung 1994), available at', 'Media disclosure (Austrian Media Act, § 25)', 'Media owner (Medieninhaber):'],
    pt: ['concedida na Áustria', 'Gewerbeordnung 1994 (lei austríaca das atividades profissionais), disponível em', 'Divulgação nos termos da lei austríaca dos meios de comunicação (Mediengesetz, § 25)', 'Proprietário do meio de comunicação (Medieninhaber):'],
    es: ['otorgada en Austria', 'Gewerbeordnung 1994 (ley austriaca de actividades profesionales), disponible en', 'Divulgación según la ley austriaca de medios de comunicación (Mediengesetz, § 25)', 'Titular del medio (Medieninhaber):'],
    fr: ['délivrée en Autriche', 'Gewerbeordnung 1994 (loi autrichienne sur les activités professionnelles), consultable sur', 'Déclaration de propriété du média (loi autrichienne sur les médias, Mediengesetz, § 25)', 'Propriétaire du média (Medieninhaber) :'],
  }

  it('an operator established in Austria gives, in every language, the Impressum’s lines without its capital, its trade (ECG § 5) and its media disclosure (MedienG § 25)', async () => {
    expect(document.body.textContent).not.toContain('Medieninhaber')
    await renderNotice('de')
    expect(document.body.textContent, 'no other operator').not.toMatch(/Medieninhaber|Gewerbeordnung/)
    document.body.innerHTML = ''
    buildWith({ operatorInAustria: true, operatorInEu: true })
    configureWith({ ...withoutLines('rcs', 'cnpj'), austrianNotice: AUSTRIAN })
    for (const locale of CATALOG_LOCALES) {
      expect((await renderNotice(locale)).sort(), locale).toEqual(locale === 'fr' ? ['host', 'legalForm', 'phone', 'publicationDirector', 'register', 'representative', 'vatId'] : ['legalForm', 'phone', 'register', 'representative', 'vatId'])
      const text = (document.body.textContent ?? '').replace(/\u00a0/g, ' ')
      for (const value of Object.values(AUSTRIAN)) expect(text, locale).toContain(value)
      for (const term of AUSTRIAN_TERMS[locale]) expect(text, locale).toContain(term.replace(/\u00a0/g, ' '))
      expect(text, `${locale}: the media owner's name and seat`).toContain(`${siteConfig.operator.name}, ${siteConfig.operator.address}`)
      expect(screen.getByRole('link', { name: 'https://www.ris.bka.gv.at/' }), locale).toHaveAttribute('href', 'https://www.ris.bka.gv.at/')
      document.body.innerHTML = ''
    }
    // A line set to none is left out; the disclosure's owner and what it does stay.
    configureWith({ ...withoutLines('rcs', 'cnpj'), austrianNotice: { ...AUSTRIAN, owners: undefined, mediaLine: undefined, chamber: undefined } })
    await renderNotice('de')
    expect(screen.queryByText('Beteiligungsverhältnisse:')).toBeNull()
    expect(screen.queryByText('Grundlegende Richtung:')).toBeNull()
    expect(screen.queryByText('Kammer:')).toBeNull()
    expect(screen.getByText('Unternehmensgegenstand:').nextElementSibling?.textContent).toBe(AUSTRIAN.purpose)
  })

  it('an operator established in Belgium gives its legal form, enterprise number and VAT number in every language, the Portuguese too (CSA art. 2:20)', async () => {
    buildWith({ operatorInBelgium: true, operatorInEu: true })
    configureWith(withoutLines('rcs', 'cnpj'))
    expect((await renderNotice('pt')).sort()).toEqual(['legalForm', 'phone', 'register', 'vatId'])
    expect(screen.getByText('Natureza jurídica:').nextElementSibling?.textContent).toBe(LINES.legalForm)
    document.body.innerHTML = ''
    for (const locale of ['en', 'es', 'fr', 'de'] as const) {
      expect(await renderNotice(locale), locale).toEqual(expect.arrayContaining(['legalForm', 'register', 'vatId']))
      document.body.innerHTML = ''
    }
  })

  it('an operator established in Ireland gives its legal form, register entry and VAT number in every language, and says its address is the registered office (Companies Act 2014, s. 151)', async () => {
    const address = siteConfig.operator.address
    await renderNotice('en')
    expect(document.body.textContent, 'no other operator').not.toContain('Registered office')
    document.body.innerHTML = ''
    buildWith({ operatorInIreland: true, operatorInEu: true })
    configureWith(withoutLines('rcs', 'cnpj'))
    const seat = { pt: 'Sede: ', en: 'Registered office: ', es: 'Domicilio social: ', fr: 'Siège social : ', de: 'Sitz: ' } as const
    for (const locale of CATALOG_LOCALES) {
      expect(await renderNotice(locale), locale).toEqual(expect.arrayContaining(['legalForm', 'register', 'vatId']))
      expect(document.querySelector('address')?.textContent?.replace(/\u00a0/g, ' '), locale).toContain(`${seat[locale]}${address}`)
      document.body.innerHTML = ''
    }
  })

  it('an operator established in Australia sets out its ACN with its name and gives its ABN as such, in every language (Corporations Act s. 153(2))', async () => {
    const name = siteConfig.operator.name
    await renderNotice('en')
    expect(document.querySelector('address > span')?.textContent, 'no other operator').toBe(name)
    document.body.innerHTML = ''
    buildWith({ operatorInAustralia: true })
    configureWith({ legalNotice: { ...siteConfig.legalNotice, register: 'ACN 123 456 789', vatId: 'ABN 12 123 456 789', rcs: undefined, cnpj: undefined } })
    const abn = {
      pt: 'Número de identificação empresarial (Australian Business Number):',
      en: 'Australian Business Number:',
      es: 'Número de identificación empresarial (Australian Business Number):',
      fr: 'Numéro d’identification (Australian Business Number) :',
      de: 'Identifikationsnummer (Australian Business Number):',
    } as const
    for (const locale of CATALOG_LOCALES) {
      await renderNotice(locale)
      expect(document.querySelector('address > span')?.textContent, locale).toBe(`${name} (ACN 123 456 789)`)
      expect(document.body.textContent?.match(/ACN 123 456 789/g), `${locale}: the ACN once, with the name`).toHaveLength(1)
      expect(screen.getByText(abn[locale]).nextElementSibling?.textContent, locale).toBe('ABN 12 123 456 789')
      document.body.innerHTML = ''
    }
  })
})
