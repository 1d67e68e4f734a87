import { Trans } from '@lingui/react/macro'
import { operatorInColombia } from 'virtual:site'
import { siteConfig } from '../../config/site'
import { contentLocale } from '../../i18n/locales'
import { useLocale } from '../../i18n/use-locale'
import { LegalList, LegalSection } from './legal-page'
import { ColombianAuthorization } from './privacy-colombia'

/**
 * The privacy policy's "How we use your information": the purposes, then each use's lawful basis.
 * `hostDutiesOfFrance`: French law's duties as a host apply (the privacy page says when), so keeping
 * what identifies a post's author is a legal obligation too.
 */
export function PrivacyUsage({ hostDutiesOfFrance }: { hostDutiesOfFrance: boolean }) {
  const { hasNewsletter } = siteConfig
  const market = contentLocale(useLocale())
  return (
    <LegalSection id="usage" title={<Trans comment="Privacy section heading">How we use your information</Trans>}>
      <p>
        {hasNewsletter ? (
          <Trans comment="Privacy: data usage">
            We use your information only for the purposes this policy describes: above all, to provide the app and
            its features, to answer your questions, and to send you the newsletter if you asked for it. We do not
            sell your data, we do not show you ads, and we do not use your journal to build a profile of you.
          </Trans>
        ) : (
          <Trans comment="Privacy: data usage, on a site without a newsletter">
            We use your information only for the purposes this policy describes: above all, to provide the app and
            its features and to answer your questions. We do not sell your data, we do not show you ads, and we do
            not use your journal to build a profile of you.
          </Trans>
        )}
      </p>
      <p>
        <Trans comment="Privacy: lead of the list of legal bases">Each of these uses rests on one of the following lawful bases:</Trans>
      </p>
      <LegalList>
        <li>
          <Trans comment="Privacy, legal basis (list item). Cite your own law: pt LGPD art. 7 V; EU languages GDPR art. 6(1)(b); es (Latin America): no article needed">
            Your account and the app’s features: the contract between us, that is, our terms of use (GDPR art. 6(1)(b)).
          </Trans>
        </li>
        <li>
          <Trans comment="Privacy, legal basis (list item). pt: LGPD art. 11 I; EU languages: GDPR art. 6(1)(a) with art. 9(2)(a) (consent is the basis, explicit consent lifts the ban on religious data)">
            Your journal, prayer requests and community posts: your explicit consent (GDPR art. 6(1)(a) and art. 9(2)(a)).
          </Trans>
        </li>
        {hasNewsletter && (
          <li>
            <Trans comment="Privacy, legal basis (list item). pt: LGPD art. 7 I; EU languages: GDPR art. 6(1)(a)">
              The newsletter: your consent, which you can withdraw with one click (GDPR art. 6(1)(a)).
            </Trans>
          </li>
        )}
        <li>
          <Trans comment="Privacy, legal basis (list item). pt: LGPD art. 7 IX; EU languages: GDPR art. 6(1)(f)">
            Answering your messages and keeping the service safe: our legitimate interest in helping you and preventing
            abuse (GDPR art. 6(1)(f)).
          </Trans>
        </li>
        <li>
          <Trans comment="Privacy, legal basis (list item): the servers’ access logs. pt: cumprimento de obrigação legal (LGPD art. 7º, II; Marco Civil da Internet, art. 15); EU languages: legitimate interest, GDPR art. 6(1)(f) (the Brazilian duty is not an EU obligation, so never art. 6(1)(c)); es (Latin America): no article needed">
            The access logs of our servers: our legitimate interest in keeping the service secure and in meeting the
            record-keeping duties of the countries we serve (GDPR art. 6(1)(f)).
          </Trans>
        </li>
        <li>
          <Trans comment="Privacy, legal basis (list item): handling reports of community posts and the decisions on them, which the EU's Digital Services Act obliges the operator to do (GDPR art. 6(1)(c); DSA arts. 16 and 17: reports, statements of reasons), with the explicit consent that lifts art. 9's ban for what the posts reveal of a faith. pt: the Brazilian duty first (LGPD art. 7º, II, and art. 11, II, a; ECA Digital art. 29; the Marco Civil as the STF read it, Temas 987 and 533), then the DSA's for readers in the EU; es (Latin America): no local duty, so the terms of use and the express written consent, then the DSA's for readers in the EU">
            Reviewing reports of posts in the community and our decisions on them: the legal obligations the EU’s Digital
            Services Act places on us (GDPR art. 6(1)(c); DSA arts. 16 and 17) and, for what those posts reveal about
            your faith, your explicit consent (GDPR art. 9(2)(a)).
          </Trans>
        </li>
        {hostDutiesOfFrance && (
          <li>
            <Trans comment="Privacy, legal basis (list item), shown on the French pages, and in every language when the operator is established in France: keeping what identifies the author of each community post is a legal obligation of French law (GDPR art. 6(1)(c); LCEN art. 6 II)">
              Keeping what identifies the author of each post in the community: the legal obligation French law places on
              a host (GDPR art. 6(1)(c); LCEN, art. 6 II).
            </Trans>
          </li>
        )}
      </LegalList>
      {(market === 'es' || operatorInColombia) && <ColombianAuthorization />}
    </LegalSection>
  )
}
