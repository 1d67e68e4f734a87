// Validated when the build starts (scripts/site-module.ts, src/config/site-schema.ts).
import { settings as env } from 'virtual:site'

/** Everything about the site that is not copy. Override with VITE_* variables (README). */
export const siteConfig = {
  /** The public origin, without a trailing slash. */
  siteUrl: env.VITE_SITE_URL.replace(/\/$/, ''),
  appName: env.VITE_APP_NAME,
  supportEmail: env.VITE_SUPPORT_EMAIL,
  legalEmail: env.VITE_LEGAL_EMAIL,
  /** Who runs the site and the app: the data controller, named in the legal notice. */
  operator: {
    name: env.VITE_OPERATOR_NAME,
    address: env.VITE_OPERATOR_ADDRESS,
    email: env.VITE_OPERATOR_EMAIL,
  },
  /** The data protection officer (GDPR) / encarregado (LGPD art. 41). */
  dpoEmail: env.VITE_DPO_EMAIL,
  /** The encarregado's name (LGPD art. 41 § 1); undefined when set to `none`. */
  dpoName: env.VITE_DPO_NAME,
  /** The grammatical gender of the officer's title (`female`, `other`), for an ICU select. */
  dpoGender: env.VITE_DPO_GENDER,
  /** The EU representative (GDPR art. 27, DSA art. 13), name and address; undefined for an operator in the EEA. */
  euRepresentative: env.VITE_EU_REPRESENTATIVE,
  /** Its email address and phone number (DSA art. 13(4)), each undefined until set. */
  euRepresentativeContact: { email: env.VITE_EU_REPRESENTATIVE_EMAIL, phone: env.VITE_EU_REPRESENTATIVE_PHONE },
  /** Where members report illegal community posts (DSA arts. 12 and 16). */
  reportEmail: env.VITE_REPORT_EMAIL ?? env.VITE_SUPPORT_EMAIL,
  /** How many days the web server keeps its access logs (Marco Civil art. 15: six months, up to 184 days). */
  logRetentionDays: env.VITE_LOG_RETENTION_DAYS,
  /**
   * The consumer mediator or dispute resolution body the operator takes part before: France's (C. conso.
   * L.612-1), or its own EEA country's (ADR Directive art. 13(1)); undefined until the operator names it.
   */
  mediator: env.VITE_MEDIATOR_NAME && env.VITE_MEDIATOR_URL ? { name: env.VITE_MEDIATOR_NAME, url: env.VITE_MEDIATOR_URL } : undefined,
  /** The code of conduct the operator has signed, with where to read it (LSSI art. 10.1.f), or undefined: it has signed none. */
  codeOfConduct:
    env.VITE_CODE_OF_CONDUCT && env.VITE_CODE_OF_CONDUCT_URL
      ? { name: env.VITE_CODE_OF_CONDUCT, url: env.VITE_CODE_OF_CONDUCT_URL }
      : undefined,
  /**
   * The operator's online complaints book (Peru's Libro de Reclamaciones, Ley 29571 art. 150), or
   * undefined: it keeps none. Portugal's is one platform for every provider (LIVRO_DE_RECLAMACOES).
   */
  complaintsBook: env.VITE_COMPLAINTS_BOOK_URL,
  /**
   * What Peru's data protection law asks the policy of an operator established there to name (Ley
   * 29733 art. 18): its banks of personal data, and its processors (each undefined until set, which a
   * release asks of an operator established in Peru).
   */
  peruData: { banks: env.VITE_PERU_DATA_BANKS, processors: env.VITE_PERU_PROCESSORS },
  /** The consumer arbitration board the operator takes part before (§ 36 VSBG), or undefined: it takes part in none. */
  arbitrationBoard:
    env.VITE_CONSUMER_ARBITRATION === 'yes' && env.VITE_ARBITRATION_BOARD && env.VITE_ARBITRATION_BOARD_URL
      ? { name: env.VITE_ARBITRATION_BOARD, url: env.VITE_ARBITRATION_BOARD_URL }
      : undefined,
  /**
   * The legal notice's other lines; undefined where the operator set `none`. Which market shows
   * which: NOTICE_LINES in src/features/legal/legal-notice.tsx.
   */
  legalNotice: {
    legalForm: env.VITE_OPERATOR_LEGAL_FORM,
    representative: env.VITE_OPERATOR_REPRESENTATIVE,
    register: env.VITE_OPERATOR_REGISTER,
    vatId: env.VITE_OPERATOR_VAT_ID,
    phone: env.VITE_OPERATOR_PHONE,
    shareCapital: env.VITE_OPERATOR_SHARE_CAPITAL,
    rcs: env.VITE_OPERATOR_RCS,
    publicationDirector: env.VITE_PUBLICATION_DIRECTOR,
    cnpj: env.VITE_OPERATOR_CNPJ,
    host: { name: env.VITE_HOST_NAME, address: env.VITE_HOST_ADDRESS, phone: env.VITE_HOST_PHONE },
  },
  /** The lead data protection authority of an operator established in the EEA (GDPR art. 56), or undefined. */
  supervisoryAuthority: env.VITE_SUPERVISORY_AUTHORITY,
  /** What Austrian law adds to the notice of an operator established there (austrian-notice.tsx); each undefined where `none`. */
  austrianNotice: {
    chamber: env.VITE_OPERATOR_CHAMBER,
    trade: env.VITE_OPERATOR_TRADE,
    tradeAuthority: env.VITE_OPERATOR_TRADE_AUTHORITY,
    purpose: env.VITE_OPERATOR_PURPOSE,
    owners: env.VITE_OPERATOR_OWNERS,
    mediaLine: env.VITE_MEDIA_LINE,
  },
  /** The youngest age at which the app may be used (privacy policy; GDPR art. 8, LGPD art. 14). */
  minimumAge: 16,
  stores: {
    appStoreId: env.VITE_APP_STORE_ID,
    appStore: env.VITE_APP_STORE_URL,
    googlePlay: env.VITE_PLAY_STORE_URL,
  },
  social: {
    instagram: env.VITE_INSTAGRAM_URL,
    youtube: env.VITE_YOUTUBE_URL,
  },
  stats: {
    activeUsers: env.VITE_STAT_ACTIVE_USERS,
    dailyVerses: env.VITE_STAT_DAILY_VERSES,
    rating: env.VITE_STAT_RATING,
    prayersShared: env.VITE_STAT_PRAYERS_SHARED,
    subscribers: env.VITE_STAT_SUBSCRIBERS,
  },
  privacyUpdated: env.VITE_PRIVACY_UPDATED,
  termsUpdated: env.VITE_TERMS_UPDATED,
  /**
   * Where the newsletter form posts `{ email, language }`, or undefined: then it only logs the
   * address, as the spec says. The form reads it from `virtual:site` (newsletter-section.tsx).
   */
  newsletterUrl: env.VITE_NEWSLETTER_URL === 'none' ? undefined : env.VITE_NEWSLETTER_URL,
  /** Whether the site has a newsletter (`VITE_NEWSLETTER_URL=none`: no section, no word of it). */
  hasNewsletter: env.VITE_NEWSLETTER_URL !== 'none',
  copyrightYear: 2024,
  /** Support answers within this window, on business days. */
  responseHours: { min: 24, max: 48 },
} as const

/** `https://www.instagram.com/selah.app` → `@selah.app`. */
export function socialHandle(url: string): string {
  const last = new URL(url).pathname.split('/').filter(Boolean).pop() ?? ''
  return last.startsWith('@') ? last : `@${last}`
}

/**
 * Portugal's electronic complaints book, one platform for every provider, which an operator
 * established there links visibly from its website (Decreto-Lei 156/2005, art. 5.º-B): the footer
 * and the terms do.
 */
export const LIVRO_DE_RECLAMACOES = 'https://www.livroreclamacoes.pt/inicio'
