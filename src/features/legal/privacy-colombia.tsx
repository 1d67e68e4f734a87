import { Trans } from '@lingui/react/macro'
import { operatorInColombia } from 'virtual:site'
import { siteConfig } from '../../config/site'
import { MailLink, PhoneLink } from './legal-page'

// Colombia's data protection law (Ley 1581 de 2012) rests every use of personal data on the person's
// authorisation, with no contract basis and no legitimate interest. It binds an operator established
// in Colombia towards every reader (art. 2), whose policy is then the Política de Tratamiento de la
// Información that Decreto 1377 de 2013, art. 13 (now Decreto 1074 de 2015, art. 2.2.2.25.3.1)
// describes: the procedure for queries and claims, the authority after it, the policy's dates. On the
// Spanish pages of an operator established elsewhere, its readers in Colombia are told the basis alone.

/** How we use your information: the basis of every use under Colombia's law. */
export function ColombianAuthorization() {
  return operatorInColombia ? (
    <p>
      <Trans comment="Privacy, how data is used (every language, when the operator is established in Colombia, whose law then binds it towards every reader): Colombia's Law 1581 of 2012 rests every use on the person's authorization (no contract basis, no legitimate interest), and this policy is the “Política de Tratamiento de la Información” its regulation describes. Keep that Spanish name in brackets; cite the articles as your language does">
        Because we are established in Colombia, its Law 1581 of 2012 and the regulations under it (Decree 1074 of 2015)
        apply to your data, wherever you live, and this policy is also our information processing policy (política de
        tratamiento de la información). Every use of your data, including for your account, the app’s features, the
        security of the service and your messages, rests on your prior, express and informed authorization (arts. 3
        and 9 of that law), which you give when, after reading this policy, you give us your data (by creating your
        account, writing to us or otherwise), and of which we keep proof. Using what you write about your faith also
        requires your explicit authorization, which you do not have to give (art. 6).
      </Trans>
    </p>
  ) : (
    <p>
      <Trans comment="Privacy (shown on the Spanish pages only, when the operator is established outside Colombia): Colombia's law rests all processing on the person's prior, express and informed authorisation (Ley 1581 de 2012, arts. 3 and 9), with no contract basis; the operator keeps proof of it (art. 17 b), and data on faith needs an explicit one (art. 6)">
        If you live in Colombia: using your data for your account, the app’s features, the security of the service and
        your messages rests on your prior, express and informed authorization (Law 1581 of 2012, arts. 3 and 9), which
        you give when, after reading this policy, you give us your data (by creating your account, writing to us or
        otherwise), and of which we keep proof (art. 17(b)). Using what you write about your faith also requires your
        explicit authorization (art. 6).
      </Trans>
    </p>
  )
}

/**
 * Your rights: those Colombia's law gives, who handles them, the procedure and its deadlines
 * (Ley 1581 arts. 8, 14, 15), and the authority once it is done (art. 16); for an operator
 * established in Colombia, in every language.
 */
export function ColombianRights() {
  const { dpoEmail } = siteConfig
  const phone = siteConfig.legalNotice.phone
  return (
    <>
      <p>
        <Trans comment="Privacy, rights (every language, when the operator is established in Colombia): the data subject's rights under Colombia's Law 1581 of 2012 (art. 8). Keep the authority's name in Spanish: Superintendencia de Industria y Comercio">
          Under Colombia’s law, you have the right to know, update and correct your data; to ask for proof of the
          authorization you gave us; to be told, if you ask, how we have used your data; to revoke your authorization and
          ask us to delete your data, unless a legal or contractual duty obliges us to keep it; to access it free of
          charge; and to file complaints with the Superintendencia de Industria y Comercio (Law 1581 of 2012, art. 8).
        </Trans>
      </p>
      <p>
        <Trans comment="Privacy, rights (every language, when the operator is established in Colombia): the procedure for queries (consultas) and claims (reclamos) under Law 1581 of 2012, arts. 14–16, with its deadlines in business days, and the authority only after it (the “requisito de procedibilidad”). The link is the data protection officer’s address. An incomplete claim: we ask for what is missing within 5 days, and the reader's two months run from that request (art. 15), not 5 days for the reader. Business days are Monday to Friday (fr: jours ouvrés; de: Arbeitstage). es: “peticiones, consultas y reclamos”, “días hábiles”, “desististe”; keep the authority's name in Spanish">
          We handle your requests, queries and claims about your data at{' '}
          <MailLink address={dpoEmail}>{dpoEmail}</MailLink>. Give your name, your account’s email address and what you
          are asking for; for a claim, also describe the facts behind it and attach any documents you want to rely on. We
          may ask you to prove your identity. We answer a query within 10 business days of receiving it (art. 14), and a
          claim within 15 business days from the day after we receive it (art. 15), whatever longer time this policy
          gives elsewhere. If we cannot meet that deadline, we tell you why and when we will answer, which will be no
          later than 5 business days (queries) or 8 business days (claims) after the deadline. If your claim is
          incomplete, we ask you, within 5 days of receiving it, to complete it; if two months pass after our request
          without your doing so, we take it that you have withdrawn it. Once you have gone through this procedure with
          us, you may file a complaint with the Superintendencia de Industria y Comercio, www.sic.gov.co (art. 16).
        </Trans>
        {phone && (
          <>
            {' '}
            <Trans comment="Privacy, rights (every language, when the operator is established in Colombia, whose law asks the controller's phone number in its policy): after the procedure; the link is the phone number">
              You can also call us at <PhoneLink number={phone} />.
            </Trans>
          </>
        )}
      </p>
    </>
  )
}

/** Who receives your data: the transmission contracts and transfers of Colombia's law, and the policy's dates. */
export function ColombianTransfers() {
  return (
    <p>
      <Trans comment="Privacy, recipients (every language, when the operator is established in Colombia): processors abroad act under a data transmission contract (Decree 1074 of 2015, art. 2.2.2.25.5.2); transfers go only to countries the Superintendencia de Industria y Comercio deems adequate, or as art. 26 of Law 1581 allows; the policy's effective date and the databases' term (Decree 1377 of 2013, art. 13). Keep the authority's name in Spanish">
        Companies that process your data for us outside Colombia do so under a data transmission contract that binds
        them to this policy (Decree 1074 of 2015, art. 2.2.2.25.5.2). We transfer data only to countries with an
        adequate level of protection according to the Superintendencia de Industria y Comercio, or in the other cases
        art. 26 of Law 1581 of 2012 allows. This policy takes effect on the date at the top of this page, and our
        databases will exist for as long as we offer the app; your data stays in them only for the periods set out under
        “How long we keep your data”.
      </Trans>
    </p>
  )
}
