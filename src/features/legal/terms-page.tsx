import { Trans } from '@lingui/react/macro'
import { siteConfig } from '../../config/site'
import { LegalPage, LegalSection, MailLink } from './legal-page'

export function TermsPage() {
  const { appName, legalEmail, termsUpdated } = siteConfig
  const { name: operatorName, address: operatorAddress, email: operatorEmail } = siteConfig.operator
  return (
    <LegalPage title={<Trans comment="Terms page heading (h1)">Terms of use</Trans>} updated={termsUpdated}>
      <LegalSection id="acceptance" title={<Trans comment="Terms section heading">Acceptance of these terms</Trans>}>
        <p>
          <Trans comment="Terms: acceptance">
            By downloading or using {appName}, or by using this website, you agree to these terms. If you do not agree,
            please do not use the app. We may update these terms; when we make important changes, we will tell you in the
            app before they apply.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="use" title={<Trans comment="Terms section heading">Using the service</Trans>}>
        <p>
          <Trans comment="Terms: use of service">
            {appName} is for personal, non-commercial use. Please use it with respect: do not break the law, harass
            others, or try to disrupt or copy the service. The free plan is free; premium plans are subscriptions billed
            by your app store, which you can cancel at any time in your store account.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="content" title={<Trans comment="Terms section heading">Your content</Trans>}>
        <p>
          <Trans comment="Terms: user content">
            What you write in the app stays yours. Your journal is private. When you post in the community, you allow us to
            show that post to other members, and you are responsible for it. We may remove posts that are hurtful,
            unlawful or off-topic.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="limitations" title={<Trans comment="Terms section heading">Limitations</Trans>}>
        <p>
          <Trans comment="Terms: limitations, the service">
            We work hard to keep {appName} available and accurate, but we provide it as it is and cannot promise that it
            will always work without interruptions or errors. The app supports your spiritual life; it does not replace
            professional medical, psychological or legal advice.
          </Trans>
        </p>
        <p>
          <Trans comment="Terms: liability. Follow your consumer law rather than the words: pt keeps the rights of the Código de Defesa do Consumidor; fr “sans préjudice des garanties légales”; de the usual clause (unlimited for intent, gross negligence and injury to life, body or health; limited for slight negligence); es “sin perjuicio de los derechos que te reconoce la ley”">
            We are liable without limit for damage we cause intentionally or through gross negligence, and for injury to
            life, body or health. For slight negligence we are liable only when we breach an essential obligation, and only
            for the typical, foreseeable damage. Nothing in these terms limits the rights that consumer law gives you.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="contact" title={<Trans comment="Terms section heading">Contact</Trans>}>
        <p>
          <Trans comment="Terms: contact; the link is the legal e-mail address">
            Questions about these terms? Write to our legal team at <MailLink address={legalEmail}>{legalEmail}</MailLink>.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="legal-notice" title={<Trans comment="Terms section heading: the operator’s legal notice (de: Impressum; fr: Mentions légales; es: Aviso legal)">Legal notice</Trans>}>
        <p>
          <Trans comment="Terms, legal notice: lead-in before the operator’s name and postal address">{appName} and this website are provided by:</Trans>
        </p>
        <address className="not-italic">
          <span className="block font-semibold" translate="no">
            {operatorName}
          </span>
          <span className="block" translate="no">
            {operatorAddress}
          </span>
          <span className="block">
            <Trans comment="Terms, legal notice: the operator’s e-mail address (a link)">
              E-mail: <MailLink address={operatorEmail}>{operatorEmail}</MailLink>
            </Trans>
          </span>
        </address>
      </LegalSection>
    </LegalPage>
  )
}
