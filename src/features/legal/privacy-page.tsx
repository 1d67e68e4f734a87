import { Trans, useLingui } from '@lingui/react/macro'
import { Trash2 } from 'lucide-react'
import { siteConfig } from '../../config/site'
import { textLinkClass } from '../../components/text-link'
import { buildMailto } from '../../lib/mailto'
import { LegalPage, LegalSection } from './legal-page'
import { dangerButtonClass } from '../../components/button'


function DeletionRequestButton() {
  const { t } = useLingui()
  const { appName, supportEmail } = siteConfig
  const href = buildMailto(supportEmail, {
    subject: t({ comment: 'Subject of the account deletion e-mail', message: `Account deletion request: ${appName}` }),
    body: t({
      comment: 'Body of the account deletion e-mail; keep the line breaks; the visitor completes the last line',
      message: `Hello,\n\nPlease permanently delete my ${appName} account and all of its data.\n\nThe e-mail address of my account is: `,
    }),
  })
  return (
    <a
      href={href}
      className={dangerButtonClass}
    >
      <Trash2 aria-hidden="true" className="size-5" />
      <Trans comment="Red button on the privacy page; opens an e-mail asking to delete the account">Request account deletion</Trans>
    </a>
  )
}

export function PrivacyPage() {
  const { appName, supportEmail, privacyUpdated } = siteConfig
  return (
    <LegalPage title={<Trans comment="Privacy page heading (h1)">Privacy policy</Trans>} updated={privacyUpdated}>
      <p className="text-lg text-ink">
        <Trans comment="Privacy policy introduction">
          Your faith life is personal. This policy explains, in plain words, what {appName} collects, why, and the
          choices you have.
        </Trans>
      </p>

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
          <Trans comment="Privacy: information collection, app">
            In the app, we keep the details you give us to create your account, such as your e-mail address, and the
            content you create: journal entries, highlights, notes and community posts. If you buy a premium plan, the
            payment is handled by Apple or Google; we never see your card details.
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
          <Trans comment="Privacy: data rights">
            You may access, correct or delete your own data at any time. You can change most details in the app itself.
            For anything else, or to receive a copy of your data, write to us and we will reply within 30 days.
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
          <Trans comment="Privacy: contact; the link is the support e-mail address">
            Questions about this policy or your data? Write to{' '}
            <a href={buildMailto(supportEmail)} className={textLinkClass} translate="no">
              {supportEmail}
            </a>
            .
          </Trans>
        </p>
      </LegalSection>
    </LegalPage>
  )
}
