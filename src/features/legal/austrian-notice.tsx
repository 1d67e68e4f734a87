import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { siteConfig } from '../../config/site'
import { TermList, WebLink } from './legal-page'

/** Where Austria's federal law, the Trade Act among it, can be read (E-Commerce-Gesetz § 5 Abs. 1 Z 6: "Zugang dazu"). */
const AUSTRIAN_LAW = 'https://www.ris.bka.gv.at/'

/** A line of the notice: its key, term and value. */
type Row = readonly [string, ReactNode, ReactNode]
const asTerm = ([key, term, value]: Row) => ({ key, term, value })

/**
 * What Austrian law adds to the notice of an operator established there, in every language, since
 * it binds the operator towards every reader:
 * - the E-Commerce Act's lines for a trade (§ 5 Abs. 1 Z 5, 6): its chamber, its trade licence and
 *   the state that granted it, the trade rules and where to read them, and its trade authority;
 * - its disclosure as the website's media owner (Mediengesetz § 25): name and seat, what the company
 *   does, its management, and, unless its counsel finds the site a small website (Abs. 5), its
 *   shareholders and editorial line.
 * Each line the operator set to `none` is left out.
 */
export function AustrianNotice() {
  const { chamber, trade, tradeAuthority, purpose, owners, mediaLine } = siteConfig.austrianNotice
  const { name, address } = siteConfig.operator
  const representative = siteConfig.legalNotice.representative
  const tradeRows: Row[] = []
  if (chamber) {
    tradeRows.push(['chamber', <Trans comment="Legal notice of an operator established in Austria, term before the chamber it belongs to, e.g. Wirtschaftskammer Wien (E-Commerce-Gesetz § 5 Abs. 1 Z 6; de: Kammer)">Chamber membership:</Trans>, <span translate="no">{chamber}</span>])
  }
  if (trade) {
    tradeRows.push([
      'trade',
      <Trans comment="Legal notice of an operator established in Austria, term before its trade licence, the Gewerbe as its register words it in German (E-Commerce-Gesetz § 5 Abs. 1 Z 6; de: Gewerbe; pt: Licença profissional (Gewerbe))">Trade licence:</Trans>,
      <>
        <span translate="no">{trade}</span>,{' '}
        <Trans comment="Legal notice of an operator established in Austria: after its trade licence, the member state that granted it (E-Commerce-Gesetz § 5 Abs. 1 Z 6; de: verliehen in Österreich)">granted in Austria</Trans>
      </>,
    ])
    tradeRows.push([
      'rules',
      <Trans comment="Legal notice of an operator established in Austria, term before the rules of its trade (E-Commerce-Gesetz § 5 Abs. 1 Z 6; de: Berufsrecht)">Trade rules:</Trans>,
      <Trans comment="Legal notice of an operator established in Austria: its trade rules, the Austrian Trade Act, keeping its German name, and where to read it (the link, Austria's legal information system). de: Gewerbeordnung 1994 (GewO), abrufbar unter">
        Austrian Trade Act (Gewerbeordnung 1994), available at <WebLink href={AUSTRIAN_LAW} />
      </Trans>,
    ])
  }
  if (tradeAuthority) {
    tradeRows.push(['authority', <Trans comment="Legal notice of an operator established in Austria, term before the authority that supervises its trade, e.g. Magistratisches Bezirksamt für den 7. Bezirk (E-Commerce-Gesetz § 5 Abs. 1 Z 5; de: Aufsichtsbehörde (Gewerbebehörde))">Supervisory authority (trade authority):</Trans>, <span translate="no">{tradeAuthority}</span>])
  }
  const mediaRows: Row[] = [
    ['owner', <Trans comment="Media disclosure of an operator established in Austria (Mediengesetz § 25), term before the operator's name and seat (de: Medieninhaber; keep the German word in brackets in the other languages)">Media owner (Medieninhaber):</Trans>, <span translate="no">{`${name}, ${address}`}</span>],
  ]
  if (purpose) mediaRows.push(['purpose', <Trans comment="Media disclosure of an operator established in Austria (Mediengesetz § 25), term before what the company does (de: Unternehmensgegenstand)">Business activity:</Trans>, <span translate="no">{purpose}</span>])
  if (representative) mediaRows.push(['management', <Trans comment="Media disclosure of an operator established in Austria (Mediengesetz § 25), term before its managing directors (de: Geschäftsführung)">Management:</Trans>, <span translate="no">{representative}</span>])
  if (owners) mediaRows.push(['owners', <Trans comment="Media disclosure of an operator established in Austria (Mediengesetz § 25 Abs. 2), term before its shareholders and their shares (de: Beteiligungsverhältnisse)">Shareholders:</Trans>, <span translate="no">{owners}</span>])
  if (mediaLine) mediaRows.push(['line', <Trans comment="Media disclosure of an operator established in Austria (Mediengesetz § 25 Abs. 4), term before the website's editorial line, as the operator words it (de: Grundlegende Richtung)">Editorial line:</Trans>, <span translate="no">{mediaLine}</span>])
  return (
    <>
      {tradeRows.length > 0 && <TermList rows={tradeRows.map(asTerm)} />}
      <h3 className="font-serif text-lg font-bold text-brand-900">
        <Trans comment="Legal notice of an operator established in Austria: heading of its disclosure as the website's media owner (de: Offenlegung nach § 25 Mediengesetz)">Media disclosure (Austrian Media Act, § 25)</Trans>
      </h3>
      <TermList rows={mediaRows.map(asTerm)} />
    </>
  )
}
