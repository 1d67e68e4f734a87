import { Select, Trans } from '@lingui/react/macro'
import { operatorCountry, operatorInAustralia, operatorInCanada, operatorInChile, operatorInColombia, operatorInEea, operatorInMexico, operatorInPeru, operatorInUk } from 'virtual:site'
import { siteConfig } from '../../config/site'
import { contentLocale } from '../../i18n/locales'
import { useLocale } from '../../i18n/use-locale'
import { DeletionRequestButton } from './deletion-request-button'
import { LegalSection, MailLink } from './legal-page'
import { AustralianPrivacy } from './privacy-australia'
import { ChileanRights } from './privacy-chile'
import { ColombianRights } from './privacy-colombia'
import { PeruvianRights } from './privacy-peru'

/** The privacy policy's rights: what the reader may ask, how to object, complain and delete the account. */
export function PrivacyRights() {
  const locale = useLocale()
  const market = contentLocale(locale)
  const country = operatorCountry[locale]
  const { appName, dpoEmail, supervisoryAuthority } = siteConfig
  return (
    <LegalSection id="rights" title={<Trans comment="Privacy section heading">Your rights over your data</Trans>}>
      <p>
        <Trans comment="Privacy: data rights; portability is named (GDPR art. 20). The reply deadline follows the law: pt 15 days (LGPD art. 19 II), and list the rights of LGPD art. 18 (confirmação, acesso, correção, anonimização, bloqueio ou eliminação, portabilidade, eliminação dos dados tratados com consentimento, informação sobre compartilhamento e sobre a possibilidade de não consentir); EU languages “one month” (GDPR art. 12); es (Latin America): name the ARCO rights, and reply as soon as possible, within the time the law of the reader’s country sets (Argentina’s, Chile’s and Colombia’s, with their articles: Chile’s Ley 19.628 art. 11, 30 calendar days, extendable once by 30, and 2 business days on a temporary block). fr: add that readers may set directives on what becomes of their data after their death (loi Informatique et Libertés art. 85). Exercising the rights is free (GDPR art. 12(5); pt: LGPD art. 18 § 5, “sem custos”). The deadline is the longest the reply may take: say that a shorter one applies where the law that applies sets it (an operator established in Peru owes every reader 8 to 20 days). The link is the data protection officer’s address, where requests go">
          At any time, within the limits the law sets, you may access, correct or delete your data, receive it in a
          portable format or have it sent to another provider, object to or restrict how we use it, and withdraw any
          consent you have given. You can change most details in the app itself. For anything else, write to{' '}
          <MailLink address={dpoEmail}>{dpoEmail}</MailLink>: exercising your rights costs you
          nothing, and we will reply within one month at the latest, or sooner where the law that applies sets a shorter
          period.
        </Trans>
      </p>
      <p>
        {siteConfig.hasNewsletter ? (
          <Trans comment="Privacy: the right to object, stated on its own (GDPR art. 21(4)); the first part is a bold lead-in. pt: “opor-se a um tratamento” (LGPD art. 18 § 2); name the uses your legal-bases list rests on legitimate interest (en, fr, de: messages, safety and the access logs; pt and es: messages and safety, and the access logs where the GDPR applies, as its paragraph below says), and the two exceptions of GDPR art. 21(1): compelling grounds that override the person’s, or legal claims">
            <strong>Your right to object.</strong> Where we rely on our legitimate interest (answering your messages,
            keeping the service safe and keeping our servers’ access logs), you may object at any time for reasons
            arising from your particular situation; we then stop unless we have compelling legitimate grounds that
            override your interests, rights and freedoms, or need the data to establish, exercise or defend legal claims.
            You may object to the newsletter at any time, without giving a reason, by using the unsubscribe link in every
            issue.
          </Trans>
        ) : (
          <Trans comment="Privacy: the right to object, stated on its own (GDPR art. 21(4)), on a site without a newsletter; the first part is a bold lead-in. pt: “opor-se a um tratamento” (LGPD art. 18 § 2); name the uses your legal-bases list rests on legitimate interest (en, fr, de: messages, safety and the access logs; pt and es: messages and safety, and the access logs where the GDPR applies, as its paragraph below says), and the two exceptions of GDPR art. 21(1): compelling grounds that override the person’s, or legal claims">
            <strong>Your right to object.</strong> Where we rely on our legitimate interest (answering your messages,
            keeping the service safe and keeping our servers’ access logs), you may object at any time for reasons
            arising from your particular situation; we then stop unless we have compelling legitimate grounds that
            override your interests, rights and freedoms, or need the data to establish, exercise or defend legal claims.
          </Trans>
        )}
      </p>
      <p>
        <Trans comment="Privacy: no automated decision-making or profiling (GDPR art. 13(2)(f), art. 22; pt: LGPD art. 20)">
          We make no decisions about you by automated means alone, and we do not profile you.
        </Trans>
      </p>
      <p>
        <Trans comment="Privacy: right to complain. Name the authority the reader would turn to: pt the ANPD (Autoridade Nacional de Proteção de Dados) and Procon; fr the CNIL or the authority of the reader’s country of residence (the French pages also serve Belgium, Luxembourg, Switzerland and Canada); de a Datenschutz-Aufsichtsbehörde; es (Latin America) the data protection authority of the reader’s country, and Chile’s, Colombia’s and Peru’s by name, each with the condition its law sets (Chile: the Agencia de Protección de Datos Personales, after a request we refused or did not answer in time, within 30 business days, Ley 19.628 arts. 11 and 41). en, fr, de, read in Switzerland: name its federal authority, by its name in your language (de: Eidgenössischer Datenschutz- und Öffentlichkeitsbeauftragter, EDÖB; fr: Préposé fédéral à la protection des données et à la transparence, PFPDT), since the cantonal officers oversee no companies; en, read in the United States: the Federal Trade Commission or the reader's state attorney general; en and fr, read in Canada: the Office of the Privacy Commissioner of Canada (fr: Commissariat à la protection de la vie privée du Canada, PIPEDA s. 11) and, in Québec, the Commission d’accès à l’information (its name in French in every language; Québec’s private-sector privacy act, s. 81)">
          If you think we handle your data unlawfully, you may also complain to a data protection supervisory authority,
          in particular the one where you live or work (in the United States, the Federal Trade Commission or your
          state’s attorney general; in Switzerland, the Federal Data Protection and Information
          Commissioner, FDPIC; in Canada, the Office of the Privacy Commissioner of Canada, or in Québec the Commission
          d’accès à l’information).
        </Trans>
      </p>
      {market === 'en' && (
        <p>
          <Trans comment="Privacy (shown on the English pages only, read in the United Kingdom): for UK readers, the policy's GDPR articles are the UK GDPR's, which keeps their numbers, with the Data Protection Act 2018; the rule on a device's storage is regulation 6 of the Privacy and Electronic Communications Regulations 2003; the authority is the Information Commissioner’s Office (UK GDPR art. 77; art. 13(2)(d)). Keep the names of the UK laws and the ICO in English, with ico.org.uk">
            If you live in the United Kingdom: each article of the GDPR this policy cites is, for you, the same article of
            the UK GDPR, read with the UK’s Data Protection Act 2018; the rule on storing or reading information on your device
            is regulation 6 of the Privacy and Electronic Communications (EC Directive) Regulations 2003 (PECR); and
            your supervisory authority is the Information Commissioner’s Office (ico.org.uk).
          </Trans>
        </p>
      )}
      {(market === 'en' || operatorInAustralia) && <AustralianPrivacy />}
      {operatorInEea && (market === 'pt' || market === 'es') && (
        <p>
          <Trans comment="Privacy (shown on the Portuguese and Spanish pages only, when the operator is established in the European Economic Area): the GDPR governs the operator's handling of every reader's data, and these pages are written to Brazil's and Latin America's laws, so they give the GDPR's grounds (one per use, as the other languages' policies give them), transfer rules, rights, reply time and authority too. country is the operator's country, already in the language (keep it in the brackets, so that no article has to agree with it). Cite articles as your language does (pt: art. 6º, 1, b; es: art. 6.1.b). pt: “GDPR” as Brazilian readers know it; the 15 days said above are within the month (say “in any case”). es: the right is “supresión”, not the ARCO “cancelación”">
            Because we are established in the European Economic Area ({country}), the EU’s General Data Protection
            Regulation (GDPR) also applies to your data, wherever you live. Under it, your account and the app’s
            features rest on the contract between us (art. 6(1)(b)); what you write about your faith, on your explicit
            consent (arts. 6(1)(a) and 9(2)(a)), and anything else you agree to, on your consent (art. 6(1)(a));
            answering your messages, keeping the service safe and the access logs, on our legitimate interest (art.
            6(1)(f)). Transfers outside the European Economic Area follow its rules (an adequacy decision or the
            European Commission’s standard contractual clauses). You also have the rights the GDPR gives you, among
            them erasure, restriction and portability; we answer each request within one month at the latest (art.
            12(3)); and you may complain to the data protection authority of the country where we are established, or
            of the one where you live or work (art. 77).
          </Trans>
        </p>
      )}
      {operatorInEea && supervisoryAuthority && (
        <p>
          <Trans comment="Privacy, in every language, when the operator is established in the EEA and names its data protection authority (a setting: its name and website, as the operator wrote them, e.g. Comissão Nacional de Proteção de Dados (CNPD), www.cnpd.pt): the authority responsible where it is established (in a federal country, Germany's or Austria's, the state's: never say “the country's”; country, already in the language: keep it in the brackets), its lead authority under the GDPR (art. 56), to which any reader may complain too. de: federführende Aufsichtsbehörde (Art. 56 DSGVO); fr: autorité de contrôle chef de file (article 56 du RGPD); pt: autoridade de controle principal; es: autoridad de control principal">
            Our lead supervisory authority under the GDPR (art. 56) is the one responsible where we are established
            ({country}): {supervisoryAuthority}.
          </Trans>
        </p>
      )}
      {!operatorInEea && (market === 'pt' || market === 'es') && (
        <p>
          <Trans comment="Privacy (shown on the Portuguese and Spanish pages only, when the operator is established outside the European Economic Area): these pages are written to Brazil's and Latin America's laws, and readers in Portugal and Spain read them too, whose data the GDPR governs, since the app is offered there (art. 3(2): to people who are there, not only those who live there); so they give its grounds (one per use, as the other languages' policies give them), transfer rules, rights, reply time and authority. Cite articles as your language does (pt: art. 3º, 2; art. 6º, 1, b; es: art. 3.2; art. 6.1.b). pt: “GDPR” as Brazilian readers know it; the 15 days said above are within the month (say “in any case”). es: the right is “supresión”, not the ARCO “cancelación”">
            If you are in the European Union, Iceland, Liechtenstein or Norway, the EU’s General Data Protection
            Regulation (GDPR) also applies to your data, since we offer {appName} there (art. 3(2)). Under it, your
            account and the app’s features rest on the contract between us (art. 6(1)(b)); what you write about your
            faith, on your explicit consent (arts. 6(1)(a) and 9(2)(a)), and anything else you agree to, on your
            consent (art. 6(1)(a)); answering your messages, keeping the service safe and the access logs, on our
            legitimate interest (art. 6(1)(f)). Transfers outside the European Economic Area follow its rules (an
            adequacy decision or the European Commission’s standard contractual clauses). You also have the rights the
            GDPR gives you, among them erasure, restriction and portability; we answer each request within one month
            at the latest (art. 12(3)); and you may complain to the data protection authority of the country where you
            live or work (art. 77).
          </Trans>
        </p>
      )}
      {operatorInUk && (market === 'pt' || market === 'es') && (
        <p>
          <Trans comment="Privacy (shown on the Portuguese and Spanish pages only, when the operator is established in the United Kingdom): the UK GDPR governs the operator's handling of every reader's data, and these pages are written to Brazil's and Latin America's laws, so they give its grounds, transfer rules, rights and authority too. Cite articles as your language does (pt: art. 6º, 1, b; es: art. 6.1.b). Keep “UK GDPR”, “Data Protection Act 2018” and “Information Commissioner’s Office” in English">
            Because we are established in the United Kingdom, the UK General Data Protection Regulation (UK GDPR) and the
            Data Protection Act 2018 also apply to your data, wherever you live. Under them, the grounds above are the
            contract between us (art. 6(1)(b)), your consent (art. 6(1)(a) and, for what you write about your faith, art.
            9(2)(a)) and our legitimate interest (art. 6(1)(f)), which also covers the access logs; transfers outside the
            United Kingdom follow their rules (adequacy regulations, or the UK’s international data transfer agreement or
            its addendum to the EU’s standard contractual clauses). You also have the rights the UK GDPR gives you, and you
            may complain to the Information Commissioner’s Office (ico.org.uk).
          </Trans>
        </p>
      )}
      {market === 'es' && (
        <p>
          <Trans comment="Privacy (shown on the Spanish pages only): Argentina’s required notice (Disposición DNPDP 10/2008 art. 1). es: use exactly this text: “Si vives en Argentina: El titular de los datos personales tiene la facultad de ejercer el derecho de acceso a los mismos en forma gratuita a intervalos no inferiores a seis meses, salvo que se acredite un interés legítimo al efecto conforme lo establecido en el artículo 14, inciso 3 de la Ley Nº 25.326. La AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA, en su carácter de Órgano de Control de la Ley Nº 25.326, tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos personales.”">
            If you live in Argentina: the data subject may exercise the right of access to their personal data free of
            charge at intervals of no less than six months, unless a legitimate interest is shown, as set out in article
            14(3) of Law No. 25,326. The Agency for Access to Public Information, as the supervisory body of Law No.
            25,326, hears the complaints and claims of anyone whose rights are affected by a breach of the rules on the
            protection of personal data.
          </Trans>
        </p>
      )}
      {(market === 'es' || operatorInMexico) && <MexicanRights />}
      {operatorInColombia && <ColombianRights />}
      {operatorInChile && <ChileanRights />}
      {operatorInPeru && <PeruvianRights />}
      <p>
        <Trans comment="Privacy: above the red deletion button; the account can also be deleted in the app">
          You can delete your account and its data permanently in the app, or send us a request; we keep only what the
          law obliges us to, for the time set out above. The button below opens your email app with the message ready
          to send.
        </Trans>
      </p>
      <DeletionRequestButton />
    </LegalSection>
  )
}

/** The policy's contact: the support address, and the data protection officer, named when the setting gives a name. */
export function PrivacyContact() {
  const { supportEmail, dpoEmail, dpoName, dpoGender } = siteConfig
  return (
    <LegalSection id="contact" title={<Trans comment="Privacy section heading">Contact</Trans>}>
      <p>
        {dpoName ? (
          <Trans comment="Privacy: contact; the links are the support address and the data protection officer’s address; dpoName is a person’s name and dpoGender (female or other) the grammatical gender of their title. pt: the DPO is the “encarregado pelo tratamento de dados pessoais” (LGPD art. 41), female “a nossa encarregada”; es: “delegado de protección de datos” (never “responsable”, the controller’s word), female “nuestra delegada”; fr female “notre déléguée”; de female “unsere Datenschutzbeauftragte”">
            Questions about this policy or your data? Write to <MailLink address={supportEmail}>{supportEmail}</MailLink>,
            or to <Select value={dpoGender} _female="our data protection officer" other="our data protection officer" />,{' '}
            {dpoName}, at <MailLink address={dpoEmail}>{dpoEmail}</MailLink>.
          </Trans>
        ) : (
          <Trans comment="Privacy: contact; the links are the support address and the data protection officer’s address; dpoGender (female or other) is the grammatical gender of their title. pt: the DPO is the “encarregado pelo tratamento de dados pessoais” (LGPD art. 41); es: “delegado de protección de datos” (never “responsable”, the controller’s word)">
            Questions about this policy or your data? Write to <MailLink address={supportEmail}>{supportEmail}</MailLink>,
            or to <Select value={dpoGender} _female="our data protection officer" other="our data protection officer" /> at{' '}
            <MailLink address={dpoEmail}>{dpoEmail}</MailLink>.
          </Trans>
        )}
      </p>
      {operatorInCanada && (
        <p>
          <Trans comment="Privacy, contact (every language, when the operator is established in Canada): its data protection officer, just named, is also the person in charge of the protection of personal information whose title and contact Québec's private-sector privacy act (s. 3.1) asks to publish on the website, and the individual accountable under PIPEDA (Schedule 1, clause 4.1, its principle of accountability). Use the laws' own titles: fr “responsable de la protection des renseignements personnels”, “Loi sur la protection des renseignements personnels dans le secteur privé”, “LPRPDE”; other languages keep the Québec act's name in French and PIPEDA's in English">
            In Canada, this officer is also our person in charge of the protection of personal information (Act respecting
            the protection of personal information in the private sector, Québec, s. 3.1) and the individual accountable for
            our compliance with PIPEDA (Schedule 1, clause 4.1).
          </Trans>
        </p>
      )}
    </LegalSection>
  )
}

/**
 * The procedure for Mexico's ARCO rights and the authority that hears a complaint since the INAI was
 * dissolved (Ley Federal de Protección de Datos Personales en Posesión de los Particulares, DOF 20
 * March 2025: the notice gives the means and procedure for these rights; art. 40, the data protection
 * request to the Secretaría Anticorrupción y Buen Gobierno): on the Spanish pages, to readers in Mexico;
 * in every language, to every reader, for an operator established in Mexico, whom the law binds
 * towards all of them.
 */
function MexicanRights() {
  const { dpoEmail } = siteConfig
  return operatorInMexico ? (
    <p>
      <Trans comment="Privacy (every language, when the operator is established in Mexico, whose law then binds it towards every reader): how to exercise the ARCO rights, and the authority since the INAI was dissolved (Ley Federal de Protección de Datos Personales en Posesión de los Particulares, 2025). The link is the data protection officer’s address. Keep the law’s name and the authority’s in Spanish, as here; es: “vivas donde vivas”, “solicitud de protección de datos”, as the law calls it">
        Because we are established in Mexico, its Federal Law on the Protection of Personal Data Held by Private Parties
        (Ley Federal de Protección de Datos Personales en Posesión de los Particulares) applies to your data, wherever
        you live. To exercise your rights of access, rectification, cancellation or objection (ARCO rights) or to
        withdraw your consent, write to <MailLink address={dpoEmail}>{dpoEmail}</MailLink> with your name, your
        account’s email address, the right you are exercising and the data it concerns; we may ask you to prove your
        identity. We reply within the time that law sets. If you disagree with our reply, or receive none, you may file
        a data protection request with the Secretaría Anticorrupción y Buen Gobierno.
      </Trans>
    </p>
  ) : (
    <p>
      <Trans comment="Privacy (shown on the Spanish pages only): how to exercise the ARCO rights in Mexico, and the authority since the INAI was dissolved (Ley Federal de Protección de Datos Personales en Posesión de los Particulares, 2025). The link is the data protection officer’s address. Keep the authority’s name in Spanish: Secretaría Anticorrupción y Buen Gobierno; es: “solicitud de protección de datos”, as the law calls it">
        If you live in Mexico: to exercise your rights of access, rectification, cancellation or objection (ARCO rights)
        or to withdraw your consent, write to <MailLink address={dpoEmail}>{dpoEmail}</MailLink> with your name, your
        account’s email address, the right you are exercising and the data it concerns; we may ask you to prove your
        identity. We reply within the time set by Mexico’s Federal Law on the Protection of Personal Data Held by
        Private Parties. If you disagree with our reply, or receive none, you may file a data protection request with
        the Secretaría Anticorrupción y Buen Gobierno.
      </Trans>
    </p>
  )
}
