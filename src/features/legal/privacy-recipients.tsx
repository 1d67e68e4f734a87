import { Plural, Trans } from '@lingui/react/macro'
import { dataCountries, operatorCountry, operatorInColombia, operatorInPeru } from 'virtual:site'
import { siteConfig } from '../../config/site'
import { useLocale } from '../../i18n/use-locale'
import { LegalSection } from './legal-page'
import { ColombianTransfers } from './privacy-colombia'
import { PeruvianDataBanks } from './privacy-peru'

/**
 * The privacy policy's recipients: who receives the data (other members, processors, authorities),
 * the web server's access logs, and the countries where the data is processed (VITE_DATA_COUNTRIES,
 * named in the language by the build), the operator's country, where the data comes straight to it, and the
 * safeguards of each market's law for passing it on.
 */
export function PrivacyRecipients() {
  const { hasNewsletter, logRetentionDays } = siteConfig
  const { count: countryCount, names } = dataCountries
  const locale = useLocale()
  const countries = names[locale]
  const country = operatorCountry[locale]
  return (
    <LegalSection id="recipients" title={<Trans comment="Privacy section heading: who receives the data, and transfers abroad">Who receives your data</Trans>}>
      <p>
        {hasNewsletter ? (
          <Trans comment="Privacy: recipients (GDPR art. 13(1)(e); LGPD art. 9 V): the other members, who see community posts; the processors, named by their category with two examples, since the operator may use others (its mail provider…), who act on our instructions (pt: “operadores”, LGPD art. 39); authorities, only when obliged">
            Other members can see what you post in the community. Beyond that, we share your data only with service
            providers that work for us, such as the company that hosts our servers and this website and the company that
            sends the newsletter, and only as far as each needs it. They act on our instructions and may use your
            data for nothing else. When you subscribe to Premium, Apple or Google handles the payment under its own
            privacy policy. We hand data to an authority only when the law or a court order obliges us to.
          </Trans>
        ) : (
          <Trans comment="Privacy: recipients (GDPR art. 13(1)(e); LGPD art. 9 V), on a site without a newsletter: the other members, who see community posts; the processors, named by their category with an example, since the operator may use others (its mail provider…), who act on our instructions (pt: “operadores”, LGPD art. 39); authorities, only when obliged">
            Other members can see what you post in the community. Beyond that, we share your data only with service
            providers that work for us, such as the company that hosts our servers and this website, and only as far as
            each needs it. They act on our instructions and may use your data for nothing else. When you subscribe to
            Premium, Apple or Google handles the payment under its own privacy policy. We hand data to an authority only
            when the law or a court order obliges us to.
          </Trans>
        )}
      </p>
      <p>
        <Trans comment="Privacy: server logs of the website; the number of days is a setting, 184 by default. pt: state the Brazilian duty, “como exige o Marco Civil da Internet (Lei 12.965/2014, art. 15)”; the other languages state the same period, without that law">
          Like every website, this one is delivered by a web server, which receives your device’s IP address, the date
          and time and the page you ask for, and records them in access logs. We use these logs only to deliver the
          pages, to keep the site secure and to meet the record-keeping duties of the countries we serve. We keep them
          confidential and delete them after <Plural value={logRetentionDays} one="# day" other="# days" />.
        </Trans>
      </p>
      <p>
        <Trans comment="Privacy: international transfers. countries is the list of the countries where the data is processed (a setting), already in the language, e.g. “Brazil and the United States” (English keeps the article its names take; the other languages list the names bare); countryCount is how many; country is the operator’s country (a setting, already in the language: keep it in the brackets). Keep the colon before the list, so that no article or preposition has to agree with a country’s name. The data comes straight from the reader to the operator, which is no transfer (EDPB Guidelines 05/2021; ANPD Resolution 19/2024), whose law applies to its handling, and so does the reader’s, wherever it is (GDPR, LGPD, Swiss FADP: art. 3 each; do not say the reader’s law alone applies: a Swiss or EU operator is always bound by its own); passing it on to a company in a country without adequacy takes contractual clauses. en, also read in the United Kingdom: the UK GDPR beside the GDPR, and the clauses each law approves (the UK’s addendum to the EU clauses); fr and de, also read in Switzerland: adequacy decided by the European Commission or the Federal Council, the EU clauses recognised in Switzerland (GDPR art. 46; FADP art. 16(2)); pt: ANPD adequacy, its cláusulas-padrão contratuais (LGPD art. 33), and the full clauses sent within 15 days of a request (Resolução CD/ANPD 19/2024); es (Latin America, and Spain): the operator’s law and the reader’s, as above, and the contractual clauses or other safeguards the applicable law requires">
          Your data is processed in <Plural value={countryCount} one="the following country" other="the following countries" />:{' '}
          {countries}. It comes to us directly in the country where we are established ({country}), and that country’s
          data protection law applies to our handling of it wherever the data is processed; so does the law of the
          country where you live, to the extent that it covers our handling (art. 3 of the GDPR, UK GDPR, Swiss FADP and
          LGPD). When we pass it to another company in a country not recognized as protecting data adequately, we sign
          with that company the standard contractual clauses the applicable law approves, such as the UK’s international
          data transfer agreement or its addendum to the EU clauses (GDPR and UK GDPR, art. 46; Swiss FADP art. 16; LGPD
          art. 33). You can ask us for a copy of these safeguards.
        </Trans>
      </p>
      {operatorInColombia && <ColombianTransfers />}
      {operatorInPeru && <PeruvianDataBanks />}
    </LegalSection>
  )
}
