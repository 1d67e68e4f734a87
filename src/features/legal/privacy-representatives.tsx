import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { swissRepresentative as swissRepresentativeText, ukRepresentative as ukRepresentativeText } from 'virtual:site'
import { siteConfig } from '../../config/site'
import { MailLink } from './legal-page'

/**
 * The controller's representatives, after the controller in the privacy policy, each where the
 * operator has one: in the EU (GDPR art. 27(1) and 13(1)(a); VITE_EU_REPRESENTATIVE), in the United
 * Kingdom (UK GDPR art. 27; VITE_UK_REPRESENTATIVE) and in Switzerland, whose name and address the
 * controller must publish (FADP art. 14(3); VITE_SWISS_REPRESENTATIVE). Every language names them:
 * readers of each language live in those countries.
 */
export function PrivacyRepresentatives() {
  const { euRepresentative, euRepresentativeContact } = siteConfig
  const euRepresentativeEmail = euRepresentativeContact.email
  const ukRepresentative = ukRepresentativeText && <WithMailLinks text={ukRepresentativeText} />
  const swissRepresentative = swissRepresentativeText && <WithMailLinks text={swissRepresentativeText} />
  return (
    <>
      {euRepresentative && (
        <p>
          {euRepresentativeEmail ? (
            <Trans comment="Privacy: the controller’s representative in the EU (GDPR art. 27), shown when the operator has one; euRepresentative is its name and postal address, the link its email address">
              Our representative in the European Union is {euRepresentative} (
              <MailLink address={euRepresentativeEmail}>{euRepresentativeEmail}</MailLink>). You can also turn to them with
              any question about your data.
            </Trans>
          ) : (
            <Trans comment="Privacy: the controller’s representative in the EU (GDPR art. 27), shown when the operator has one; euRepresentative is its name and postal address">
              Our representative in the European Union is {euRepresentative}. You can also turn to them with any question
              about your data.
            </Trans>
          )}
        </p>
      )}
      {ukRepresentative && (
        <p>
          <Trans comment="Privacy: the controller’s representative in the United Kingdom (UK GDPR art. 27), shown when the operator has one; ukRepresentative is its name, postal address and contact details as the operator wrote them, each email address a link (keep it where it is, after “is” or a colon, so that nothing has to agree with it). “UK GDPR” is the British law’s name">
            Our representative in the United Kingdom is {ukRepresentative} (UK GDPR, art. 27).
          </Trans>
        </p>
      )}
      {swissRepresentative && (
        <p>
          <Trans comment="Privacy: the controller’s representative in Switzerland (Swiss Federal Act on Data Protection, FADP, art. 14), shown when the operator has one; swissRepresentative is its name, postal address and contact details as the operator wrote them (keep it after “is” or a colon). fr: LPD; de: DSG, “Vertretung”">
            Our representative in Switzerland is {swissRepresentative} (Swiss FADP, art. 14).
          </Trans>
        </p>
      )}
    </>
  )
}

/** An email address within a line the operator wrote, not followed by the sentence's own punctuation. */
const EMAIL = /[^\s,;:()<>]+@[^\s,;:()<>]+\.[a-z]{2,}/gi

/** A representative's line as the operator wrote it, each email address in it a link to write to. */
function WithMailLinks({ text }: { text: string }) {
  const parts: ReactNode[] = []
  let last = 0
  for (const { 0: address, index } of text.matchAll(EMAIL)) {
    parts.push(text.slice(last, index), <MailLink key={index} address={address}>{address}</MailLink>)
    last = index + address.length
  }
  parts.push(text.slice(last))
  return <>{parts}</>
}
