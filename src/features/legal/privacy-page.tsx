import { Plural, Trans } from '@lingui/react/macro'
import { operatorInEea, operatorInFrance } from 'virtual:site'
import { siteConfig } from '../../config/site'
import { contentLocale } from '../../i18n/locales'
import { useLocale } from '../../i18n/use-locale'
import { LegalList, LegalPage, LegalSection, MailLink } from './legal-page'
import { WebsiteWithAnalytics } from './privacy-analytics'
import { PrivacyRecipients } from './privacy-recipients'
import { PrivacyRepresentatives } from './privacy-representatives'
import { PrivacyContact, PrivacyRights } from './privacy-rights'
import { PrivacyUsage } from './privacy-usage'

export function PrivacyPage() {
  const { appName, privacyUpdated, minimumAge, hasNewsletter, logRetentionDays } = siteConfig
  const { name: operatorName, address: operatorAddress, email: operatorEmail } = siteConfig.operator
  const market = contentLocale(useLocale())
  // French law's duties as a host (LCEN art. 6 II): in every language when the operator is
  // established in France, whose law then binds it towards every member; on the French pages when it
  // is established outside the EEA. One established elsewhere in the EEA follows its own country's
  // law, not France's (the e-Commerce Directive's country of origin, art. 3).
  const hostDutiesOfFrance = operatorInFrance || (market === 'fr' && !operatorInEea)
  return (
    <LegalPage title={<Trans comment="Privacy page heading (h1)">Privacy policy</Trans>} updated={privacyUpdated}>
      <p className="text-lg text-ink">
        <Trans comment="Privacy policy introduction. es: say that this policy is also the “aviso de privacidad” Mexican law asks for (LFPDPPP), the name Mexican readers look for">
          Your faith life is personal. This policy explains, in plain words, what {appName} collects, why, and the
          choices you have.
        </Trans>
      </p>

      <LegalSection id="controller" title={<Trans comment="Privacy section heading: who the data controller is">Who is responsible for your data</Trans>}>
        <p>
          <Trans comment="Privacy: the data controller; operatorName and operatorAddress are the company running the app and its postal address; the link is its email address. pt: the controller is the “controlador”">
            {operatorName}, {operatorAddress}, runs {appName} and this website and is responsible for your personal data
            (the “controller”). You can reach us at <MailLink address={operatorEmail}>{operatorEmail}</MailLink>.
          </Trans>
        </p>
        <PrivacyRepresentatives />
      </LegalSection>

      <LegalSection id="collection" title={<Trans comment="Privacy section heading">Information we collect</Trans>}>
        {/* A build that counts visits says so, and how (README, "Measuring"); one that does not has none of it. */}
        {__ANALYTICS_URL__ ? (
          <WebsiteWithAnalytics />
        ) : (
          <p>
            <Trans comment="Privacy: information collection, website. What the site stores on the visitor’s device (the server’s access logs are told below). de: say it needs no consent, being strictly necessary for the language the visitor chose (§ 25 Abs. 2 Nr. 2 TDDDG)">
              On this website we use no cookies, no analytics and no advertising trackers, and we load nothing from other
              companies. The only thing the site stores on your device is the language you choose, saved in your own
              browser so the site opens in that language next time. It never leaves your device, and clearing your
              browser’s site data removes it.
            </Trans>{' '}
            <Trans comment="Privacy: after the paragraph on what this website stores, on a site that counts no visits: how it answers the browser signals against tracking (California’s CalOPPA asks a policy to say so). Do Not Track and Global Privacy Control are the names of browser settings">
              Since nothing here follows you over time or across other sites, the site treats every browser alike, whether
              or not it sends Do Not Track or Global Privacy Control.
            </Trans>
          </p>
        )}
        <p>
          <Trans comment="Privacy: information collection, messages">
            When you write to us, by email or through the support form (which opens your own email app), we receive
            what you choose to send: usually your name, your email address and your message.
          </Trans>
        </p>
        {hasNewsletter && (
          <p>
            <Trans comment="Privacy: information collection, newsletter. The company that sends it is a processor acting on our instructions (GDPR art. 28; pt: “operador”, LGPD art. 39)">
              When you sign up for the newsletter, we keep your email address and the language of the page you signed up on,
              so that the newsletter reaches you in that language. The company that sends it for us keeps them only on our
              behalf and may use them for nothing else.
            </Trans>
          </p>
        )}
        <p>
          <Trans comment="Privacy: information collection, app">
            In the app, we keep the details you give us to create your account, such as your email address, and the
            content you create: journal entries, highlights, notes and community posts. If you subscribe to Premium, the
            payment is handled by Apple or Google; we never see your card details.
          </Trans>{' '}
          <Trans comment="Privacy: information collection, app, after the paragraph above: which data the visitor must give (GDPR art. 13(2)(e): whether providing it is required, and what follows if they do not), an app fact the operator confirms (APP_FACTS)">
            An account needs only an email address, without which we cannot create it; everything else you give us is up
            to you, and the app works without it.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="sensitive" title={<Trans comment="Privacy section heading: religious content is special-category (sensitive) personal data">What you write about your faith is sensitive data</Trans>}>
        <p>
          <Trans comment="Privacy: religious content. EU languages: a “special category of personal data” (GDPR art. 9); pt: “dado pessoal sensível” (LGPD art. 5 II and art. 11); es: say plainly that, being sensitive data, the reader is not obliged to authorise it (Colombia, Ley 1581/2012 art. 6). Its purposes are these and no other (GDPR art. 13(1)(c); LGPD art. 9 I; Colombia, Ley 1581 art. 12 a and Decreto 1377/2013 art. 6): the journal and prayer requests are kept for the member, what they post in the community is shown to the other members, and posts reported under the community rules are reviewed">
            Your journal entries, prayer requests and community posts can reveal your religious beliefs. Data protection
            law treats this as a special category of personal data that deserves extra protection. We use it for these
            purposes alone: to keep your journal and prayer requests for you, to show the other members what you post in
            the community, and to review posts reported to us. We process it only with your explicit consent, which the
            app asks for before you first use these features. You do not have to give it: without it, you can still use the rest of the app.
            You can withdraw your consent at any time, in the app or by writing to us; we then stop using that content
            and delete it, except what the law obliges us to keep. Withdrawing does not make what we did before unlawful.
          </Trans>
        </p>
      </LegalSection>

      <PrivacyUsage hostDutiesOfFrance={hostDutiesOfFrance} />

      <LegalSection id="retention" title={<Trans comment="Privacy section heading: retention periods">How long we keep your data</Trans>}>
        <LegalList>
          <li>
            <Trans comment="Privacy, retention period (list item): the account, erased after deletion except what the law obliges the operator to keep, which the next items of the list give (the legal retention; on the French pages, what identifies a post's author)">
              Your account and what you create in the app: as long as you have an account. When you delete it, we erase
              your data within 30 days, and from our backups within a further 60 days, except what the law obliges us to
              keep, as set out below.
            </Trans>
          </li>
          <li>
            <Trans comment="Privacy, retention period (list item)">
              Messages to support: up to two years after your last message, in case you write to us again about the same
              matter.
            </Trans>
          </li>
          {hasNewsletter && (
            <li>
              <Trans comment="Privacy, retention period (list item)">Your newsletter address: until you unsubscribe.</Trans>
            </li>
          )}
          <li>
            <Trans comment="Privacy, retention period (list item): the access logs; the number of days is a setting, 180 by default (pt: Marco Civil da Internet, art. 15, six months)">
              The access logs of this website and of the app’s servers:{' '}
              <Plural value={logRetentionDays} one="# day" other="# days" />, then they are deleted.
            </Trans>
          </li>
          {hostDutiesOfFrance && (
            <li>
              <Trans comment="Privacy, retention period (list item), shown on the French pages, and in every language when the operator is established in France: as host of the members' posts, the operator keeps what identifies the author of each: the identity details (name, email address) for five years after the account is closed, its other details (username) for one year, each post’s connection for one year from the post (LCEN art. 6 II; décret n° 2021-1362)">
                What identifies the author of each post in the community, as French law requires of a host (LCEN, art.
                6 II; decree no. 2021-1362): the identity details you gave us, such as your email address, for five
                years after your account is closed; the other details given when the account was created, such as your
                username, for one year after it is closed; the connection each post was made from, with its date and
                time, for one year from the post.
              </Trans>
            </li>
          )}
          <li>
            <Trans comment="Privacy, retention period (list item)">Anything the law obliges us to keep: only as long as the law requires.</Trans>
          </li>
        </LegalList>
      </LegalSection>

      <PrivacyRecipients />

      <LegalSection id="children" title={<Trans comment="Privacy section heading: the minimum age">Minimum age</Trans>}>
        <p>
          <Trans comment="Privacy: minimum age (GDPR art. 8; LGPD art. 14); minimumAge is a number of years. Then: a member under 18 can have what they posted in the community removed, and is told that removal may not be complete (California's Bus. & Prof. Code § 22581, for the minors the app admits)">
            You must be at least {minimumAge} years old to create an account in {appName}. We do not knowingly collect
            data from anyone younger. If you believe someone under {minimumAge} has given us personal data, write to us
            and we will delete it. If you are under 18, you can ask us to remove anything you have posted in the
            community: write to us and we will remove it. Removal cannot guarantee that no copy remains, for instance if
            someone else has already copied it.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="security" title={<Trans comment="Privacy section heading">How we protect your data</Trans>}>
        <p>
          <Trans comment="Privacy: data security">
            Data travels between your device and our servers over encrypted connections. Only the few people who need it to
            run the service have access to your data, and your journal is never shared with the community. No system is
            perfect; if a breach ever affected you, we would tell you promptly.
          </Trans>
        </p>
      </LegalSection>

      <PrivacyRights />

      <LegalSection id="changes" title={<Trans comment="Privacy section heading: how changes to the policy are announced (es: “Cambios en esta política”)">Changes to this policy</Trans>}>
        <p>
          <Trans comment="Privacy: how a change is announced (Mexico’s LFPDPPP asks the notice to say how; GDPR art. 13(3) and LGPD art. 9 § 2: a new purpose is told before it applies, and a use that rests on consent asks for it again, which the user may refuse)">
            When we change this policy, we publish the new version here, with its date at the top of the page. Before a
            change that affects you takes effect, such as a new use of your data, we tell you in the app; where that use
            rests on your consent, we ask for it again first, and you are free to refuse.
          </Trans>
        </p>
      </LegalSection>

      <PrivacyContact />
    </LegalPage>
  )
}
