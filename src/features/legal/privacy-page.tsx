import { Trans } from '@lingui/react/macro'
import { siteConfig } from '../../config/site'
import { DeletionRequestButton } from './deletion-request-button'
import { LegalList, LegalPage, LegalSection, MailLink } from './legal-page'

export function PrivacyPage() {
  const { appName, supportEmail, dpoEmail, privacyUpdated } = siteConfig
  const { name: operatorName, address: operatorAddress, email: operatorEmail } = siteConfig.operator
  return (
    <LegalPage title={<Trans comment="Privacy page heading (h1)">Privacy policy</Trans>} updated={privacyUpdated}>
      <p className="text-lg text-ink">
        <Trans comment="Privacy policy introduction">
          Your faith life is personal. This policy explains, in plain words, what {appName} collects, why, and the
          choices you have.
        </Trans>
      </p>

      <LegalSection id="controller" title={<Trans comment="Privacy section heading: who the data controller is">Who is responsible for your data</Trans>}>
        <p>
          <Trans comment="Privacy: the data controller; operatorName and operatorAddress are the company running the app and its postal address; the link is its e-mail address. pt: the controller is the “controlador”">
            {operatorName}, {operatorAddress}, runs {appName} and this website and is responsible for your personal data
            (the “controller”). You can reach us at <MailLink address={operatorEmail}>{operatorEmail}</MailLink>.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="collection" title={<Trans comment="Privacy section heading">Information we collect</Trans>}>
        <p>
          <Trans comment="Privacy: information collection, website">
            On this website we use no cookies, no analytics and no advertising trackers, and we load nothing from other
            companies. The only thing the site keeps is the language you choose, saved in your own browser so the site
            opens in that language next time. It never leaves your device, and clearing your browser’s site data removes
            it.
          </Trans>
        </p>
        <p>
          <Trans comment="Privacy: information collection, messages">
            When you write to us, by e-mail or through the support form (which opens your own e-mail program), we receive
            what you choose to send: usually your name, your e-mail address and your message.
          </Trans>
        </p>
        <p>
          <Trans comment="Privacy: information collection, newsletter. The company that sends it is a processor acting on our instructions (GDPR art. 28; pt: “operador”, LGPD art. 39)">
            When you sign up for the newsletter, we keep your e-mail address and the language of the page you signed up on,
            so that the newsletter reaches you in that language. The company that sends it for us keeps them only on our
            behalf and may use them for nothing else.
          </Trans>
        </p>
        <p>
          <Trans comment="Privacy: information collection, app">
            In the app, we keep the details you give us to create your account, such as your e-mail address, and the
            content you create: journal entries, highlights, notes and community posts. If you buy a premium plan, the
            payment is handled by Apple or Google; we never see your card details.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="sensitive" title={<Trans comment="Privacy section heading: religious content is special-category (sensitive) personal data">Your faith content is sensitive data</Trans>}>
        <p>
          <Trans comment="Privacy: religious content. EU languages: a “special category of personal data” (GDPR art. 9); pt: “dado pessoal sensível” (LGPD art. 5 II and art. 11)">
            Your journal entries, prayer requests and community posts can reveal your religious beliefs. Data protection
            law treats this as a special category of personal data that deserves extra protection. We process it only
            with your explicit consent, which the app asks for before you first use these features. You can withdraw
            your consent at any time, in the app or by writing to us; we then stop using that content and delete it.
            Withdrawing does not make what we did before unlawful.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="usage" title={<Trans comment="Privacy section heading">How we use your information</Trans>}>
        <p>
          <Trans comment="Privacy: data usage">
            We use your information only to provide the app and its features, to answer your questions, and to send you
            the newsletter if you asked for it. We do not sell your data, we do not show you ads, and we do not use your
            journal to build a profile of you.
          </Trans>
        </p>
        <p>
          <Trans comment="Privacy: lead of the list of legal bases">The law allows each of these uses on one of the following grounds:</Trans>
        </p>
        <LegalList>
          <li>
            <Trans comment="Privacy, legal basis (list item). Cite your own law: pt LGPD art. 7 V; EU languages GDPR art. 6(1)(b); es (Latin America): no article needed">
              Your account and the app’s features: the contract between us, that is, our terms of use (GDPR art. 6(1)(b)).
            </Trans>
          </li>
          <li>
            <Trans comment="Privacy, legal basis (list item). pt: LGPD art. 11 I; EU languages: GDPR art. 9(2)(a)">
              Your journal, prayer requests and community posts: your explicit consent (GDPR art. 9(2)(a)).
            </Trans>
          </li>
          <li>
            <Trans comment="Privacy, legal basis (list item). pt: LGPD art. 7 I; EU languages: GDPR art. 6(1)(a)">
              The newsletter: your consent, which you can withdraw with one click (GDPR art. 6(1)(a)).
            </Trans>
          </li>
          <li>
            <Trans comment="Privacy, legal basis (list item). pt: LGPD art. 7 IX; EU languages: GDPR art. 6(1)(f)">
              Answering your messages and keeping the service safe: our legitimate interest in helping you and preventing
              abuse (GDPR art. 6(1)(f)).
            </Trans>
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="retention" title={<Trans comment="Privacy section heading: retention periods">How long we keep your data</Trans>}>
        <LegalList>
          <li>
            <Trans comment="Privacy, retention period (list item)">
              Your account and what you create in the app: as long as you have an account. When you delete it, we erase
              your data within 30 days, and from our backups within a further 60 days.
            </Trans>
          </li>
          <li>
            <Trans comment="Privacy, retention period (list item)">
              Messages to support: up to two years after your last message, in case you write to us again about the same
              matter.
            </Trans>
          </li>
          <li>
            <Trans comment="Privacy, retention period (list item)">Your newsletter address: until you unsubscribe.</Trans>
          </li>
          <li>
            <Trans comment="Privacy, retention period (list item)">Anything the law obliges us to keep: only as long as the law requires.</Trans>
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection id="security" title={<Trans comment="Privacy section heading">How we protect your data</Trans>}>
        <p>
          <Trans comment="Privacy: data security">
            Data travels between your device and our servers over encrypted connections. Only the few people who need it to
            run the service can reach your data, and your journal is never shared with the community. No system is perfect;
            if a breach ever affected you, we would tell you promptly.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="rights" title={<Trans comment="Privacy section heading">Your rights over your data</Trans>}>
        <p>
          <Trans comment="Privacy: data rights. The reply deadline follows the law: pt 15 days (LGPD art. 19 II); EU languages “one month” (GDPR art. 12)">
            At any time you may access, correct or delete your data, receive a copy of it, object to or restrict how we use
            it, and withdraw a consent you gave. You can change most details in the app itself. For anything else, write
            to us and we will reply within one month.
          </Trans>
        </p>
        <p>
          <Trans comment="Privacy: right to complain. Name the authority the reader would turn to: pt the ANPD (Autoridade Nacional de Proteção de Dados); fr the CNIL; de a Datenschutz-Aufsichtsbehörde; es (Latin America) the data protection authority of the reader’s country">
            If you think we handle your data unlawfully, you may also complain to a data protection supervisory authority,
            in particular the one where you live or work.
          </Trans>
        </p>
        <p>
          <Trans comment="Privacy: above the red deletion button">
            To delete your account and all of its data permanently, send us a request. The button below opens your e-mail
            program with the message ready to send.
          </Trans>
        </p>
        <DeletionRequestButton />
      </LegalSection>

      <LegalSection id="contact" title={<Trans comment="Privacy section heading">Contact</Trans>}>
        <p>
          <Trans comment="Privacy: contact; the links are the support address and the data protection officer’s address. pt: the DPO is the “encarregado” (LGPD art. 41)">
            Questions about this policy or your data? Write to <MailLink address={supportEmail}>{supportEmail}</MailLink>,
            or to our data protection officer at <MailLink address={dpoEmail}>{dpoEmail}</MailLink>.
          </Trans>
        </p>
      </LegalSection>
    </LegalPage>
  )
}
