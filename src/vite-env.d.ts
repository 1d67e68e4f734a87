/// <reference types="vite/client" />

/** The site settings, validated from VITE_* variables when the build started (vite.config.ts `define`). */
declare const __SITE_ENV__: import('./config/site-schema').ClientSiteEnv

/** `siteConfig.newsletterUrl` on its own, a literal the bundler can see through (vite.config.ts `define`). */
declare const __NEWSLETTER_URL__: string | undefined

/**
 * The self-hosted Plausible's https origin, a literal (vite.config.ts `define`): undefined in a build
 * that counts no visits, which then has none of src/analytics/ (README, "Measuring").
 */
declare const __ANALYTICS_URL__: string | undefined

/** The domain the site is added under in Plausible, a literal (vite.config.ts `define`); undefined without analytics. */
declare const __ANALYTICS_DOMAIN__: string | undefined

/**
 * The languages whose pages count nothing until the visitor agrees (VITE_ANALYTICS_CONSENT_LANGUAGES,
 * vite.config.ts `define`): undefined without analytics (README, "Measuring").
 */
declare const __ANALYTICS_CONSENT__: readonly import('./i18n/locales').CatalogLocale[] | undefined

/** The configured ISO days as long dates per language (vite.config.ts `define`; see src/lib/format.ts). */
declare const __LONG_DATES__: Record<string, Partial<Record<import('./i18n/locales').Locale, string>>> | undefined

/** The hero's rating and user count, formatted per language, each absent when set to `none` (vite.config.ts `define`; src/lib/hero-figures.ts). */
declare const __HERO_FIGURES__: Partial<Record<import('./i18n/locales').Locale, import('./lib/hero-figures').HeroFigures>> | undefined

/**
 * The testimonials (VITE_TESTIMONIALS, vite.config.ts `define`; src/config/testimonials-file.ts):
 * null for the development samples, [] for none, else the operator's own, in every language.
 */
declare const __TESTIMONIALS__: import('./config/testimonials-file').TestimonialsSetting | undefined

/** Whether VITE_TESTIMONIALS is `none`, a literal (vite.config.ts `define`; src/features/home/home-page.tsx). */
declare const __NO_TESTIMONIALS__: boolean | undefined

/** Whether this build has the pseudo-locale (vite.config.ts `define`). */
declare const __PSEUDO_LOCALE__: boolean | undefined

/** Whether any language has its official store badges, a literal (vite.config.ts `define`; src/components/store-buttons.tsx). */
declare const __STORE_BADGES__: boolean

/** Whether the store links carry campaigns, a literal (vite.config.ts `define`; src/components/use-store-href.ts). */
declare const __STORE_CAMPAIGNS__: boolean

/** Apple's provider token (VITE_APPLE_PROVIDER_TOKEN), a literal (vite.config.ts `define`; src/components/landing-links.ts). */
declare const __APPLE_PROVIDER_TOKEN__: string | undefined

/**
 * The apps that open the site's links and the paths they open (vite.config.ts `define`), for the
 * build's association files (src/entry-server.tsx, scripts/app-links.mjs); the pages never read it.
 */
declare const __APP_LINKS__: ReturnType<typeof import('./config/app-link-settings').appLinksOf>

/** Whether the iOS app opens the site's links: Safari's banner then passes the page's address (src/seo/head-tags.ts). */
declare const __IOS_APP_LINKS__: boolean

/** Each placement's store links without a landing campaign, made by the build (vite.config.ts `define`; src/lib/store-campaign.ts). */
declare const __STORE_LINKS__: Record<import('./lib/store-campaign').LinkPlacement, import('./lib/store-campaign').StoreUrls>

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
