// What a release asks of the legal notice by where the operator is established, beyond the lines
// every notice has (src/features/legal/legal-notice.tsx, austrian-notice.tsx): each country's law
// binds its operators towards every reader, so a line it asks for may not be `none` there.
import type { SiteEnv } from './site-schema'

export interface ReleaseProblem {
  name: keyof SiteEnv
  reason: string
}

export const isUnset = (raw: Record<string, unknown>, name: string) => raw[name] === undefined || raw[name] === ''

/**
 * A French société, by its abbreviation (SAS, S.A.R.L., EURL, SCI…) or its name ("société par actions
 * simplifiée", "entreprise unipersonnelle à responsabilité limitée"): not an association or a sole trader.
 */
function isFrenchCompany(legalForm: string | undefined): boolean {
  if (legalForm === undefined) return false
  const abbreviation = legalForm.replace(/[.\s]/g, '').toUpperCase()
  return /^(SA|SAS|SASU|SARL|EURL|SNC|SCS|SCA|SE|SC|SCI|SCP|SCM|SCOP|SCIC|SEL|SELARL|SELAS|SELAFA|SELCA|SEM)$/.test(abbreviation) || /^(soci[ée]t[ée]|entreprise unipersonnelle)(\s|$)/i.test(legalForm)
}

/**
 * A Portuguese sociedade, by its abbreviation (Lda., S.A.) or its name ("sociedade por quotas",
 * "sociedade unipessoal por quotas", "Unipessoal, Lda."): not a sole trader.
 */
function isPortugueseCompany(legalForm: string | undefined): boolean {
  if (legalForm === undefined) return false
  const form = legalForm.replace(/[.,]/g, '').replace(/\s+/g, ' ').trim()
  return /^(lda|sa|unipessoal lda|sociedade .+)$/i.test(form)
}

/**
 * The notice's lines a release may not leave as they are for an operator established in France,
 * Colombia, Portugal, Belgium, Austria or Australia; while the country is unset, Austria's, each on its condition.
 */
export function noticeProblems(raw: Record<string, unknown>, env: SiteEnv, countryUnset: boolean): ReleaseProblem[] {
  const problems: ReleaseProblem[] = []
  const country = env.VITE_OPERATOR_COUNTRY
  // Austria's E-Commerce Act (§ 5 Abs. 1 Z 5, 6) and Media Act (§ 25) ask the website of a provider
  // established there for its chamber, trade licence and trade authority, and for its disclosure as media
  // owner, which every language's notice then gives (src/features/legal/austrian-notice.tsx).
  const inAustria = countryUnset ? 'if you are established in Austria (VITE_OPERATOR_COUNTRY)' : country === 'AT' && 'with the operator established in AT'
  if (inAustria) {
    const austrian = [
      ['VITE_OPERATOR_CHAMBER', "the chamber you belong to (Wirtschaftskammer Wien), E-Commerce-Gesetz § 5 Abs. 1 Z 6; or none, if you belong to none"],
      ['VITE_OPERATOR_TRADE', "your trade licence as your GISA extract words it, which the notice says was granted in Austria, E-Commerce-Gesetz § 5 Abs. 1 Z 6; or none, if your activity needs none"],
      ['VITE_OPERATOR_TRADE_AUTHORITY', "the authority that supervises your trade (Magistratisches Bezirksamt für den 7. Bezirk), E-Commerce-Gesetz § 5 Abs. 1 Z 5; or none, if it needs no licence"],
      ['VITE_OPERATOR_PURPOSE', "what your company does (Unternehmensgegenstand), which the media disclosure gives, Mediengesetz § 25 Abs. 2 and 5"],
      ['VITE_OPERATOR_OWNERS', "your shareholders and their shares, Mediengesetz § 25 Abs. 2; or none, if your counsel finds the site a small website (Abs. 5) and your newsletter gives its own full disclosure"],
      ['VITE_MEDIA_LINE', "the editorial line of the site (grundlegende Richtung), Mediengesetz § 25 Abs. 4; or none, on the same finding"],
    ] as const
    for (const [name, entry] of austrian) {
      if (isUnset(raw, name)) problems.push({ name, reason: `unset, ${inAustria}: name ${entry}; the legal notice gives it in every language` })
    }
    if (!countryUnset && !isUnset(raw, 'VITE_OPERATOR_PURPOSE') && env.VITE_OPERATOR_PURPOSE === undefined) {
      problems.push({ name: 'VITE_OPERATOR_PURPOSE', reason: `none, with the operator established in AT: the media disclosure of every website, a small one too, names what its owner does (Mediengesetz § 25 Abs. 5)` })
    }
  }
  // The LCEN (art. 6 III) asks every publisher established in France, company or association, to name
  // its publication director and its host: `none`, which leaves them out, is for an operator elsewhere.
  if (!countryUnset && country === 'FR') {
    for (const name of ['VITE_PUBLICATION_DIRECTOR', 'VITE_HOST_NAME', 'VITE_HOST_ADDRESS', 'VITE_HOST_PHONE'] as const) {
      if (env[name] === undefined) problems.push({ name, reason: `none, with the operator established in FR: the LCEN (art. 6 III) asks every publisher established in France to name its publication director and its host, with the host's address and phone` })
    }
  }
  // Colombia's consumer statute (Ley 1480 de 2011, art. 50 a) asks a provider established there that
  // offers its products online to give its tax id, the NIT, and a phone number, which its data
  // protection rules also ask of the controller (Decreto 1377 de 2013, art. 13): `none` leaves them out.
  if (!countryUnset && country === 'CO') {
    if (env.VITE_OPERATOR_VAT_ID === undefined) {
      problems.push({ name: 'VITE_OPERATOR_VAT_ID', reason: `none, with the operator established in CO: Colombia's Ley 1480 (art. 50 a) asks a provider offering its products online for its NIT, which the notice then gives in every language; write it after its name (NIT 900.123.456-7)` })
    }
    if (env.VITE_OPERATOR_PHONE === undefined) {
      problems.push({ name: 'VITE_OPERATOR_PHONE', reason: `none, with the operator established in CO: Colombia's Ley 1480 (art. 50 a) and Decreto 1377 (art. 13) ask for a phone number, which the notice then gives in every language` })
    }
  }
  // A French société, civil or commercial, is registered at the RCS and has a share capital, which the
  // LCEN (art. 6 III) asks its notice to give: `none` is for an association or a sole trader.
  if (!countryUnset && country === 'FR' && isFrenchCompany(env.VITE_OPERATOR_LEGAL_FORM)) {
    for (const [name, entry] of [['VITE_OPERATOR_SHARE_CAPITAL', 'its share capital'], ['VITE_OPERATOR_RCS', 'its RCS entry']] as const) {
      if (env[name] === undefined) problems.push({ name, reason: `none, with the operator a French ${env.VITE_OPERATOR_LEGAL_FORM}: every société is registered at the RCS with a share capital, and the LCEN (art. 6 III) asks the notice to give ${entry} (none is for an association or a sole trader)` })
    }
  }
  // Portugal's Companies Code (art. 171) asks a company's websites for its legal form, registry office,
  // registration number and tax id (NIPC), and a sociedade's share capital; the e-commerce decree-law
  // (Decreto-Lei 7/2004, art. 10) every provider's tax id: `none` is for a sole trader's register and capital.
  if (!countryUnset && country === 'PT') {
    const company = isPortugueseCompany(env.VITE_OPERATOR_LEGAL_FORM)
    const needed = [
      ['VITE_OPERATOR_LEGAL_FORM', 'its legal form (sociedade por quotas, sociedade anónima…)', true],
      ['VITE_OPERATOR_VAT_ID', 'its tax id (the NIF or NIPC, as the VAT id PT123456789)', true],
      ['VITE_OPERATOR_REGISTER', 'its registry office and registration number (Conservatória do Registo Comercial de Lisboa, matrícula e NIPC 500 000 000)', company],
      ['VITE_OPERATOR_SHARE_CAPITAL', 'its share capital (5 000 €)', company],
    ] as const
    for (const [name, entry, asked] of needed) {
      if (asked && env[name] === undefined) problems.push({ name, reason: `none, with the operator established in PT: Portugal's Companies Code (art. 171) and Decreto-Lei 7/2004 (art. 10) ask the website of ${company ? `a ${env.VITE_OPERATOR_LEGAL_FORM}` : 'a provider established there'} for ${entry}, which the legal notice then gives in every language` })
    }
  }
  // Belgium's Companies Code (art. 2:20) asks a legal person's website for its legal form and its
  // enterprise number with "RPM" and the court's seat: `none` leaves them out.
  if (!countryUnset && country === 'BE') {
    for (const [name, entry] of [['VITE_OPERATOR_LEGAL_FORM', 'its legal form (SRL, SA, ASBL…)'], ['VITE_OPERATOR_REGISTER', 'its enterprise number with its register (Numéro d’entreprise (BCE) 0712.345.678, RPM Bruxelles)']] as const) {
      if (env[name] === undefined) problems.push({ name, reason: `none, with the operator established in BE: Belgium's Companies Code (art. 2:20) asks a company's website for ${entry}, which the legal notice then gives in every language` })
    }
  }
  // Australia's Corporations Act (s. 153(2)) asks a company to set out its ACN with its name, which the
  // notice then does in every language: a register entry in any other form would read there as the
  // ACN. `none` is for an operator that is no company (an incorporated association, a sole trader);
  // unset, it is the placeholder, which placeholders.ts reports.
  const register = env.VITE_OPERATOR_REGISTER
  if (!countryUnset && country === 'AU' && !isUnset(raw, 'VITE_OPERATOR_REGISTER') && register !== undefined && !/^ACN \d{3} \d{3} \d{3}$/.test(register)) {
    problems.push({ name: 'VITE_OPERATOR_REGISTER', reason: `"${register}", with the operator established in AU: the legal notice sets it out with your name, as the Corporations Act (s. 153(2)) asks of your ACN; give it as ACN 123 456 789, or none if you are no company` })
  }
  return problems
}
