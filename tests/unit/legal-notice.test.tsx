import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { siteConfig } from '../../src/config/site'
import type { CatalogLocale } from '../../src/i18n/locales'
import { LINES, renderNotice, withoutLines } from './legal-notice-render'
import { buildWith, configureWith } from './site-build'

// The legal notice by what each market's law asks of it (legal-notice-operator.test.tsx: by where
// the operator is established).

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
