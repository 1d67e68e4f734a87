// Runs in Node only (vite.config.ts validates at build start), so it uses full Zod.
import { z } from 'zod'

/**
 * The site's settings and the VITE_* variable that overrides each.
 * Validated when the build starts (vite.config.ts) and read at run time (site.ts).
 */
const email = z.email()
const httpsUrl = z.url({ protocol: /^https$/ })
const count = z.coerce.number().int().nonnegative()
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

export const SITE_ENV = {
  /** The public origin, for canonical, hreflang and share links, the sitemap and robots.txt. */
  VITE_SITE_URL: siteUrl.default('https://selah.example.com'),
  VITE_APP_NAME: z.string().trim().min(1).max(40).default('Selah'),
  VITE_SUPPORT_EMAIL: email.default('support@example.com'),
  VITE_LEGAL_EMAIL: email.default('legal@example.com'),
  VITE_APP_STORE_URL: httpsUrl.default('https://apps.apple.com/app/id0000000000'),
  /** The App Store app id, for Safari's download banner (`apple-itunes-app`). */
  VITE_APP_STORE_ID: z.string().regex(/^\d{6,12}$/, 'must be the numeric App Store id').default('0000000000'),
  VITE_PLAY_STORE_URL: httpsUrl.default('https://play.google.com/store/apps/details?id=com.example.selah'),
  VITE_INSTAGRAM_URL: httpsUrl.default('https://www.instagram.com/selah.app'),
  VITE_YOUTUBE_URL: httpsUrl.default('https://www.youtube.com/@selah.app'),
  VITE_STAT_ACTIVE_USERS: count.default(50_000),
  VITE_STAT_DAILY_VERSES: count.default(10_000),
  VITE_STAT_RATING: z.coerce.number().min(0).max(5).default(4.9),
  VITE_STAT_PRAYERS_SHARED: count.default(25_000),
  VITE_STAT_SUBSCRIBERS: count.default(1_000),
  /** The day the privacy policy text was last changed. */
  VITE_PRIVACY_UPDATED: isoDate.default('2026-11-21'),
  /** The day the terms text was last changed. */
  VITE_TERMS_UPDATED: isoDate.default('2026-11-21'),
} as const

const siteEnvSchema = z.object(SITE_ENV)

export type SiteEnv = z.infer<typeof siteEnvSchema>

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
