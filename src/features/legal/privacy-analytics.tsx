import { Trans } from '@lingui/react/macro'
import { ANALYTICS_SECTION_ID } from '../../analytics/consent-key'
import { isConsentLanguage } from '../../analytics/opt-out'
import { siteConfig } from '../../config/site'
import { useLocale } from '../../i18n/use-locale'
import { AnalyticsChoice } from './privacy-analytics-choice'

/**
 * The privacy policy in a build that counts visits (VITE_ANALYTICS_URL; README, "Measuring"): in
 * place of the paragraph that says the website uses no analytics, that paragraph without it, then
 * what is counted, by whom, on what grounds, and how to say no, with the control that does. In a
 * language whose pages ask consent first (VITE_ANALYTICS_CONSENT_LANGUAGES) the grounds are that
 * consent. A build without analytics has neither this code nor these messages (ANALYTICS_SOURCES
 * in scripts/optional-messages.mjs).
 */
export function WebsiteWithAnalytics() {
  const consent = isConsentLanguage(useLocale())
  return (
    <>
      <p>
        <Trans comment="Privacy: information collection, website, in a build that counts visits; the part just below it says how. “Your answer”: yes or no, from the question at the end of the page or the buttons in the policy">
          On this website we use no cookies and no advertising trackers, and we load nothing from other companies. We
          count visits without cookies, as explained just below. The site stores only two things on your device, in
          your own browser: the language you choose, so that the site opens in that language next time, and, if you
          give one, your answer on whether we may count your visits. Neither leaves your device, and clearing your
          browser’s site data removes both.
        </Trans>
      </p>
      <section aria-labelledby={ANALYTICS_SECTION_ID} className="space-y-3 rounded-xl border border-line bg-card p-5 sm:p-6">
        <h3 id={ANALYTICS_SECTION_ID} className="font-serif text-xl font-bold text-brand-900 sm:text-2xl">
          <Trans comment="Privacy: heading (h3) of the part about the website’s own audience measurement">How we count visits to this website</Trans>
        </h3>
        <p>
          {siteConfig.hasNewsletter ? (
            <Trans comment="Privacy, counting visits: what is counted. The QR code is shown beside the download buttons on computers; “web vitals” is the usual English name of these speed measures (keep it, or use your language’s usual term)">
              To learn which pages help our visitors and how they get the app, we count each page viewed, each click or
              tap on a store button (which store, where on the page and in which language), each time the QR code for
              phones is shown, newsletter sign-ups and changes of language, and we measure how quickly pages load and
              respond on your device (the “web vitals”).
            </Trans>
          ) : (
            <Trans comment="Privacy, counting visits: what is counted, on a site without a newsletter. The QR code is shown beside the download buttons on computers; “web vitals” is the usual English name of these speed measures (keep it, or use your language’s usual term)">
              To learn which pages help our visitors and how they get the app, we count each page viewed, each click or
              tap on a store button (which store, where on the page and in which language), each time the QR code for
              phones is shown and changes of language, and we measure how quickly pages load and respond on your
              device (the “web vitals”).
            </Trans>
          )}
        </p>
        <p>
          <Trans comment="Privacy, counting visits: what the measurement tool receives and derives">
            With each of these, our measurement tool receives the page’s address, the website you came from, and the IP
            address and browser details (user agent) that every request on the web carries. From them it derives only
            your type of browser, operating system and device, and your country.
          </Trans>
        </p>
        <p>
          <Trans comment="Privacy, counting visits: nothing stored on the device; the tool does not store the IP address (the server logs, described elsewhere in the policy, do); the daily one-way code; how long the statistics are kept">
            Nothing is stored on your device for this: no cookie and no identifier. The tool never stores your IP
            address. To count each visitor once a day, the tool turns the IP address and browser details, together with a
            random value, into a one-way code; the random value is replaced and deleted every 24 hours, so visits cannot
            be linked from one day to the next. What we keep are statistics that identify no one, for at most 25 months.
          </Trans>
        </p>
        <p>
          <Trans comment="Privacy, counting visits: who runs the tool. Plausible Community Edition is a product name">
            We run this tool ourselves: Plausible Community Edition, open-source software installed on our own server.
            No other company uses this data (the company that hosts our servers stores it only on our behalf), and we
            never combine it with other data or use it to follow you across websites.
          </Trans>
        </p>
        {consent ? (
          <>
            <p>
              <Trans comment="Privacy, counting visits, in a language whose pages ask consent first: legal basis. Cite your own law in place of the generic words, e.g. de: Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG); fr: consentement (article 6.1.a du RGPD, article 82 de la loi Informatique et Libertés); pt (Portugal): art. 6.º, n.º 1, al. a) do RGPD e art. 5.º da Lei 41/2004; es (Spain): art. 6.1.a del RGPD y art. 22.2 de la LSSI; en: GDPR art. 6(1)(a) and the ePrivacy rules">
                We count visits only with your consent (GDPR art. 6(1)(a)), which the rules on storing or reading
                information on your device (the ePrivacy rules) also require, since our measurement code reads details
                from your browser. Before you agree, nothing is counted and nothing is sent. You can withdraw your
                consent at any time on this page, as easily as you gave it; counting stops at once, and what was
                counted before stays lawful.
              </Trans>
            </p>
            <p>
              <Trans comment="Privacy, counting visits, in a language whose pages ask consent first: where to answer, and how long an answer holds (a yes six months, the CNIL's recommendation: opt-out.ts, YES_MONTHS). Global Privacy Control and Do Not Track are the names of browser settings">
                We ask at the bottom of every page; your answer is kept in your browser, and you can change it with
                the buttons below. Your consent holds for six months, after which we ask again; a refusal holds until
                you change it. If your browser sends Global Privacy Control or Do Not Track, we do not ask and nothing
                is counted.
              </Trans>
            </p>
          </>
        ) : (
          <>
            <p>
              <Trans comment="Privacy, counting visits: legal basis and the right to object. Cite your own law: pt LGPD art. 7 IX; EU languages GDPR art. 6(1)(f) (fr: article 6.1.f du RGPD; de: Art. 6 Abs. 1 lit. f DSGVO); es (Latin America): no article needed. Give no other reason for not asking consent than your law’s own: fr, the CNIL’s exemption for audience measurement (loi Informatique et Libertés, art. 82)">
                We count visits for our legitimate interest in knowing how the website is used, so that we can improve it
                (GDPR art. 6(1)(f)). The measurement stores nothing on your device and keeps only statistics that
                identify no one. You may object to it at any time, without giving a reason.
              </Trans>
            </p>
            <p>
              <Trans comment="Privacy, counting visits: how to object. Global Privacy Control and Do Not Track are the names of browser settings">
                If your browser sends Global Privacy Control or Do Not Track, nothing is counted. You can also stop the
                counting on this device with the button below: the site then keeps that choice in your browser and counts
                nothing until you turn counting back on.
              </Trans>
            </p>
          </>
        )}
        <AnalyticsChoice />
      </section>
    </>
  )
}
