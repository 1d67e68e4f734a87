import { Trans } from '@lingui/react/macro'
import { siteConfig } from '../../config/site'
import { MailLink } from './legal-page'

/**
 * Chile's data protection law, Ley 19.628 as Ley 21.719 rewrote it (in force since 1 December 2026),
 * for an operator established there, which it binds towards every reader (art. 1° bis): the rights
 * (arts. 4 to 9), how to make a request and the deadlines (art. 11), the complaint to the Agencia de
 * Protección de Datos Personales (art. 41), and the legal representative the policy names (art. 14
 * ter b). The Spanish pages of any operator give readers in Chile the deadline and the Agencia in the
 * rights' paragraphs.
 */
export function ChileanRights() {
  const { dpoEmail } = siteConfig
  const { representative } = siteConfig.legalNotice
  return (
    <p>
      <Trans comment="Privacy (every language, when the operator is established in Chile, whose law then binds it towards every reader): Ley 19.628 as amended by Ley 21.719: the rights (arts. 4–9), a request and its deadlines (art. 11: 30 calendar days, extendable once by 30; 2 business days on a temporary block asked with a request to correct, erase or object), the complaint to the Agencia de Protección de Datos Personales within 30 business days (art. 41). The link is the data protection officer’s address. Keep the laws’ numbers and the Agencia’s name in Spanish, in brackets after your language’s words (es: without the brackets)">
        Because we are established in Chile, its Law No. 19,628 (Ley N° 19.628), as amended by Law No. 21,719 (Ley N°
        21.719), applies to your data, wherever you live. It gives you the rights of access, rectification, erasure,
        objection, portability and temporary blocking of your data. To exercise them, write to{' '}
        <MailLink address={dpoEmail}>{dpoEmail}</MailLink>, saying who you are, where we should send our reply and
        which data or use your request concerns and, if you ask for a correction, erasure or objection, what should
        change and why; we may ask you to confirm your identity. We acknowledge your request and reply in writing within
        30 calendar days, which we may extend once, by up to 30 more calendar days; if, with a request to correct, erase
        or object, you ask us to block your data temporarily, we reply to that within 2 business days. If we refuse
        your request, in whole or in part, or you receive no reply in time, you may complain to the Personal Data
        Protection Agency (Agencia de Protección de Datos Personales) within 30 business days of our reply or of the end
        of that time limit.
      </Trans>
      {representative && (
        <>
          {' '}
          <Trans comment="Privacy (every language, when the operator is established in Chile), after the paragraph on Chile's law: the company's legal representative, whom Chile's law asks the policy to name (Ley 19.628 art. 14 ter b); representative is one or more persons' names, so avoid a word that agrees with their gender or number">
            We are legally represented by {representative}.
          </Trans>
        </>
      )}
    </p>
  )
}
