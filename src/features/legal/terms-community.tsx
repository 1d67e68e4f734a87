import { Trans } from '@lingui/react/macro'
import { siteConfig } from '../../config/site'
import { contentLocale } from '../../i18n/locales'
import { useLocale } from '../../i18n/use-locale'
import { LegalList, LegalSection, MailLink } from './legal-page'

/**
 * The community's rules, and how to report an illegal post and what then happens: what the EU's
 * Digital Services Act asks of the terms of a service that hosts its members' posts (art. 14: the
 * rules and how they are enforced; art. 16: a notice mechanism; arts. 11 and 12: points of contact).
 * The report address is a setting (VITE_REPORT_EMAIL), the support address by default. The
 * English pages, read in Australia, add its eSafety Commissioner (Online Safety Act 2021).
 */
export function CommunityRules() {
  const { reportEmail } = siteConfig
  const market = contentLocale(useLocale())
  return (
    <LegalSection id="community" title={<Trans comment="Terms section heading: the community’s rules, reporting posts and moderation (EU Digital Services Act)">Community rules and reporting</Trans>}>
      <p>
        <Trans comment="Terms, community: lead of the list of what may not be posted">
          The community is a place to pray for one another. You may not post:
        </Trans>
      </p>
      <LegalList>
        <li>
          <Trans comment="Terms, community, not allowed (list item)">
            anything illegal, such as hate speech, threats, incitement to violence, or content that sexualizes minors;
          </Trans>
        </li>
        <li>
          <Trans comment="Terms, community, not allowed (list item)">harassment, insults, and mockery of anyone’s faith or lack of it;</Trans>
        </li>
        <li>
          <Trans comment="Terms, community, not allowed (list item)">
            other people’s personal data, or their texts and pictures, shared without their permission;
          </Trans>
        </li>
        <li>
          <Trans comment="Terms, community, not allowed (list item)">advertising, spam and fundraising.</Trans>
        </li>
      </LegalList>
      <p>
        <Trans comment="Terms, community: how to report a post (DSA art. 16(2)); the link is the report address. A notice needs the post’s location, the reasons, the notifier’s name and email address (optional for any of the offences of Directive 2011/93/EU arts. 3 to 7: child sexual abuse and exploitation, its material, solicitation of children; art. 16(2)(c)) and a statement of good faith (art. 16(2)(d))">
          To report a post, use the Report button under it in the app, or write to <MailLink address={reportEmail}>{reportEmail}</MailLink>.
          Tell us where the post is and why you believe it is illegal or breaks these rules, give your name and email
          address (optional if the report concerns the sexual abuse or exploitation of children, child sexual abuse
          material or the solicitation of children for sexual purposes), and state that you believe in good faith that
          the information in your report is accurate and complete.
          This address is also our point of contact for members, for anyone without an account and for authorities, who
          may write to us in any of the site’s languages.
        </Trans>
      </p>
      <p>
        <Trans comment="Terms, community: what happens after a report, and how to contest a decision (DSA arts. 16 and 17)">
          We confirm that we have received your report, review it promptly and carefully, and tell you what we
          decided. People, not automated tools, make these decisions. If we remove a post or suspend an account, we
          tell the member concerned why, and they can write to us to ask for the decision to be reviewed. Repeated or
          serious breaches can lead to the account being closed.
        </Trans>
      </p>
      {market === 'en' && (
        <p>
          <Trans comment="Terms, community (shown on the English pages only, read in Australia): the eSafety Commissioner also takes reports of cyberbullying, adult cyber-abuse, image-based abuse and illegal content (Online Safety Act 2021); cyberbullying and adult cyber-abuse must be reported to the service first. Keep the eSafety Commissioner’s name in English, with esafety.gov.au">
            If you live in Australia, you can also report cyberbullying, adult cyber-abuse, image-based abuse or illegal
            content to the eSafety Commissioner at esafety.gov.au; report cyberbullying and adult cyber-abuse to us first.
          </Trans>
        </p>
      )}
    </LegalSection>
  )
}
