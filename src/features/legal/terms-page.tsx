import { Trans } from '@lingui/react/macro'
import { siteConfig } from '../../config/site'
import { textLinkClass } from '../../components/text-link'
import { buildMailto } from '../../lib/mailto'
import { LegalPage, LegalSection } from './legal-page'


export function TermsPage() {
  const { appName, legalEmail, termsUpdated } = siteConfig
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
          <Trans comment="Terms: limitations">
            We work hard to keep {appName} available and accurate, but we provide it as it is, without guarantees. The app
            supports your spiritual life; it does not replace professional medical, psychological or legal advice. To the
            extent the law allows, we are not liable for indirect losses arising from your use of the app.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="contact" title={<Trans comment="Terms section heading">Contact</Trans>}>
        <p>
          <Trans comment="Terms: contact; the link is the legal e-mail address">
            Questions about these terms? Write to our legal team at{' '}
            <a href={buildMailto(legalEmail)} className={textLinkClass} translate="no">
              {legalEmail}
            </a>
            .
          </Trans>
        </p>
      </LegalSection>
    </LegalPage>
  )
}
