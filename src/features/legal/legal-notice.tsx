import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { operatorInAustralia, operatorInAustria, operatorInBelgium, operatorInEu, operatorInFrance, operatorInGermany, operatorInIreland, operatorInPortugal } from 'virtual:site'
import { siteConfig } from '../../config/site'
import { useLocale } from '../../i18n/use-locale'
import { contentLocale, type CatalogLocale } from '../../i18n/locales'
import { AustrianNotice } from './austrian-notice'
import { MailLink, PhoneLink, TermList, WebLink } from './legal-page'

/** A line of the notice beyond name, address and email. */
type NoticeLine = 'legalForm' | 'representative' | 'register' | 'vatId' | 'shareCapital' | 'rcs' | 'publicationDirector' | 'cnpj' | 'phone' | 'host'

/**
 * What each market's notice names, besides the operator's name, postal address and email:
 * - de, the Impressum (§ 5 DDG): legal form, representatives, register, VAT id, a phone number;
 * - fr, the mentions légales (LCEN art. 6 III): also share capital, RCS, the directeur de la
 *   publication and the host; a company with no RCS entry, one established abroad, gives the
 *   register it is entered in, under the same term (Immatriculation), and a French company's RCS
 *   entry is its register entry in the other languages;
 * - pt, the informações legais (Decreto 7.962/2013 art. 2): the CNPJ; a company that has none, one
 *   established abroad, the register entry and the VAT id that identify it instead;
 * - en and es, read in many countries with no one rule: the company's identity, as in the Impressum;
 * - every language, the CNPJ of a Brazilian operator: its tax id, which identifies the company
 *   (Colombia's Ley 1480 art. 50 a asks the es notice for one);
 * - every language, the lines of its own country's notice, for an operator established in France or
 *   Germany (LCEN, § 5 DDG), whose law binds it towards every reader, or in Portugal, whose Companies
 *   Code (Código das Sociedades Comerciais, art. 171) asks a company's websites for its legal form,
 *   registry office and number, tax id (NIPC) and share capital (PORTUGUESE_LINES), or in Austria,
 *   whose E-Commerce Act (§ 5) and Companies Code (UGB § 14) ask for the Impressum's lines, with its
 *   trade and media disclosure besides (AustrianNotice), or in Belgium or Ireland, whose company law
 *   (CSA art. 2:20; Companies Act 2014, s. 151) asks for the legal form and the company's register
 *   entry (COMPANY_LINES); in these four, the address is said to be the registered office.
 * A line set to `none` in the settings is left out everywhere.
 */
export const NOTICE_LINES: Record<CatalogLocale, readonly NoticeLine[]> = {
  de: ['legalForm', 'representative', 'phone', 'register', 'vatId', 'cnpj'],
  fr: ['legalForm', 'shareCapital', 'representative', 'phone', 'rcs', 'vatId', 'cnpj', 'publicationDirector', 'host'],
  pt: ['cnpj', 'phone'],
  en: ['legalForm', 'representative', 'phone', 'register', 'vatId', 'cnpj'],
  es: ['legalForm', 'representative', 'phone', 'register', 'vatId', 'cnpj'],
}

/** What a company established in Portugal shows on every website (Código das Sociedades Comerciais, art. 171). */
const PORTUGUESE_LINES: readonly NoticeLine[] = ['legalForm', 'shareCapital', 'register', 'vatId']

/** What a company established in Belgium or Ireland shows on every website (CSA art. 2:20, CDE art. III.74; Companies Act 2014, s. 151, S.I. 68/2003 reg. 7). */
const COMPANY_LINES: readonly NoticeLine[] = ['legalForm', 'register', 'vatId']

/** The notice's labelled lines, in the order they are shown, with the term each is shown under. */
function noticeTerms(): ReadonlyArray<[Exclude<NoticeLine, 'phone' | 'host'>, ReactNode]> {
  return [
    ['legalForm', <Trans comment="Legal notice, term: the company’s legal form (GmbH, SAS, Ltda.)">Legal form:</Trans>],
    ['shareCapital', <Trans comment="Legal notice, term (fr: capital social; de: Gesellschaftskapital, whatever the legal form: the German pages show it for a French SAS or SARL)">Share capital:</Trans>],
    ['representative', <Trans comment="Legal notice, term before the managing directors’ names (de: Vertreten durch; fr: Représentée par)">Represented by:</Trans>],
    ['register', <Trans comment="Legal notice, term before the company’s entry in its register, the register and the number, from any country (de: Registereintrag; es: Datos registrales, not the Spanish “Registro mercantil”)">Company register:</Trans>],
    ['rcs', <Trans comment="Legal notice, term before the RCS entry, or a foreign company’s entry in its own register (fr: Immatriculation)">Registration:</Trans>],
    [
      'vatId',
      // An EU VAT id is the EU's; a number from elsewhere is its country's own: a VAT number (the
      // United Kingdom, Switzerland) or a tax id after its name (RFC, NIT, CUIT), under a neutral term;
      // an Australian company's is its business number, which Australians never call a tax id (their
      // tax file number is confidential).
      operatorInAustralia ? (
        <Trans comment="Legal notice, term before the Australian Business Number (ABN) of an operator established in Australia, its public business identifier, which Australians never call a tax number (that is the confidential tax file number). en: Australian Business Number; other languages: your words for it, with “Australian” (the value shown after it begins with ABN)">Australian Business Number:</Trans>
      ) : operatorInEu ? (
        <Trans comment="Legal notice, term before the VAT number of an operator established in the EU (de: Umsatzsteuer-Identifikationsnummer, citing no German law: a Spanish or Italian number is not issued under § 27a UStG; fr: Numéro de TVA intracommunautaire)">VAT number:</Trans>
      ) : (
        <Trans comment="Legal notice, term before the tax number of an operator established outside the EU, whatever its country calls it: a UK or Swiss VAT number (GB 123 4567 89, CHE-123.456.789 MWST) or a tax id after its name (RFC SDE210115AB1, NIT 900.123.456-7, CUIT 30-71234567-9). A neutral term that fits them all and says nothing of VAT (pt: Identificação fiscal; es: Identificación tributaria, unlike the EU’s Identificación fiscal; fr: Identifiant fiscal; de: Steuernummer, not Umsatzsteuer-Identifikationsnummer nor Steuer-ID)">Tax identification number:</Trans>
      ),
    ],
    ['publicationDirector', <Trans comment="Legal notice, term (fr: Directeur de la publication)">Publication director:</Trans>],
    ['cnpj', <Trans comment="Legal notice, term before a Brazilian company’s tax id, its CNPJ (issued by the Receita Federal; not its register number); keep “CNPJ”, and say what it is where readers may not know it (pt: just CNPJ:)">CNPJ (Brazilian company tax ID):</Trans>],
  ]
}

/**
 * The legal notice: who provides the app and the site, and the lines the reader's market asks
 * for (NOTICE_LINES), the representative in the EU of an operator outside it (DSA art. 13(4) asks
 * that its name, address, email and phone be public), the code of conduct it has signed, if any,
 * then the stores' trademark lines. The terms page shows it as its own section, `#legal-notice`,
 * which every page's footer links to.
 */
export function LegalNotice() {
  const market = contentLocale(useLocale())
  // An operator established in France, Germany, Austria, Portugal, Belgium or Ireland owes its own law's
  // notice to every reader: its lines join every language's (Australia's ACN joins its name, below).
  const ownLaw = operatorInFrance
    ? NOTICE_LINES.fr
    : operatorInGermany || operatorInAustria
      ? NOTICE_LINES.de
      : operatorInPortugal
        ? PORTUGUESE_LINES
        : operatorInBelgium || operatorInIreland
          ? COMPANY_LINES
          : []
  const shown = new Set([...NOTICE_LINES[market], ...ownLaw])
  // Where company law asks the website to say which address is the registered office (UGB § 14, CSC
  // art. 171, CSA art. 2:20, Companies Act 2014 s. 151).
  const seatNamed = operatorInAustria || operatorInPortugal || operatorInBelgium || operatorInIreland
  // Austria's UGB (§ 14) asks whoever states a GmbH's capital to state what is still unpaid too, and
  // no reader's law asks an Austrian company for it (the French pages' line is French companies').
  if (operatorInAustria) shown.delete('shareCapital')
  const { appName, euRepresentative, euRepresentativeContact, codeOfConduct } = siteConfig
  const codeName = codeOfConduct?.name
  const { name: operatorName, address: operatorAddress, email: operatorEmail } = siteConfig.operator
  const notice = siteConfig.legalNotice
  // A company's one register entry stands under either term: a company with no RCS entry (one
  // established abroad) gives, in French, the register it is in; a French one, elsewhere, its RCS entry.
  const entries = { ...notice, rcs: notice.rcs ?? notice.register, register: notice.register ?? notice.rcs }
  // A company with no CNPJ to name it by (one established abroad) is named by its register entry in
  // Portuguese, and by its tax id, the VAT id, as the CNPJ would name a Brazilian one.
  if (market === 'pt' && notice.cnpj === undefined) {
    shown.add('register')
    shown.add('vatId')
  }
  // An Australian company sets its ACN out with its name (Corporations Act s. 153(2)), not on a line of its own.
  const acnWithName = operatorInAustralia ? notice.register : undefined
  if (acnWithName) {
    shown.delete('register')
    shown.delete('rcs')
  }
  // One register entry under two terms (a French operator's RCS entry on the English pages): the
  // market's own term stays.
  if (shown.has('rcs') && shown.has('register') && entries.rcs === entries.register) shown.delete(NOTICE_LINES[market].includes('rcs') ? 'register' : 'rcs')
  const rows = noticeTerms().flatMap(([key, term]) => {
    const value = shown.has(key) ? entries[key] : undefined
    return value ? [{ key, term, value: <span translate="no">{value}</span> }] : []
  })
  const phone = shown.has('phone') ? notice.phone : undefined
  const host = shown.has('host') && notice.host.name ? notice.host : undefined

  return (
    <>
      <p>
        <Trans comment="Legal notice: lead-in before the operator’s name and postal address. Cite no national law: the operator may be established anywhere (de: no “Angaben gemäß § 5 DDG”, which binds providers established in Germany)">{appName} and this website are provided by:</Trans>
      </p>
      <address className="not-italic">
        <span className="block font-semibold" translate="no">
          {operatorName}
          {acnWithName && (
            <>
              {' '}
              <span className="whitespace-nowrap">({acnWithName})</span>
            </>
          )}
        </span>
        {seatNamed ? (
          <span className="block">
            <Trans comment="Legal notice, for an operator established in Austria, Portugal, Belgium or Ireland, whose company law asks the website to say that the address is the company's registered office (pt: Sede; es: Domicilio social; fr: Siège social; de: Sitz)">
              Registered office: <span translate="no">{operatorAddress}</span>
            </Trans>
          </span>
        ) : (
          <span className="block" translate="no">
            {operatorAddress}
          </span>
        )}
        <span className="block">
          <Trans comment="Legal notice: the operator’s email address (a link)">
            Email: <MailLink address={operatorEmail}>{operatorEmail}</MailLink>
          </Trans>
        </span>
        {phone && (
          <span className="block">
            <Trans comment="Legal notice: the operator’s phone number (a link)">
              Phone: <PhoneLink number={phone} />
            </Trans>
          </span>
        )}
      </address>
      {rows.length > 0 && <TermList rows={rows} />}
      {operatorInAustria && <AustrianNotice />}
      {host && (
        <p>
          <Trans comment="Legal notice, lead-in before the hosting company’s name, address and phone (fr: Hébergeur du site)">This website is hosted by:</Trans>{' '}
          <span translate="no">{[host.name, host.address].filter(Boolean).join(', ')}</span>
          {host.phone && (
            <>
              {', '}
              <PhoneLink number={host.phone} />
            </>
          )}
        </p>
      )}
      {euRepresentative && (
        <p>
          <Trans comment="Legal notice, lead-in before the name, postal address, email and phone of the legal representative in the EU of an operator established outside it (Digital Services Act art. 13; GDPR art. 27). de: Art. 13 DSA, Art. 27 DSGVO; fr: art. 13 du règlement sur les services numériques (DSA), art. 27 du RGPD">
            Our legal representative in the European Union (Digital Services Act, art. 13; GDPR, art. 27):
          </Trans>{' '}
          <span translate="no">{euRepresentative}</span>
          {euRepresentativeContact.email && (
            <>
              {', '}
              <MailLink address={euRepresentativeContact.email}>{euRepresentativeContact.email}</MailLink>
            </>
          )}
          {euRepresentativeContact.phone && (
            <>
              {', '}
              <PhoneLink number={euRepresentativeContact.phone} />
            </>
          )}
        </p>
      )}
      {codeOfConduct && (
        <p>
          <Trans comment="Legal notice: the code of conduct the operator has signed and where to read it, in every language when set (Spain’s LSSI art. 10.1.f; E-Commerce Directive art. 10(2)). codeName is its name as the operator gives it, the link its website. es: Código de conducta al que estamos adheridos">
            The code of conduct we have signed: {codeName}, <WebLink href={codeOfConduct.url} />.
          </Trans>
        </p>
      )}
      <p className="text-base text-muted">
        <Trans comment="Legal notice, trademark line required by Apple; keep Apple, App Store and iPhone as they are">
          Apple, the Apple logo and iPhone are trademarks of Apple Inc., registered in the U.S. and other countries and
          regions. App Store is a service mark of Apple Inc.
        </Trans>{' '}
        <Trans comment="Legal notice, trademark line required by Google; keep Google Play and Android as they are">
          Google Play, the Google Play logo and Android are trademarks of Google LLC.
        </Trans>
      </p>
    </>
  )
}
