// Validated by vite.config.ts (src/config/site-schema.ts) when the build starts.
const env = __SITE_ENV__

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
   * address, as the spec says. The form reads it as `__NEWSLETTER_URL__` (newsletter-section.tsx).
   */
  newsletterUrl: env.VITE_NEWSLETTER_URL,
  copyrightYear: 2024,
  /** Support answers within this window, on business days. */
  responseHours: { min: 24, max: 48 },
} as const

/** `https://www.instagram.com/selah.app` → `@selah.app`. */
export function socialHandle(url: string): string {
  const last = new URL(url).pathname.split('/').filter(Boolean).pop() ?? ''
  return last.startsWith('@') ? last : `@${last}`
}
