import { Trans } from '@lingui/react/macro'
import { operatorInAustralia } from 'virtual:site'
import { siteConfig } from '../../config/site'
import { MailLink } from './legal-page'

// Australia's Privacy Act 1988 asks a privacy policy to say how to complain about a breach of the
// Australian Privacy Principles and how the complaint is handled (APP 1.4(e)): to the organisation
// first, then to the Office of the Australian Information Commissioner (s. 40(1A)). It binds an
// operator established in Australia towards every reader (s. 5B), whose policy then also says that it
// stays accountable for what a provider abroad handles (APP 8.1, s. 16C) and whether a computer
// program takes part in decisions that significantly affect a person (APP 1.7, since 10 December
// 2026). On the English pages of an operator established elsewhere, readers in Australia are told
// the complaint route alone.

/** The rights' paragraph for Australia: to every reader of an operator established there, to readers there on the English pages. */
export function AustralianPrivacy() {
  const { dpoEmail } = siteConfig
  return operatorInAustralia ? (
    <p>
      <Trans comment="Privacy, rights (every language, when the operator is established in Australia, whose Privacy Act 1988 then binds it towards every reader): the Act applies, and the operator stays accountable for data a provider abroad handles (APP 8.1); religious data is “sensitive information” under it; no computer program takes part in a decision that significantly affects the reader (APP 1.7); complaints go to the operator first, answered in writing within 30 days, then to the Office of the Australian Information Commissioner, OAIC (APP 1.4(e); s. 40(1A)). The link is the data protection officer’s address. Keep the Act’s and the OAIC’s names in English, with oaic.gov.au; “sensitive information” in English in quotation marks, with your language’s words after it if you wish">
        Because we are established in Australia, the Privacy Act 1988 (Cth) and its Australian Privacy Principles apply
        to our handling of your personal information, wherever you live, and we remain accountable for it when a
        provider outside Australia handles it for us. What this policy calls a special category of personal data is
        “sensitive information” under that Act. We use no computer program to make, or to do anything substantially
        and directly related to making, a decision that could significantly affect your rights or interests. If you
        believe we have breached the Australian Privacy Principles, please complain to us first at{' '}
        <MailLink address={dpoEmail}>{dpoEmail}</MailLink>: we will acknowledge your complaint, look into it and reply
        in writing within 30 days. If you are not satisfied with our reply, or receive none within 30 days, you can
        complain to the Office of the Australian Information Commissioner (OAIC), oaic.gov.au.
      </Trans>
    </p>
  ) : (
    <p>
      <Trans comment="Privacy, rights (shown on the English pages only, read in Australia, when the operator is established elsewhere): under the Privacy Act 1988, religious data is “sensitive information”; complaints about a breach of the Australian Privacy Principles go to the operator first, answered in writing within 30 days, then to the Office of the Australian Information Commissioner, OAIC (APP 1.4(e); s. 40(1A)). The link is the data protection officer’s address. Keep the Act’s and the OAIC’s names in English, with oaic.gov.au">
        If you live in Australia: what this policy calls a special category of personal data is “sensitive
        information” under the Privacy Act 1988 (Cth). If you believe we have breached the Australian Privacy
        Principles, please complain to us first at <MailLink address={dpoEmail}>{dpoEmail}</MailLink>: we will
        acknowledge your complaint, look into it and reply in writing within 30 days. If you are not satisfied with our
        reply, or receive none within 30 days, you can complain to the Office of the Australian Information
        Commissioner (OAIC), oaic.gov.au.
      </Trans>
    </p>
  )
}
