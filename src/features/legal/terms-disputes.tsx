import { Trans } from '@lingui/react/macro'
import { siteConfig } from '../../config/site'
import { textLinkClass } from '../../components/text-link'
import { contentLocale } from '../../i18n/locales'
import { useLocale } from '../../i18n/use-locale'

/** A link to a body's website, its address shown as it is. */
function WebLink({ href }: { href: string }) {
  return (
    <a href={href} className={textLinkClass} translate="no" rel="noopener">
      {href}
    </a>
  )
}

/**
 * The out-of-court dispute resolution a market's law asks the terms to name:
 * - fr, the consumer mediator (Code de la consommation L.612-1, L.616-1, R.616-1), from
 *   VITE_MEDIATOR_NAME and VITE_MEDIATOR_URL (`build:release` refuses a release without them);
 * - de, the § 36 VSBG statement on consumer arbitration, from VITE_CONSUMER_ARBITRATION.
 * The other markets have no such rule, and show nothing.
 */
export function MarketDisputes() {
  const market = contentLocale(useLocale())
  const { mediator, arbitrationBoard } = siteConfig
  if (market === 'fr' && mediator) {
    const mediatorName = mediator.name
    return (
      <p>
        <Trans comment="Terms (shown on the French pages only): the consumer mediator, Code de la consommation L.612-1 and following; mediatorName is its name, the link its website">
          If a dispute with us could not be settled together, you can turn to the consumer mediator free of charge:{' '}
          {mediatorName}, <WebLink href={mediator.url} /> (French Consumer Code, art. L.612-1 and following).
        </Trans>
      </p>
    )
  }
  if (market === 'de') {
    const boardName = arbitrationBoard?.name
    return (
      <p>
        {arbitrationBoard ? (
          <Trans comment="Terms (shown on the German pages only): § 36 VSBG, the operator takes part in proceedings before this consumer arbitration board; boardName is its name and address, the link its website">
            We take part in dispute resolution proceedings before a consumer arbitration board: {boardName},{' '}
            <WebLink href={arbitrationBoard.url} /> (German Consumer Dispute Resolution Act, § 36).
          </Trans>
        ) : (
          <Trans comment="Terms (shown on the German pages only): § 36 VSBG, the operator takes part in no consumer arbitration (de: „Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.“)">
            We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer
            arbitration board (German Consumer Dispute Resolution Act, § 36).
          </Trans>
        )}
      </p>
    )
  }
  return null
}
