import { Trans } from '@lingui/react/macro'
import { siteConfig } from '../../config/site'
import { LEGAL_NOTICE_ID, LegalNoticeName } from '../../app/legal-notice-name'
import { LegalNotice } from './legal-notice'
import { LegalPage, LegalSection, MailLink } from './legal-page'

export function TermsPage() {
  const { appName, legalEmail, termsUpdated, minimumAge } = siteConfig
  return (
    <LegalPage title={<Trans comment="Terms page heading (h1)">Terms of use</Trans>} updated={termsUpdated}>
      <LegalSection id="scope" title={<Trans comment="Terms section heading: which service the terms govern and how they are agreed to (de: Geltung dieser Bedingungen)">Scope of these terms</Trans>}>
        <p>
          <Trans comment="Terms: scope. The terms are accepted in the app, never by visiting the website (de: § 305 Abs. 2 BGB)">
            These terms apply to the {appName} app. You accept them when you create your account in the app, and you must be
            at least {minimumAge} years old to do so. Reading this website does not commit you to anything.
          </Trans>
        </p>
        <p>
          <Trans comment="Terms: changes. Material changes need notice and the user’s acceptance (de: § 307 BGB)">
            If we want to change these terms in an important way, we will tell you in the app well before the change. The
            new terms apply to you only once you accept them; if you do not, you can close your account at any time.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="use" title={<Trans comment="Terms section heading">Using the service</Trans>}>
        <p>
          <Trans comment="Terms: use of service. The free tier is “the basic version”: use one name for it (de: kostenlose Basisversion)">
            {appName} is for personal, non-commercial use. Please use it with respect: do not break the law, harass
            others, or try to disrupt or copy the service. The basic version costs nothing. Premium is a subscription
            billed by your app store, which you can cancel at any time in your store account.
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
          <Trans comment="Terms: liability. Follow your consumer law rather than the words: pt keeps the rights of the Código de Defesa do Consumidor; fr: no limitation of liability at all (presumed abusive, Code de la consommation R.212-1 6°), only “…sans préjudice des garanties légales, notamment de la garantie légale de conformité”; de the usual clause (unlimited for intent, gross negligence and injury to life, body or health; limited for slight negligence); es “sin perjuicio de los derechos que te reconoce la ley”">
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

      <LegalSection id={LEGAL_NOTICE_ID} title={<LegalNoticeName />}>
        <LegalNotice />
      </LegalSection>
    </LegalPage>
  )
}
