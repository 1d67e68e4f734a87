import { Trans } from '@lingui/react/macro'
import { siteConfig } from '../../config/site'
import { MailLink } from './legal-page'

// Peru's data protection law, Ley 29733, with its Reglamento (Decreto Supremo 016-2024-JUS), for an
// operator established there, which it binds towards every reader: the banks of personal data that
// hold the data, their holder and the processors, each by name and address (art. 18); the rights
// (arts. 18 to 22, and the Reglamento's portability), the request and its deadlines, owed to every
// reader, and the complaint to the Autoridad Nacional de Protección de Datos Personales or a habeas
// data claim (art. 24). The Spanish pages of any operator
// give readers in Peru the deadlines and the Autoridad in the rights' paragraphs.

/** Who receives your data: the banks of personal data, their holder and the processors (art. 18). */
export function PeruvianDataBanks() {
  const { name: operatorName, address: operatorAddress } = siteConfig.operator
  const { banks, processors } = siteConfig.peruData
  return (
    <p>
      <Trans comment="Privacy, who receives the data (every language, when the operator is established in Peru, whose law then binds it towards every reader): Peru's Law 29733, art. 18, asks the policy to name the banks of personal data that hold the data, their holder's identity and address, and the processors (“encargados”). banks is the operator's list of its banks with their registration codes, and processors its list of processors with their addresses, both as the operator wrote them (names, codes and postal addresses, shown in every language as they are); operatorName and operatorAddress are the operator's. Keep the law's number and the register's name in Spanish, in brackets after your language's words (es: without the brackets)">
        Because we are established in Peru, its Personal Data Protection Law (Ley N° 29733) applies to your data,
        wherever you live. We keep your data in these banks of personal data, registered with the National Register of
        Personal Data Protection (Registro Nacional de Protección de Datos Personales): {banks}. Their holder is{' '}
        {operatorName}, {operatorAddress}. The service providers that process the data for us, on our instructions,
        are: {processors}.
      </Trans>
    </p>
  )
}

/** Your rights: the rights under Peru's law, how to ask, the deadlines, and where to complain. */
export function PeruvianRights() {
  const { dpoEmail } = siteConfig
  return (
    <p>
      <Trans comment="Privacy, rights (every language, when the operator is established in Peru): Law 29733's rights (information, access, update, inclusion, rectification, deletion, objection, and to stop disclosure to third parties: arts. 18 to 22) and its Reglamento's portability (Decreto Supremo 016-2024-JUS), the request and its deadlines under that Reglamento, owed to every reader wherever they live (8 days for information, 20 for access, 10 for the others; the 20-day and 10-day ones extendable once, by as many days, with the reason given before they end), a shorter one where the reader's own law sets it, and, after a refusal or no reply in time, the complaint to the Autoridad Nacional de Protección de Datos Personales or a habeas data claim in court (art. 24). The link is the data protection officer's address. Keep the Autoridad's name in Spanish, in brackets after your language's words (es: without the brackets)">
        Under Peru’s law you may ask us how we use your data, access it, update, complete, correct or delete it,
        object to its use, stop us from disclosing it to third parties and receive it in a format you can take to
        another service (portability). To do so, write to <MailLink address={dpoEmail}>{dpoEmail}</MailLink>, saying
        who you are and what you ask; we may ask you to confirm your identity. Wherever you live, we reply within 8 days
        to a request for information on how we use your data, within 20 days to a request for access, and within 10
        days to a request to update, complete, correct or delete your data, to object to its use or to stop us from
        disclosing it, or sooner where the law of your country sets a shorter period; we may extend the 20-day and
        10-day periods once, by as many days again, telling you why before they end. If we refuse your request, in
        whole or in part, or do not reply in time, you may complain to the National Authority for Personal Data
        Protection (Autoridad Nacional de Protección de Datos Personales) of the Ministry of Justice and Human Rights, or
        go to court with a habeas data claim (Ley N° 29733, art. 24).
      </Trans>
    </p>
  )
}
