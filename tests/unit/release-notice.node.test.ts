import { describe, expect, it } from 'vitest'
import { releaseProblems, releaseReport } from '../../src/config/release-checks'
import { parseSiteEnv } from '../../src/config/site-schema'
import { DECIDED } from './release-decided'

// The legal notice's lines a release refuses to leave out by where the operator is established: France's
// LCEN (art. 6 III), Colombia's Ley 1480 (art. 50 a), Portugal's Companies Code (art. 171), Belgium's
// (art. 2:20), Austria's E-Commerce and Media Acts, Australia's Corporations Act (s. 153)
// (src/config/release-notice.ts; the notice:
// src/features/legal/legal-notice.tsx).

const problemsOf = (raw: Record<string, string>) => releaseProblems(raw, parseSiteEnv(raw)).map((problem) => problem.name)

describe('what a release refuses to leave out of the legal notice', () => {
  it('refuses an operator established in France none for its publication director and host (LCEN art. 6 III), and takes it elsewhere', () => {
    const none = { VITE_PUBLICATION_DIRECTOR: 'none', VITE_HOST_NAME: 'none', VITE_HOST_ADDRESS: 'none', VITE_HOST_PHONE: 'none' }
    const french = { ...DECIDED, ...none, VITE_OPERATOR_COUNTRY: 'FR' }
    expect(problemsOf(french)).toEqual(['VITE_PUBLICATION_DIRECTOR', 'VITE_HOST_NAME', 'VITE_HOST_ADDRESS', 'VITE_HOST_PHONE'])
    expect(releaseReport(french, parseSiteEnv(french), { release: true })).toContain('VITE_PUBLICATION_DIRECTOR: none, with the operator established in FR: the LCEN (art. 6 III) asks every publisher')
    expect(problemsOf({ ...DECIDED, ...none, VITE_OPERATOR_COUNTRY: 'ES' })).toEqual([])
  })

  it('refuses an operator established in Colombia none for its NIT and phone (Ley 1480 art. 50 a), and takes it elsewhere', () => {
    const colombian = { ...DECIDED, VITE_OPERATOR_COUNTRY: 'CO', VITE_OPERATOR_VAT_ID: 'none', VITE_OPERATOR_PHONE: 'none' }
    expect(problemsOf(colombian)).toEqual(['VITE_OPERATOR_VAT_ID', 'VITE_OPERATOR_PHONE'])
    const report = releaseReport(colombian, parseSiteEnv(colombian), { release: true })
    expect(report).toContain("VITE_OPERATOR_VAT_ID: none, with the operator established in CO: Colombia's Ley 1480 (art. 50 a) asks")
    expect(report).toContain("VITE_OPERATOR_PHONE: none, with the operator established in CO: Colombia's Ley 1480 (art. 50 a) and Decreto 1377 (art. 13) ask for a phone number")
    expect(problemsOf({ ...colombian, VITE_OPERATOR_VAT_ID: 'NIT 900.123.456-7', VITE_OPERATOR_PHONE: '+57 601 742 5588' })).toEqual([])
    expect(problemsOf({ ...colombian, VITE_OPERATOR_COUNTRY: 'MX' })).toEqual([])
  })

  it('refuses a French société none for its RCS entry and share capital (LCEN art. 6 III), and takes it of an association or an operator elsewhere', () => {
    const none = { VITE_OPERATOR_RCS: 'none', VITE_OPERATOR_SHARE_CAPITAL: 'none' }
    const french = (legalForm: string, country = 'FR') => problemsOf({ ...DECIDED, ...none, VITE_OPERATOR_COUNTRY: country, VITE_OPERATOR_LEGAL_FORM: legalForm })
    for (const company of ['SAS', 'S.A.R.L.', 'sasu', 'SA', 'SCI', 'Société par actions simplifiée', 'société anonyme', 'Entreprise unipersonnelle à responsabilité limitée']) {
      expect(french(company), company).toEqual(['VITE_OPERATOR_SHARE_CAPITAL', 'VITE_OPERATOR_RCS'])
    }
    const sas = { ...DECIDED, ...none, VITE_OPERATOR_COUNTRY: 'FR', VITE_OPERATOR_LEGAL_FORM: 'SAS' }
    expect(releaseReport(sas, parseSiteEnv(sas), { release: true })).toContain(
      'VITE_OPERATOR_RCS: none, with the operator a French SAS: every société is registered at the RCS with a share capital, and the LCEN (art. 6 III) asks the notice to give its RCS entry (none is for an association or a sole trader)',
    )
    expect(french('Société'), 'Société').toEqual(['VITE_OPERATOR_SHARE_CAPITAL', 'VITE_OPERATOR_RCS'])
    // Only a form that is, or starts with the name of, a société: not one that ends with an abbreviation or names a société later on.
    for (const other of ['Association loi 1901', 'Entrepreneur individuel', 'Fondation', 'Sociétaire', 'Congrégation religieuse', 'Service public', 'Association des amis de la Société biblique', 'none']) {
      expect(french(other), other).toEqual([])
    }
    expect(french('SAS', 'BE')).toEqual([])
    expect(problemsOf({ ...DECIDED, VITE_OPERATOR_COUNTRY: 'FR', VITE_OPERATOR_LEGAL_FORM: 'SAS', VITE_OPERATOR_RCS: 'RCS Paris 912 345 678', VITE_OPERATOR_SHARE_CAPITAL: '10 000 €' })).toEqual([])
  })

  it('refuses an operator established in Portugal none for its legal form and tax id, and a sociedade none for its register entry and share capital (Companies Code art. 171)', () => {
    const none = { VITE_OPERATOR_REGISTER: 'none', VITE_OPERATOR_SHARE_CAPITAL: 'none' }
    const portuguese = (legalForm: string, country = 'PT') => problemsOf({ ...DECIDED, ...none, VITE_OPERATOR_COUNTRY: country, VITE_OPERATOR_LEGAL_FORM: legalForm })
    // Spaces left around the punctuation it drops, as typed: 'Lda .', 'Unipessoal , Lda.'.
    for (const company of ['Lda.', 'LDA', 'S.A.', 'Unipessoal, Lda.', 'Sociedade por quotas', 'sociedade unipessoal por quotas', 'Sociedade anónima', 'Lda .', 'Unipessoal , Lda.']) {
      expect(portuguese(company), company).toEqual(['VITE_OPERATOR_REGISTER', 'VITE_OPERATOR_SHARE_CAPITAL'])
    }
    const lda = { ...DECIDED, ...none, VITE_OPERATOR_COUNTRY: 'PT', VITE_OPERATOR_LEGAL_FORM: 'Sociedade por quotas' }
    expect(releaseReport(lda, parseSiteEnv(lda), { release: true })).toContain(
      "VITE_OPERATOR_SHARE_CAPITAL: none, with the operator established in PT: Portugal's Companies Code (art. 171) and Decreto-Lei 7/2004 (art. 10) ask the website of a Sociedade por quotas for its share capital (5 000 €)",
    )
    // A sole trader has neither, but a legal form and a tax id, as every provider there.
    for (const other of ['Empresário em nome individual', 'Associação', 'Fundação', 'Sociedades Bíblicas (associação)', 'Cooperativa Lusa', 'Santa Casa da Misericórdia']) {
      expect(portuguese(other), other).toEqual([])
    }
    const unnamed = { ...DECIDED, ...none, VITE_OPERATOR_COUNTRY: 'PT', VITE_OPERATOR_LEGAL_FORM: 'none', VITE_OPERATOR_VAT_ID: 'none' }
    expect(problemsOf(unnamed), 'no legal form: no sociedade, so no register or capital asked').toEqual(['VITE_OPERATOR_LEGAL_FORM', 'VITE_OPERATOR_VAT_ID'])
    expect(releaseReport(unnamed, parseSiteEnv(unnamed), { release: true })).toContain('VITE_OPERATOR_VAT_ID: none, with the operator established in PT: Portugal\'s Companies Code (art. 171) and Decreto-Lei 7/2004 (art. 10) ask the website of a provider established there for its tax id')
    expect(portuguese('Lda.', 'ES')).toEqual([])
    expect(problemsOf({ ...DECIDED, VITE_OPERATOR_COUNTRY: 'PT', VITE_OPERATOR_LEGAL_FORM: 'Lda.', VITE_OPERATOR_REGISTER: 'Conservatória do Registo Comercial de Lisboa, matrícula e NIPC 516 123 450', VITE_OPERATOR_SHARE_CAPITAL: '5 000 €' })).toEqual([])
  })

  it('asks an operator established in Austria for its chamber, trade and trade authority (ECG § 5) and its media disclosure (MedienG § 25), takes none but for what it does, and asks no one else', () => {
    const names = ['VITE_OPERATOR_CHAMBER', 'VITE_OPERATOR_TRADE', 'VITE_OPERATOR_TRADE_AUTHORITY', 'VITE_OPERATOR_PURPOSE', 'VITE_OPERATOR_OWNERS', 'VITE_MEDIA_LINE']
    const austrian = { ...DECIDED, ...Object.fromEntries(names.map((name) => [name, ''])), VITE_OPERATOR_COUNTRY: 'AT' }
    expect(problemsOf(austrian)).toEqual(names)
    expect(releaseReport(austrian, parseSiteEnv(austrian), { release: true })).toContain('VITE_OPERATOR_TRADE_AUTHORITY: unset, with the operator established in AT: name the authority that supervises your trade')
    const none = Object.fromEntries(names.map((name) => [name, 'none']))
    expect(problemsOf({ ...austrian, ...none })).toEqual(['VITE_OPERATOR_PURPOSE'])
    expect(releaseReport({ ...austrian, ...none }, parseSiteEnv({ ...austrian, ...none }), { release: true })).toContain('VITE_OPERATOR_PURPOSE: none, with the operator established in AT: the media disclosure of every website, a small one too, names what its owner does (Mediengesetz § 25 Abs. 5)')
    expect(problemsOf({ ...austrian, ...none, VITE_OPERATOR_PURPOSE: 'Entwicklung und Vertrieb der App Selah' })).toEqual([])
    for (const country of ['ES', 'CH', 'BR']) expect(problemsOf({ ...austrian, VITE_OPERATOR_COUNTRY: country }), country).toEqual([])
  })

  it('refuses an operator established in Belgium none for its legal form and enterprise number (CSA art. 2:20), and takes it elsewhere', () => {
    const belgian = { ...DECIDED, VITE_OPERATOR_COUNTRY: 'BE', VITE_OPERATOR_LEGAL_FORM: 'none', VITE_OPERATOR_REGISTER: 'none' }
    expect(problemsOf(belgian)).toEqual(['VITE_OPERATOR_LEGAL_FORM', 'VITE_OPERATOR_REGISTER'])
    expect(releaseReport(belgian, parseSiteEnv(belgian), { release: true })).toContain("VITE_OPERATOR_REGISTER: none, with the operator established in BE: Belgium's Companies Code (art. 2:20) asks a company's website for its enterprise number")
    expect(problemsOf({ ...belgian, VITE_OPERATOR_LEGAL_FORM: 'SRL', VITE_OPERATOR_REGISTER: 'Numéro d’entreprise (BCE) 0712.345.678, RPM Bruxelles' })).toEqual([])
    expect(problemsOf({ ...belgian, VITE_OPERATOR_COUNTRY: 'NL' })).toEqual([])
  })
  it('refuses an operator established in Australia a register entry other than its ACN, which the notice sets out with its name (Corporations Act s. 153(2)), and takes any elsewhere', () => {
    const australian = {
      ...DECIDED,
      VITE_OPERATOR_COUNTRY: 'AU',
      VITE_GOVERNING_LAW: 'en: New South Wales; pt: Nova Gales do Sul; es: Nueva Gales del Sur; fr: Nouvelle-Galles du Sud; de: New South Wales',
      VITE_OPERATOR_REGISTER: 'ASIC register, no. 123456789',
    }
    expect(problemsOf(australian)).toEqual(['VITE_OPERATOR_REGISTER'])
    expect(releaseReport(australian, parseSiteEnv(australian), { release: true })).toContain('VITE_OPERATOR_REGISTER: "ASIC register, no. 123456789", with the operator established in AU: the legal notice sets it out with your name, as the Corporations Act (s. 153(2)) asks of your ACN; give it as ACN 123 456 789, or none if you are no company')
    expect(problemsOf({ ...australian, VITE_OPERATOR_REGISTER: 'ACN 123 456 789' })).toEqual([])
    expect(problemsOf({ ...australian, VITE_OPERATOR_REGISTER: 'none' })).toEqual([])
    expect(problemsOf({ ...australian, VITE_OPERATOR_REGISTER: '' }), 'the placeholder, reported as such').toEqual([])
    for (const near of ['ACN 123 456 7890', 'ACN 123456789', 'Company ACN 123 456 789', 'ABN 12 123 456 789']) {
      expect(problemsOf({ ...australian, VITE_OPERATOR_REGISTER: near }), near).toEqual(['VITE_OPERATOR_REGISTER'])
    }
    expect(problemsOf({ ...australian, VITE_OPERATOR_COUNTRY: 'CA' })).toEqual([])
  })
})
