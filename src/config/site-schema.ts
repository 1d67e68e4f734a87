// Runs in Node only (scripts/site-module.ts validates at build start), so it uses full Zod.
import { z } from 'zod'
import { ANALYTICS_ENV } from './analytics-settings.ts'
import { APP_LINK_ENV, APP_LINK_PAIRS } from './app-link-settings.ts'
import { CLAIMS_ENV } from './claims-settings.ts'
import { LEGAL_ENV, legalSettingIssues } from './legal-settings.ts'
import { cnpj, noticeLine, phone, vatId } from './notice-settings.ts'

/**
 * The site's settings and the VITE_* variable that overrides each.
 * Validated when the build starts (scripts/site-module.ts) and read at run time (site.ts).
 */
const email = z.email()
const httpsUrl = z.url({ protocol: /^https$/ })
const isoDate = z.iso.date()
/** An origin with no path: https, or http on this machine only (the benchmark serves over http). */
const siteUrl = z
  .url({ protocol: /^https?$/ })
  .refine((value) => {
    if (!URL.canParse(value)) return false
    const url = new URL(value)
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
    return (url.protocol === 'https:' || loopback) && url.pathname === '/' && !url.search && !url.hash
  }, 'must be an https origin with no path, such as https://www.example.org')

// Campaign attribution on the store links (README, "Campaign links"; src/lib/store-campaign.ts).
// Off by default: the store links stay exactly as they are, and the landing address is never read.

const STORE_CAMPAIGN_ENV = {
  /**
   * `true`: the store links carry the campaign of the address the visitor landed on, or the link's
   * placement (App Store `pt` and `ct`, Google Play `referrer`). `false` (the default): they do not.
   */
  VITE_STORE_CAMPAIGNS: z.stringbool({ error: 'must be true or false' }).default(false),
  /** Apple's provider token, the `pt` of App Store Connect's campaign links (digits); App Store links carry a campaign only with it. */
  VITE_APPLE_PROVIDER_TOKEN: z
    .string()
    .trim()
    .regex(/^\d{1,16}$/, 'must be the provider token from App Store Connect (App Analytics, Campaigns: the pt= of a campaign link), digits only, such as 123456')
    .optional(),
} as const

export const SITE_ENV = {
  /** The public origin, for canonical, hreflang and share links, the sitemap and robots.txt. */
  VITE_SITE_URL: siteUrl.default('https://selah.example.com'),
  VITE_APP_NAME: z.string().trim().min(1).max(40).default('Selah'),
  VITE_SUPPORT_EMAIL: email.default('support@example.com'),
  VITE_LEGAL_EMAIL: email.default('legal@example.com'),
  /** Who runs the site and the app (the data controller; the legal notice names them). */
  VITE_OPERATOR_NAME: z.string().trim().min(1).max(120).default('Example Operator Ltd.'),
  /** The operator's postal address, on one line, parts separated by commas. */
  VITE_OPERATOR_ADDRESS: z.string().trim().min(1).max(200).default('1 Example Street, 00000 Example City, Country'),
  /** The operator's general contact address (legal notice, privacy policy). */
  VITE_OPERATOR_EMAIL: email.default('contact@example.com'),
  /** The data protection officer (GDPR) / encarregado (LGPD art. 41). */
  VITE_DPO_EMAIL: email.default('privacy@example.com'),
  /** The encarregado's name, which LGPD art. 41 § 1 asks to publish (the privacy policy's contact). */
  VITE_DPO_NAME: noticeLine('Example DPO Name', 120),
  // The legal notice (Impressum, mentions légales, informações legais). Which market shows which
  // line: NOTICE_LINES in src/features/legal/legal-notice.tsx.
  /** The legal form, as written after the name: GmbH, SAS, Ltda., Ltd. (de § 5 DDG; fr LCEN art. 6). */
  VITE_OPERATOR_LEGAL_FORM: noticeLine('Example legal form', 80),
  /** Who may act for the company: managing directors, président (de § 5 DDG). */
  VITE_OPERATOR_REPRESENTATIVE: noticeLine('Example Representative', 200),
  /** The commercial register and number, such as "Amtsgericht Berlin-Charlottenburg, HRB 123456". */
  VITE_OPERATOR_REGISTER: noticeLine('Example Register Court, HRB 00000', 160),
  /** The VAT identification number (§ 27a UStG; fr LCEN art. 6). */
  VITE_OPERATOR_VAT_ID: noticeLine('XX000000000', 20, vatId),
  /** A phone number for fast contact (de § 5 DDG; fr LCEN art. 6), international form. */
  VITE_OPERATOR_PHONE: noticeLine('+00 00 0000 0000', 30, phone),
  /** The share capital, as written in the register: "10 000 €" (fr LCEN art. 6). */
  VITE_OPERATOR_SHARE_CAPITAL: noticeLine('Example share capital', 40),
  /** The RCS entry: "RCS Paris 123 456 789" (fr LCEN art. 6). */
  VITE_OPERATOR_RCS: noticeLine('RCS Example 000 000 000', 80),
  /** The directeur de la publication, a person (fr LCEN art. 6). */
  VITE_PUBLICATION_DIRECTOR: noticeLine('Example Publication Director', 120),
  /** The CNPJ (Decreto 7.962/2013 art. 2 I), check digits verified. */
  VITE_OPERATOR_CNPJ: noticeLine('00.000.000/0000-00', 18, cnpj),
  /** Who hosts the website: name, one-line address and phone (fr LCEN art. 6). */
  VITE_HOST_NAME: noticeLine('Example Hosting Provider', 120),
  VITE_HOST_ADDRESS: noticeLine('1 Example Road, 00000 Example City, Country', 200),
  VITE_HOST_PHONE: noticeLine('+00 00 0000 0001', 30, phone),
  /** Without a country (`/br/`): the store then opens in each visitor's own country and language. */
  VITE_APP_STORE_URL: httpsUrl
    .refine((value) => !/^https:\/\/apps\.apple\.com\/[a-z]{2}\//i.test(value), 'names a country (/br/), so every visitor, in every language, would land in that country’s store: leave it out, as in https://apps.apple.com/app/selah/id1234567890')
    .default('https://apps.apple.com/app/id0000000000'),
  /** The App Store app id, for Safari's download banner (`apple-itunes-app`). */
  VITE_APP_STORE_ID: z.string().regex(/^\d{6,12}$/, 'must be the numeric App Store id').default('0000000000'),
  /** Without a language or country (`hl=`, `gl=`): Google Play then shows each visitor's own. */
  VITE_PLAY_STORE_URL: httpsUrl
    .refine((value) => !/[?&](hl|gl)=/.test(value), 'names a language or country (hl=, gl=), so every visitor would see the store in that one: leave them out, as in https://play.google.com/store/apps/details?id=app.selah')
    .default('https://play.google.com/store/apps/details?id=com.example.selah'),
  // Stand-ins no real profile has: a real Selah's own handle may well be selah.app, which an equal default would refuse.
  VITE_INSTAGRAM_URL: httpsUrl.default('https://www.instagram.com/example'),
  VITE_YOUTUBE_URL: httpsUrl.default('https://www.youtube.com/@example'),
  /** The day the privacy policy text was last changed. */
  VITE_PRIVACY_UPDATED: isoDate.default('2026-11-28'),
  /** The day the terms text was last changed. */
  VITE_TERMS_UPDATED: isoDate.default('2026-11-28'),
  /**
   * Where the newsletter form posts `{ email, language }` as JSON (https), or `none`: the site has
   * no newsletter (no section, no word of it in the privacy policy). Unset: the spec's behaviour,
   * the address logged and nothing sent, which a release refuses (release-checks.ts).
   */
  VITE_NEWSLETTER_URL: z
    .string()
    .trim()
    .refine((value) => value === 'none' || httpsUrl.safeParse(value).success, 'must be an https address, or none for no newsletter')
    .optional(),
  ...CLAIMS_ENV,
  ...LEGAL_ENV,
  ...ANALYTICS_ENV,
  ...APP_LINK_ENV,
  ...STORE_CAMPAIGN_ENV,
} as const

const siteEnvSchema = z.object(SITE_ENV).superRefine((env, ctx) => {
  if (env.VITE_ANALYTICS_DOMAIN !== undefined && env.VITE_ANALYTICS_URL === undefined) {
    ctx.addIssue({ code: 'custom', path: ['VITE_ANALYTICS_DOMAIN'], message: 'is set, but VITE_ANALYTICS_URL is not: the domain only names the site in Plausible' })
  }
  for (const { name, message } of legalSettingIssues(env)) ctx.addIssue({ code: 'custom', path: [name], message })
  for (const [first, second] of APP_LINK_PAIRS) {
    const [set, unset] = env[first] === undefined ? [second, first] : [first, second]
    if (env[set] !== undefined && env[unset] === undefined) {
      ctx.addIssue({ code: 'custom', path: [set], message: `is set, but ${unset} is not: set both, or neither` })
    }
  }
})

export type SiteEnv = z.infer<typeof siteEnvSchema>

/**
 * The settings the pages' code never reads from `settings` (`virtual:site`): the build reads them,
 * and the code that needs one has it as a value of its own there (scripts/site-module.ts). Left out of the
 * browser's copy, so a build without campaigns, app links or analytics ships no trace of them.
 */
const OWN_VALUES = ['VITE_TESTIMONIALS', 'VITE_DATA_COUNTRIES', 'VITE_OPERATOR_COUNTRY', 'VITE_GOVERNING_LAW', 'VITE_UK_REPRESENTATIVE', 'VITE_SWISS_REPRESENTATIVE'] as const
export const BUILD_ONLY_SETTINGS = [...Object.keys(ANALYTICS_ENV), ...Object.keys(APP_LINK_ENV), ...Object.keys(STORE_CAMPAIGN_ENV), ...OWN_VALUES] as Array<
  keyof typeof ANALYTICS_ENV | keyof typeof APP_LINK_ENV | keyof typeof STORE_CAMPAIGN_ENV | (typeof OWN_VALUES)[number]
>

/** The settings the pages read, through `siteConfig` (src/config/site.ts). */
export type ClientSiteEnv = Omit<SiteEnv, (typeof BUILD_ONLY_SETTINGS)[number]>

/** `env` without BUILD_ONLY_SETTINGS: `settings` of `virtual:site`. */
export function clientSiteEnv(env: SiteEnv): ClientSiteEnv {
  const omitted = new Set<string>(BUILD_ONLY_SETTINGS)
  return Object.fromEntries(Object.entries(env).filter(([key]) => !omitted.has(key))) as ClientSiteEnv
}

/** Empty values count as unset, so `VITE_APP_NAME=` keeps the default. */
function withoutEmpty(env: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(SITE_ENV)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  )
}

/** Parses the environment; a bad value throws an Error that names the variable. */
export function parseSiteEnv(env: Record<string, unknown>): SiteEnv {
  const result = siteEnvSchema.safeParse(withoutEmpty(env))
  if (result.success) return result.data
  const problems = result.error.issues
    .map((issue) => `  ${issue.path.join('.')}=${JSON.stringify(env[String(issue.path[0])])}: ${issue.message}`)
    .join('\n')
  throw new Error(`Invalid site configuration:\n${problems}`)
}

/**
 * The origin the newsletter endpoint needs in the policy's `connect-src`, or nothing when the
 * site has no endpoint (and connects to nothing but itself).
 */
export function newsletterOrigin(env: Pick<SiteEnv, 'VITE_NEWSLETTER_URL'>): string | undefined {
  const endpoint = newsletterEndpoint(env)
  return endpoint ? new URL(endpoint).origin : undefined
}

/** Where the newsletter form posts, or nothing: unset (the spec's logging form) or `none` (no newsletter). */
export function newsletterEndpoint(env: Pick<SiteEnv, 'VITE_NEWSLETTER_URL'>): string | undefined {
  return env.VITE_NEWSLETTER_URL === 'none' ? undefined : env.VITE_NEWSLETTER_URL
}
