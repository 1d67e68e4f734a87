import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { operatorInGermany, operatorInUk } from 'virtual:site'
import { siteConfig } from '../../config/site'
import { contentLocale } from '../../i18n/locales'
import { useLangParams, useLocale } from '../../i18n/use-locale'
import { LEGAL_NOTICE_ID, LegalNoticeName } from '../../app/legal-notice-name'
import { textLinkClass } from '../../components/text-link'
import { LegalNotice } from './legal-notice'
import { LegalPage, LegalSection, MailLink } from './legal-page'
import { CommunityRules } from './terms-community'
import { LawAndDisputes } from './terms-disputes'

export function TermsPage() {
  const { appName, legalEmail, supportEmail, termsUpdated, minimumAge } = siteConfig
  const market = contentLocale(useLocale())
  return (
    <LegalPage title={<Trans comment="Terms page heading (h1)">Terms of use</Trans>} updated={termsUpdated}>
      <LegalSection id="scope" title={<Trans comment="Terms section heading: which service the terms govern and how they are agreed to (de: Geltung dieser Bedingungen)">Scope of these terms</Trans>}>
        <p>
          <Trans comment="Terms: scope. The terms are accepted in the app, never by visiting the website (de: § 305 Abs. 2 BGB). Minors need a parent’s consent for a paid subscription (pt: relativamente incapazes, Código Civil art. 4 I, “pais ou responsáveis”; de: §§ 106–108 BGB, “Eltern oder Erziehungsberechtigte”)">
            These terms apply to the {appName} app. You accept them when you create your account in the app, and you must be
            at least {minimumAge} years old to do so; if you are under 18, you need the consent of a parent or guardian to
            subscribe to Premium. Reading this website does not commit you to anything.
          </Trans>
        </p>
        <p>
          <Trans comment="Terms: changes. Material changes need notice and the user’s acceptance (de: § 307 BGB)">
            If we want to change these terms in an important way, we will tell you in the app well before the change. The
            new terms apply to you only once you accept them; if you do not, you can close your account at any time.
          </Trans>
        </p>
        <p>
          <Trans comment="Terms: where the handling of personal data is described (pt: Marco Civil da Internet art. 7 VIII; LGPD art. 9). <0> links the privacy policy">
            How we handle your personal data, in the app and on this website, is explained in our{' '}
            <Link to="/{-$lang}/privacy" params={useLangParams()} className={textLinkClass}>
              privacy policy
            </Link>
            .
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="use" title={<Trans comment="Terms section heading">Using the service</Trans>}>
        <p>
          <Trans comment="Terms: use of service. The free tier is “the basic version”: use one name for it (de: kostenlose Basisversion)">
            {appName} is for personal, non-commercial use. Please use it with respect: do not break the law, harass
            others, or try to disrupt or copy the service. The basic version costs nothing.
          </Trans>
        </p>
        <p>
          <Trans comment="Terms: changes to the app itself, as Directive (EU) 2019/770 art. 19 allows them (as each country enacts it: cite no national article; de: § 327r BGB, fr: L.224-25-26): for the reasons the contract names and no other (a closed list), at no cost, each told clearly; where one affects access to Premium or its use more than in a minor way (de: “mehr als nur unerheblich”; fr: “une incidence négative, qui n’est pas mineure”), announced by email in good time, saying what changes, when, and the reader's rights, with the right to end Premium free of charge within 30 days of receiving that email or of the change, whichever is later, and be refunded for the time left, unless the reader may keep Premium unchanged, at no extra cost and still as agreed">
            We may change the app’s features only to improve them, to keep the app secure or to follow the law, at no extra
            cost to you, and we tell you about each change clearly. If a change affects your access to Premium or your use
            of it more than in a minor way, we tell you by email in good time before it, saying what changes, when, and
            what your rights are. You may then end Premium free of charge within 30 days of receiving that email or, if
            later, of the change, and get back what you paid for the time left, unless we let you keep using Premium
            without the change, at no extra cost and still as these terms describe it. None of this limits the other
            rights consumer law gives you.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="premium" title={<Trans comment="Terms section heading: the paid subscription, who sells it, how to cancel and withdraw">Premium, canceling and withdrawal</Trans>}>
        <p>
          <Trans comment="Terms, Premium: the app store is the seller and bills it; it renews automatically (the stores’ subscriptions do; pt: CDC arts. 6 III and 46, Decreto 7.962/2013 art. 4 I); cancelling, at least 24 hours before the period ends to be sure of not paying for the next (the App Store renews a subscription within the last 24 hours of its period; California's Bus. & Prof. Code § 17602)">
            Premium is a subscription sold and billed by your app store (Apple’s App Store or Google Play) under the store’s
            own terms of sale. Until you cancel, it renews automatically at the end of each period and your store charges
            you again. You can cancel at any time in your store account; to be sure you are not charged for the next
            period, cancel at least 24 hours before the current one ends. Premium then stays active until the end of the
            period you have already paid for.
          </Trans>
        </p>
        <p>
          <Trans comment="Terms, Premium: the statutory right of withdrawal, stated clearly. Follow your market’s law, not the words (en, fr, de: the right of EU and UK law, stated to readers there; the French and German pages are read in Switzerland too, whose law gives none). pt: CDC art. 49, 7 dias após a contratação, com devolução do valor pago, dito de forma clara e ostensiva (Decreto 7.962/2013 art. 5); no loss of the right when Premium starts. fr: 14 jours (Code de la consommation, art. L.221-18), perte du droit si l’exécution a commencé avec votre accord exprès et votre renoncement (art. L.221-28, 13°). de: Widerrufsrecht, 14 Tage (§§ 312g, 355 BGB), erlischt nach § 356 Abs. 5 BGB. es (Latin America, many laws): no period and no article, only: if the law of your country gives you the right to withdraw from the purchase (retracto, arrepentimiento), you can use it by asking your store for a refund or writing to us. <0> is the support address, where a withdrawal can be sent (pt: Decreto 7.962/2013 art. 5, the means stated clearly)">
            If you live in the European Union, Iceland, Liechtenstein, Norway or the United Kingdom, you may withdraw from a
            Premium purchase within 14 days of making it, without giving a reason. If you asked for Premium to start at
            once, acknowledged that you would then lose this right, and received a confirmation of this, the right ends
            once Premium has started. To withdraw or ask for a refund, send a refund request to your store, or write to us
            at <MailLink address={supportEmail}>{supportEmail}</MailLink> and we will help you.
          </Trans>
        </p>
        {market === 'en' && (
          <p>
            <Trans comment="Terms, Premium (shown on the English pages only, read in Australia, whatever the operator’s country): the consumer guarantees of the Australian Consumer Law, which no term can exclude (ss. 60–64), in the words the Competition and Consumer Regulations 2010 (reg. 90) prescribe for services, so that the refund sentence above does not read as the only remedy (s. 29(1)(m)). The link is the support address">
              If you live in Australia: Premium comes with guarantees that cannot be excluded under the Australian Consumer
              Law. For major failures with the service, you are entitled to cancel it and to a refund for the unused
              portion, or to compensation for its reduced value. You are also entitled to be compensated for any other
              reasonably foreseeable loss or damage. If the failure does not amount to a major failure, you are entitled
              to have problems with the service rectified in a reasonable time and, if this is not done, to cancel it and
              obtain a refund for the unused portion. You can claim these through your store or from us at{' '}
              <MailLink address={supportEmail}>{supportEmail}</MailLink>.
            </Trans>
          </p>
        )}
        {(market === 'pt' || market === 'es') && (
          <p>
            <Trans comment="Terms, Premium (shown on the Portuguese and Spanish pages, written to Brazil's and Latin America's laws, which readers in Portugal and Spain read too, whatever the operator's country: a consumer keeps the protection of the law where they live, Rome I art. 6): the withdrawal right of EU and EEA law, stated to readers in those countries (Directive 2011/83/EU arts. 9 and 16(m), as each country enacts it), after the market's own right, which the other languages state already. pt: “direito de desistência”; es: “derecho de desistimiento”">
              If you live in the European Union, Iceland, Liechtenstein or Norway, you may also withdraw from a Premium
              purchase within 14 days of making it, without giving a reason (Directive 2011/83/EU, art. 9). If you asked for
              Premium to start at once, acknowledged that you would then lose this right, and received a confirmation of
              this, the right ends once Premium has started (art. 16(m)). You withdraw as described above.
            </Trans>
          </p>
        )}
      </LegalSection>

      <LegalSection id="content" title={<Trans comment="Terms section heading">Your content</Trans>}>
        <p>
          <Trans comment="Terms: user content">
            What you write in the app stays yours. Your journal is private. When you post in the community, you allow us to
            show that post to other members, and you are responsible for it.
          </Trans>
        </p>
      </LegalSection>

      <CommunityRules />

      <LegalSection id="liability" title={<Trans comment="Terms section heading about liability. pt and es: “Responsabilidade” / “Responsabilidad” (the text limits nothing, so never “limitação”)">Liability</Trans>}>
        <p>
          <Trans comment="Terms: the service, availability (no “as is” clause: in consumer contracts it is void in several markets)">
            We work hard to keep {appName} available and accurate, but we cannot promise that it will always work without
            interruptions or errors. The app supports your spiritual life; it does not replace professional medical,
            psychological or legal advice.
          </Trans>
        </p>
        <p>
          {(market === 'de' && operatorInGermany) || (market === 'en' && operatorInUk) ? (
            <Trans comment="Terms: liability, shown only on the German pages of an operator established in Germany and on the English pages of one established in the United Kingdom, whose law allows this clause (de: the usual clause, unlimited for intent, gross negligence and injury to life, body or health; limited for slight negligence, § 309 Nr. 7 BGB). Every other page says the next message, which limits nothing; pt, es and fr never show this one: give your language's text of that message here too">
              We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or
              failing to use reasonable care and skill. We do not exclude or limit our liability where the law does not
              allow it, including for death or personal injury caused by our negligence, for fraud, and for breach of your
              statutory rights as a consumer.
            </Trans>
          ) : (
            <Trans comment="Terms: liability, limiting nothing, so that it holds under the law of any operator's country and any reader's (a limitation is void in consumer contracts under Brazil's CDC art. 51 I, Latin America's laws, and presumed abusive in France, R.212-1 6°). Follow your consumer law rather than the words: pt keeps the rights of the Código de Defesa do Consumidor (“Respondemos pelos danos … nos termos da lei”); fr: only “…sans préjudice des garanties légales, notamment de la garantie légale de conformité”; de: the statutory liability, with the Produkthaftungsgesetz and the Gewährleistungsrechte unaffected; es (Latin America): “Respondemos por los daños que te causemos conforme a la ley aplicable. Nada de lo dispuesto en estos términos limita ni excluye los derechos que te reconocen las leyes de protección al consumidor de tu país.”">
              We are liable for loss or damage we cause you, as the law provides. Nothing in these terms limits or excludes
              our liability, or the rights that consumer law gives you where you live.
            </Trans>
          )}
        </p>
      </LegalSection>

      <LawAndDisputes />

      <LegalSection id="contact" title={<Trans comment="Terms section heading">Contact</Trans>}>
        <p>
          <Trans comment="Terms: contact; the link is the legal email address">
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
