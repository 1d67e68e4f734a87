// Counting visits (README, "Measuring"; docs/decisions/015-opt-in-analytics.md), validated with the
// other settings in site-schema.ts. Unset, the site counts nothing and ships none of the code;
// optional, so never placeholders.
import { z } from 'zod'
import { CATALOG_LOCALES, type CatalogLocale } from '../i18n/locales.ts'

/** An https origin with no path: where the self-hosted Plausible answers (`/api/event` is added). */
const httpsOrigin = z
  .url({ protocol: /^https$/ })
  .refine((value) => {
    if (!URL.canParse(value)) return false
    const url = new URL(value)
    return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
  }, 'must be the https origin of your Plausible, with no path, such as https://plausible.example.org')
  .transform((value) => new URL(value).origin)
/** A domain as Plausible names a site: lower-case labels joined by dots. */
const plausibleDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/, 'must be the domain the site is added under in Plausible, such as selah.app (no https://, no path)')

/**
 * The languages whose pages count nothing until the visitor agrees (README, "Measuring"): a
 * comma-separated list of catalog languages (`de,fr`), or `none`. German law (§ 25 TDDDG; EDPB
 * Guidelines 2/2023) asks consent even for cookieless counting, since the script reads the device.
 */
const consentLanguages = z
  .string()
  .trim()
  .toLowerCase()
  .refine(
    (value) => value === 'none' || value.split(',').every((code) => (CATALOG_LOCALES as readonly string[]).includes(code.trim())),
    `must be a comma-separated list of the catalog languages (${CATALOG_LOCALES.join(', ')}), such as de,fr, or none`,
  )
  .transform((value) => (value === 'none' ? [] : [...new Set(value.split(',').map((code) => code.trim() as CatalogLocale))]))

export const ANALYTICS_ENV = {
  /** The self-hosted Plausible (Community Edition) that counts visits, as its https origin. */
  VITE_ANALYTICS_URL: httpsOrigin.optional(),
  /** The domain the site is added under in Plausible; unset, the host of VITE_SITE_URL. Only with VITE_ANALYTICS_URL. */
  VITE_ANALYTICS_DOMAIN: plausibleDomain.optional(),
  /** The languages whose pages ask consent before counting anything; `de` unless set, `none` for no language. Only with VITE_ANALYTICS_URL. */
  VITE_ANALYTICS_CONSENT_LANGUAGES: consentLanguages.default(['de']),
} as const

/**
 * The domain events name the site by in Plausible (README, "Measuring"): VITE_ANALYTICS_DOMAIN, else
 * the host of VITE_SITE_URL; nothing when the site counts no visits.
 */
export function analyticsDomain(env: { VITE_ANALYTICS_URL?: string; VITE_ANALYTICS_DOMAIN?: string; VITE_SITE_URL: string }): string | undefined {
  if (!env.VITE_ANALYTICS_URL) return undefined
  return env.VITE_ANALYTICS_DOMAIN ?? new URL(env.VITE_SITE_URL).hostname
}
