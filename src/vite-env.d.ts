/// <reference types="vite/client" />

/** The site settings, validated from VITE_* variables when the build started (vite.config.ts `define`). */
declare const __SITE_ENV__: import('./config/site-schema').SiteEnv

/** `siteConfig.newsletterUrl` on its own, a literal the bundler can see through (vite.config.ts `define`). */
declare const __NEWSLETTER_URL__: string | undefined

/** The configured ISO days as long dates per language (vite.config.ts `define`; see src/lib/format.ts). */
declare const __LONG_DATES__: Record<string, Partial<Record<import('./i18n/locales').Locale, string>>> | undefined

/** The hero's rating and user count, formatted per language (vite.config.ts `define`; src/lib/hero-figures.ts). */
declare const __HERO_FIGURES__: Partial<Record<import('./i18n/locales').Locale, { rating: string; activeUsers: string }>> | undefined

/** Whether this build has the pseudo-locale (vite.config.ts `define`). */
declare const __PSEUDO_LOCALE__: boolean | undefined

/** Whether any language has its official store badges, a literal (vite.config.ts `define`; src/components/store-buttons.tsx). */
declare const __STORE_BADGES__: boolean

/**
 * The stores' official badges of each language that has both files in store-badges/ (vite.config.ts,
 * scripts/store-badges.mjs); a language without them shows drawn badges.
 */
declare module 'virtual:store-badges' {
  export const storeBadges: Partial<Record<import('./i18n/locales').Locale, import('../scripts/store-badges.mjs').OfficialBadgeSet>>
}

declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
