import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { siteConfig } from '../../src/config/site'
import { LegalNotice } from '../../src/features/legal/legal-notice'
import { activateLocale } from '../../src/i18n/activate'
import { CATALOG_LOCALES, type CatalogLocale } from '../../src/i18n/locales'
import { buildWith, configureWith } from './site-build'

// The site's defaults are placeholders that say which line they fill.
const LINES = {
  legalForm: 'Example legal form',
  representative: 'Example Representative',
  register: 'Example Register Court, HRB 00000',
  vatId: 'XX000000000',
  phone: '+00 00 0000 0000',
  shareCapital: 'Example share capital',
  rcs: 'RCS Example 000 000 000',
  publicationDirector: 'Example Publication Director',
  cnpj: '00.000.000/0000-00',
  host: 'Example Hosting Provider',
} as const

/** Renders the notice in a language, with the settings of `configureWith` (tests/unit/site-build.ts). */
async function renderNotice(locale: CatalogLocale) {
  await activateLocale(locale)
  render(
    <I18nProvider i18n={i18n}>
      <LegalNotice />
    </I18nProvider>,
  )
  const text = document.body.textContent ?? ''
  return Object.entries(LINES)
    .filter(([, value]) => text.includes(value))
    .map(([line]) => line)
}

/** The notice's lines, with these set to `none`. */
const withoutLines = (...lines: Array<keyof typeof siteConfig.legalNotice>) => ({
  legalNotice: { ...siteConfig.legalNotice, ...Object.fromEntries(lines.map((line) => [line, undefined])) },
})

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the legal notice names what each market’s law asks for', () => {
  it('Impressum (de, § 5 DDG): legal form, representatives, phone, register and VAT id; a Brazilian company’s CNPJ, said to be its tax id', async () => {
    expect((await renderNotice('de')).sort()).toEqual(['cnpj', 'legalForm', 'phone', 'register', 'representative', 'vatId'])
    expect(screen.getByText('CNPJ (brasilianische Steuernummer des Unternehmens):')).toBeTruthy()
    expect(screen.getByText('Vertreten durch:', { exact: false })).toBeTruthy()
    // Cited for no law: the operator may be established outside Germany, where § 5 DDG does not bind it.
    expect(document.body.textContent).not.toContain('§ 5 DDG')
    // The phone is a link that dials it.
    expect(screen.getByRole('link', { name: LINES.phone }).getAttribute('href')).toBe('tel:+000000000000')
  })

  it('mentions légales (fr, LCEN art. 6): also share capital, RCS, publication director and the host', async () => {
    expect((await renderNotice('fr')).sort()).toEqual(
      ['cnpj', 'host', 'legalForm', 'phone', 'publicationDirector', 'rcs', 'representative', 'shareCapital', 'vatId'].sort(),
    )
  })

  it('mentions légales of a company with no RCS entry (one established abroad): the register it is entered in, under the same term', async () => {
    configureWith(withoutLines('rcs'))
    expect(await renderNotice('fr')).toContain('register')
    expect(screen.getByText('Immatriculation :').nextElementSibling?.textContent).toBe(LINES.register)
    expect(screen.queryByText('Registre du commerce :')).toBeNull()
  })

  it('a French company’s RCS entry is its register entry in the other languages (§ 5 DDG, e-Commerce Directive art. 5)', async () => {
    configureWith(withoutLines('register'))
    const terms = { de: 'Registereintrag:', en: 'Company register:', es: 'Datos registrales:' } as const
    for (const [locale, term] of Object.entries(terms) as Array<[keyof typeof terms, string]>) {
      expect(await renderNotice(locale), locale).toContain('rcs')
      expect(screen.getByText(term).nextElementSibling?.textContent, locale).toBe(LINES.rcs)
      document.body.innerHTML = ''
    }
  })

  it('legal notice (en, es): the company’s identity as in the Impressum, and a Brazilian company’s CNPJ', async () => {
    for (const locale of ['en', 'es'] as const) {
      expect((await renderNotice(locale)).sort(), locale).toEqual(['cnpj', 'legalForm', 'phone', 'register', 'representative', 'vatId'])
      document.body.innerHTML = ''
    }
  })

  it('informações legais (pt, Decreto 7.962/2013): the CNPJ, without the European registers', async () => {
    expect((await renderNotice('pt')).sort()).toEqual(['cnpj', 'phone'])
  })

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

  it('informações legais of a company with no CNPJ (one established abroad): the register entry and tax id that identify it (art. 2 I)', async () => {
    configureWith(withoutLines('cnpj'))
    expect((await renderNotice('pt')).sort()).toEqual(['phone', 'register', 'vatId'])
    expect(screen.getByText('Registro da empresa:').nextElementSibling?.textContent).toBe(LINES.register)
    expect(screen.getByText('Identificação fiscal:').nextElementSibling?.textContent).toBe(LINES.vatId)
  })

  it('every language names the operator and carries both stores’ trademark lines', async () => {
    for (const locale of ['pt', 'en', 'es', 'fr', 'de'] as const) {
      await renderNotice(locale)
      const text = document.body.textContent ?? ''
      expect(text, locale).toContain(siteConfig.operator.name)
      expect(text, locale).toContain('Apple Inc.')
      expect(text, locale).toContain('Google LLC')
      document.body.innerHTML = ''
    }
  })

  it('names the EU representative of an operator outside the EEA, with its email and phone as links (DSA art. 13(4)), in every language', async () => {
    const representative = 'EU-Rep Selah GmbH, Hauptstraße 5, 10115 Berlin'
    configureWith({ euRepresentative: representative, euRepresentativeContact: { email: 'selah@eu-rep.de', phone: '+49 30 1234567' } })
    const leadIns = { pt: 'Nosso representante legal na União Europeia', en: 'Our legal representative in the European Union', es: 'Nuestro representante en la Unión Europea', fr: 'Notre représentant légal dans l’Union européenne', de: 'Unser Vertreter in der Europäischen Union' }
    for (const [locale, leadIn] of Object.entries(leadIns) as Array<[CatalogLocale, string]>) {
      await renderNotice(locale)
      const paragraph = screen.getByText(representative).closest('p')
      expect(paragraph?.textContent, locale).toMatch(new RegExp(`^${leadIn} \\(.*[Aa]rt\\. 13.*\\)\\s?: ${representative}, selah@eu-rep\\.de, \\+49 30 1234567$`))
      expect(screen.getByRole('link', { name: 'selah@eu-rep.de' }).getAttribute('href')).toBe('mailto:selah@eu-rep.de')
      expect(screen.getByRole('link', { name: '+49 30 1234567' }).getAttribute('href')).toBe('tel:+49301234567')
      document.body.innerHTML = ''
    }
  })

  it('calls a VAT id the EU’s only for an operator established in the EU; elsewhere, a neutral term that fits a British VAT number and a Mexican RFC alike', async () => {
    buildWith({ operatorInEu: true })
    await renderNotice('de')
    expect(screen.getByText('Umsatzsteuer-Identifikationsnummer:').nextElementSibling?.textContent).toBe(LINES.vatId)
    document.body.innerHTML = ''
    await renderNotice('fr')
    expect(screen.getByText(/^Numéro de TVA intracommunautaire/)).toBeTruthy()
    document.body.innerHTML = ''
    buildWith({ operatorInEu: false })
    // With no CNPJ, so that the Portuguese notice gives the tax id too.
    configureWith(withoutLines('cnpj'))
    // (Testing Library reads a no-break space as a space, French's before the colon too.)
    const neutral = { pt: 'Identificação fiscal:', en: 'Tax identification number:', es: 'Identificación tributaria:', fr: 'Identifiant fiscal :', de: 'Steuernummer:' }
    for (const [locale, term] of Object.entries(neutral) as Array<[CatalogLocale, string]>) {
      document.body.innerHTML = ''
      await renderNotice(locale)
      expect(screen.getByText(term).nextElementSibling?.textContent, locale).toBe(LINES.vatId)
      expect(document.body.textContent, `${locale}: no VAT, no IVA, no TVA, no Umsatzsteuer`).not.toMatch(/VAT|IVA|TVA|Umsatzsteuer/)
    }
  })

  it('names the code of conduct the operator has signed, with a link to read it (LSSI art. 10.1.f), in every language, and none unless set', async () => {
    const leadIns = { pt: 'Código de conduta ao qual aderimos', en: 'The code of conduct we have signed', es: 'Código de conducta al que estamos adheridos', fr: 'Code de conduite auquel nous avons adhéré', de: 'Verhaltenskodex, dem wir uns unterworfen haben' }
    for (const [locale, leadIn] of Object.entries(leadIns) as Array<[CatalogLocale, string]>) {
      configureWith({})
      await renderNotice(locale)
      expect(document.body.textContent, locale).not.toContain(leadIn)
      document.body.innerHTML = ''
      configureWith({ codeOfConduct: { name: 'Código Ético de Confianza Online', url: 'https://www.confianzaonline.es/codigo-etico/' } })
      await renderNotice(locale)
      const colon = locale === 'fr' ? ' :' : ':'
      expect(screen.getByText(/Confianza Online/).textContent?.replace(/\s/g, ' '), locale).toBe(`${leadIn}${colon} Código Ético de Confianza Online, https://www.confianzaonline.es/codigo-etico/.`)
      expect(screen.getByRole('link', { name: 'https://www.confianzaonline.es/codigo-etico/' }).getAttribute('href')).toBe('https://www.confianzaonline.es/codigo-etico/')
      document.body.innerHTML = ''
    }
  })

  it('names no EU representative for an operator that has none', async () => {
    await renderNotice('de')
    expect(document.body.textContent).not.toContain('Vertreter in der Europäischen Union')
  })

  it('leaves out a line the operator set to `none`', async () => {
    configureWith(withoutLines('vatId', 'register', 'rcs'))
    expect((await renderNotice('de')).sort()).toEqual(['cnpj', 'legalForm', 'phone', 'representative'])
    expect(screen.queryByText('Registereintrag:', { exact: false })).toBeNull()
  })
})
