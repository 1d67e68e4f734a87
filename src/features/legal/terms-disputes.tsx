import { Trans } from '@lingui/react/macro'
import { governingLaw, operatorCountry, operatorInBelgium, operatorInEea, operatorInFrance, operatorInGermany, operatorInPortugal } from 'virtual:site'
import { LEGAL_NOTICE_ID } from '../../app/legal-notice-name'
import { LIVRO_DE_RECLAMACOES, siteConfig } from '../../config/site'
import { textLinkClass } from '../../components/text-link'
import { contentLocale } from '../../i18n/locales'
import { useLocale } from '../../i18n/use-locale'
import { LegalSection, WebLink } from './legal-page'

/**
 * The terms' section on the law that governs them and on disputes: the law of the operator's
 * country, named (VITE_OPERATOR_COUNTRY, in the language by the build; its address is in the legal
 * notice), or of its state or nation where the country has several laws (VITE_GOVERNING_LAW), without taking from a consumer the protection of
 * the mandatory rules of their own country or the courts of their home (EU: Rome I art. 6(2),
 * Brussels Ia art. 18(1), and the ECJ's Amazon ruling, C-191/15, on a clause that does not say so;
 * Brazil: CDC art. 101 I; Latin America's consumer laws alike). Then the market's own dispute
 * resolution.
 */
export function LawAndDisputes() {
  const { appName } = siteConfig
  const locale = useLocale()
  const country = operatorCountry[locale]
  const law = governingLaw?.[locale]
  return (
    <LegalSection id="law" title={<Trans comment="Terms section heading: which law governs the terms, and where a dispute goes (de: Anwendbares Recht und Streitigkeiten; fr: Droit applicable et litiges; pt: Lei aplicável e foro; es: Ley aplicable y controversias)">Applicable law and disputes</Trans>}>
      <p>
        {law ? (
          <Trans comment="Terms: governing law, where the operator's country has several laws of contract (a US state, a Canadian province, England and Wales): the law in force where the operator is established, named in brackets: law, the state or nation, then country, each already in the language (settings) (keep both in the brackets, so that no article or preposition has to agree with them); the rest as in the message for a country with one law">
            These terms are governed by the law of the jurisdiction where we are established ({law}, in {country}; see the <a href={`#${LEGAL_NOTICE_ID}`} className={textLinkClass}>legal notice</a> below). If you use {appName} as a consumer, you keep the protection of the mandatory rules in force where you normally live, and you can take a dispute to the courts where you live.
          </Trans>
        ) : (
          <Trans comment="Terms: governing law. The law of the operator's country, named in brackets (country: a setting, already in the language, e.g. “Brazil”; keep it in the brackets, so that no article or preposition has to agree with it); a consumer keeps the protection of the mandatory rules in force where they live (their country's, or their state's or province's where these have laws of their own: Rome I art. 22(1)) and may go to the courts where they live. pt: cite “(Código de Defesa do Consumidor, art. 101, I)” after the courts. The link leads to the legal notice further down the page, which gives the operator's address: name it as the footer does (de Impressum, fr mentions légales, es aviso legal, pt informações legais)">
            These terms are governed by the law of the country where we are established ({country}; see the <a href={`#${LEGAL_NOTICE_ID}`} className={textLinkClass}>legal notice</a> below). If you use {appName} as a consumer, you keep the protection of the mandatory rules in force where you normally live, and you can take a dispute to the courts where you live.
          </Trans>
        )}
      </p>
      <MarketDisputes />
      {operatorInPortugal && <PortugueseDisputes />}
      {siteConfig.complaintsBook && (
        <p>
          <Trans comment="Terms, in every language, when the operator keeps an online complaints book, the Libro de Reclamaciones Peru's consumer code asks every provider to keep (Ley 29571 arts. 150 and 151); the link opens it, a form in Spanish: keep its Spanish name in brackets after your language's words, as in the footer (es: “Libro de Reclamaciones virtual” alone). The reply: within 15 business days, which the provider may not extend (Código de Protección y Defensa del Consumidor, art. 24.1, as Ley 31435 of 2022 amended it); es: “en un plazo no mayor de 15 días hábiles improrrogables (Código de Protección y Defensa del Consumidor, art. 24.1)”">
            You can also file a claim or a complaint in our online{' '}
            <a href={siteConfig.complaintsBook} hrefLang="es" className={textLinkClass} rel="noopener">
              complaints book (Libro de Reclamaciones)
            </a>
            ; we will answer it within 15 business days, a time limit we cannot extend (Consumer Protection and
            Defense Code, art. 24.1).
          </Trans>
        </p>
      )}
    </LegalSection>
  )
}

/**
 * What Portuguese law adds for an operator established there, in every language: a consumer's
 * right to take a small dispute to arbitration, in which the operator must then take part (Lei
 * 24/96, art. 14(2), since Lei 63/2019), with where every such body is listed (Lei 144/2015, art.
 * 18); and the electronic complaints book (Decreto-Lei 156/2005, art. 5.º-B), which the footer links too.
 */
function PortugueseDisputes() {
  return (
    <>
      <p>
        <Trans comment="Terms, in every language, when the operator is established in Portugal: a consumer may take a dispute worth up to 5,000 euros to a Portuguese consumer arbitration centre, and the operator must then take part (Lei 24/96, art. 14, n.º 2, since Lei 63/2019); Portugal's Consumer Portal lists every consumer dispute resolution body (Lei 144/2015, art. 18). Write the amount as your language writes euros (pt: 5.000 euros; fr: 5 000 euros; de: 5.000 Euro). pt: Lei de Defesa do Consumidor de Portugal; Portal do Consumidor">
          If you are a consumer and the dispute is worth no more than €5,000, you can choose to take it to a consumer arbitration centre in Portugal, and we must then take part (Portugal’s Consumer Protection Act, Law 24/96, art. 14(2)). Portugal’s Consumer Portal, <WebLink href="https://www.consumidor.gov.pt/" />, lists every consumer dispute resolution body there.
        </Trans>
      </p>
      <p>
        <Trans comment="Terms, in every language, when the operator is established in Portugal: its electronic complaints book, the Livro de Reclamações Eletrónico Portuguese law asks every provider to make available (Decreto-Lei 156/2005, art. 5.º-B), with the provider's answer within 15 working days; the link opens the platform, in Portuguese: keep its Portuguese name in brackets after your language's words, as in the footer (pt: “Livro de Reclamações Eletrónico” alone, with its official spelling)">
          You can also file a complaint in Portugal’s{' '}
          <a href={LIVRO_DE_RECLAMACOES} hrefLang="pt" className={textLinkClass} rel="noopener">
            electronic complaints book (Livro de Reclamações Eletrónico)
          </a>
          ; we answer within 15 working days.
        </Trans>
      </p>
    </>
  )
}

/**
 * The out-of-court dispute resolution the law of the operator's country, or of a market, asks the
 * terms to name. The EU's ADR Directive (art. 13(1)) binds traders established in the EEA, each
 * country's law as it carries it out, towards every consumer, so the operator's own country decides:
 * - established in France: the consumer mediator (Code de la consommation L.612-1, L.616-1,
 *   R.616-1; VITE_MEDIATOR_NAME and _URL, which `build:release` asks), in every language, the German
 *   pages' too;
 * - established elsewhere in the EEA but Germany: the dispute resolution body it has joined, where it
 *   has (Spain's Ley 7/2017 art. 40, and the like: the same settings, or none), in every language;
 * - established in Germany: the § 36 VSBG statement, from VITE_CONSUMER_ARBITRATION, in every
 *   language (a release refuses it a mediator, which would contradict it);
 * - established outside the EEA: neither law binds it; the French pages name the mediator, and the
 *   German pages the board, it chose to name.
 */
function MarketDisputes() {
  const market = contentLocale(useLocale())
  const { mediator, arbitrationBoard } = siteConfig
  if (operatorInGermany || (market === 'de' && arbitrationBoard && !operatorInEea)) return <ArbitrationStatement />
  const ownBody = operatorInEea && !operatorInFrance
  if (mediator && ownBody) {
    const bodyName = mediator.name
    return (
      <p>
        <Trans comment="Terms (in every language, when the operator is established in the EEA outside France and Germany and names a consumer dispute resolution body: one it has joined, e.g. in Spain an entity accredited under Ley 7/2017, art. 40, or one the law binds it to, as Portugal's arbitration centres, Lei 24/96 art. 14(2)): the body's name and address (bodyName) and website (the link). Say only that the operator takes part in its proceedings, having joined it or as the law requires: the body's own rules say what it costs and how (es: entidad de resolución alternativa de litigios de consumo; de: Verbraucherschlichtungsstelle; fr: organisme de règlement extrajudiciaire des litiges de consommation)">
          If a dispute with us could not be settled together, you can turn to this consumer dispute resolution body, whose
          proceedings we take part in because we have joined it or because the law requires it: {bodyName},{' '}
          <WebLink href={mediator.url} />.
        </Trans>
      </p>
    )
  }
  if (operatorInBelgium && !mediator) {
    return (
      <p>
        <Trans comment="Terms (in every language, when the operator is established in Belgium and has joined no consumer dispute resolution body): Belgium's Consumer Mediation Service, competent for any consumer dispute with a Belgian company, which handles a request itself or passes it to the competent qualified entity (Code de droit économique, Book XVI); free for the consumer. Keep its French name in brackets (de: Ombudsdienst für Verbraucher; fr: Service de Médiation pour le Consommateur alone) and its address as it is; the link is its website">
          If a dispute with us could not be settled after you wrote to us, you can turn free of charge to Belgium’s
          Consumer Mediation Service (Service de Médiation pour le Consommateur), North Gate II, Boulevard du Roi Albert
          II 8 bte 1, 1000 Brussels, <WebLink href="https://mediationconsommateur.be/" />, which handles your request
          itself or passes it to the competent body (Belgian Code of Economic Law, Book XVI).
        </Trans>
      </p>
    )
  }
  if (mediator && (operatorInFrance || market === 'fr')) {
    const mediatorName = mediator.name
    return (
      <p>
        <Trans comment="Terms (shown on the French pages, and in every language when the operator is established in France): the consumer mediator, Code de la consommation L.612-1 and following, with the conditions of L.612-2 (a written complaint to the operator first, then the mediator within one year of it); mediatorName is its name, the link its website">
          If a dispute with us could not be settled after you wrote to us, you can turn to the consumer mediator free of
          charge within one year of your written complaint: {mediatorName}, <WebLink href={mediator.url} /> (French
          Consumer Code, art. L.612-1 and following).
        </Trans>
      </p>
    )
  }
  return null
}

/**
 * The § 36 VSBG statement: whether the operator takes part in consumer arbitration, and before which
 * board. An operator established in Germany owes it on its website and in its terms, so every
 * language gives it; one established outside the EEA, on the German pages, only when it names a board.
 */
function ArbitrationStatement() {
  const { arbitrationBoard } = siteConfig
  const boardName = arbitrationBoard?.name
  return (
    <p>
      {arbitrationBoard ? (
        <Trans comment="Terms (shown on the German pages, and in every language when the operator is established in Germany): § 36 VSBG, the operator takes part in proceedings before this consumer arbitration board; boardName is its name and address, the link its website">
          We take part in dispute resolution proceedings before a consumer arbitration board: {boardName},{' '}
          <WebLink href={arbitrationBoard.url} /> (German Consumer Dispute Resolution Act, § 36).
        </Trans>
      ) : (
        <Trans comment="Terms (shown in every language when the operator is established in Germany): § 36 VSBG, the operator takes part in no consumer arbitration (de: „Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.“)">
          We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer
          arbitration board (German Consumer Dispute Resolution Act, § 36).
        </Trans>
      )}
    </p>
  )
}
