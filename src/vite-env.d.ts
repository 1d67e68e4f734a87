/// <reference types="vite/client" />

// What the build decides (scripts/site-module.ts): the module `virtual:site` below, and three
// literals (vite.config.ts `define`). An imported constant is put in place, and its dead branch
// dropped, only after the chunks are made, so the chunks that branch imports would still be written
// (tests/e2e/server.spec.ts finds them); a literal in place drops the branch and those chunks before
// (docs/decisions/019-build-values-in-one-module.md).

/**
 * Whether this build has the pseudo-locale (VITE_PSEUDO_LOCALE). Read by the locale registry
 * (src/i18n/locales.ts), which Node tools read too, where it is undefined: no plugin serves them.
 */
declare const __PSEUDO_LOCALE__: boolean | undefined

/**
 * The self-hosted Plausible's https origin: undefined in a build that counts no visits, which then
 * has none of src/analytics/ (README, "Measuring").
 */
declare const __ANALYTICS_URL__: string | undefined

/** Whether the store links carry campaigns (README, "Campaign links"; src/components/use-store-href.ts). */
declare const __STORE_CAMPAIGNS__: boolean

/**
 * What the build decides from the validated settings (scripts/site-module.ts makes it when the build
 * starts; unit tests set it, and the literals above, through tests/unit/site-build.ts). A value that is
 * `undefined` or `false` leaves out the code it guards: the bundler puts each primitive in place of its
 * uses, and the minifier drops what is then dead.
 */
declare module 'virtual:site' {
  type Locale = import('./i18n/locales').Locale
  type StoreUrls = import('./lib/store-campaign').StoreUrls

  /** The settings the pages read, through `siteConfig` (src/config/site.ts): all but BUILD_ONLY_SETTINGS. */
  export const settings: import('./config/site-schema').ClientSiteEnv
  /** Where the newsletter form posts (`siteConfig.newsletterUrl`; src/features/home/newsletter-section.tsx). */
  export const newsletterUrl: string | undefined
  /** The domain the site is added under in Plausible; undefined without analytics. */
  export const analyticsDomain: string | undefined
  /** The languages whose pages count nothing until the visitor agrees; undefined without analytics. */
  export const analyticsConsentLanguages: readonly import('./i18n/locales').CatalogLocale[] | undefined
  /** Whether any language has the stores' official badges (store-badges/; src/components/store-buttons.tsx). */
  export const officialBadges: boolean
  /** Apple's provider token, for the campaign links made in the browser (src/components/landing-links.ts). */
  export const appleProviderToken: string | undefined
  /** Each placement's store links without a landing campaign (src/lib/store-campaign.ts); the configured ones with campaigns off. */
  export const storeLinks: Record<(typeof import('./lib/store-campaign').LINK_PLACEMENTS)[number], StoreUrls>
  /** The policies' ISO days as long dates in every language (src/lib/long-date.ts says why). */
  export const longDates: Record<string, Partial<Record<Locale, string>>>
  /** The operator's country (VITE_OPERATOR_COUNTRY), whose law governs the terms, named in each language by the build. */
  export const operatorCountry: Record<Locale, string>
  /** Where the operator's country has several laws of contract, the one that governs the terms (VITE_GOVERNING_LAW), as each language names it. */
  export const governingLaw: Record<Locale, string> | undefined
  /**
   * The representatives in the United Kingdom (UK GDPR art. 27) and Switzerland (FADP art. 14), each
   * undefined without one: values of their own, so that only the privacy policy's code carries them.
   */
  export const ukRepresentative: string | undefined
  export const swissRepresentative: string | undefined
  /**
   * Whether the operator is established in France (VITE_OPERATOR_COUNTRY=FR): French law's duties
   * then hold towards every reader, so the terms name the consumer mediator, the privacy policy the
   * LCEN's retention and the legal notice the mentions légales' lines in every language, not on the
   * French pages alone.
   */
  export const operatorInFrance: boolean
  /**
   * Whether it is established in Germany, whose Consumer Dispute Resolution Act (§ 36 VSBG) asks its
   * traders to say on the website whether they take part in consumer arbitration: the terms then say
   * so in every language (src/features/legal/terms-disputes.tsx), and every language's legal notice
   * gives the Impressum's lines (legal-notice.tsx).
   */
  export const operatorInGermany: boolean
  /**
   * Whether the operator is established in the European Economic Area: the GDPR then governs its
   * handling of every reader's data, so the Portuguese and Spanish policies, written to their own
   * markets' laws, say so too (src/features/legal/privacy-rights.tsx), and their terms give readers in
   * the EU and EEA the 14-day withdrawal (terms-page.tsx), as the other languages' terms do.
   */
  export const operatorInEea: boolean
  /** Whether it is established in the EU, whose VAT id the German and French notices name as the EU's. */
  export const operatorInEu: boolean
  /** Whether it is established in the United Kingdom: the UK GDPR then governs every reader's data, which the Portuguese and Spanish policies say too. */
  export const operatorInUk: boolean
  /**
   * Whether it is established in Canada: the privacy policy then says, in every language, that its
   * officer is the person in charge of personal information Québec's law asks it to name, with title
   * and contact, on its website (s. 3.1), and the one accountable under PIPEDA (Schedule 1, clause 4.1).
   */
  export const operatorInCanada: boolean
  /**
   * Whether it is established in Mexico: its Federal Law on the Protection of Personal Data Held by
   * Private Parties then binds it towards every reader, so the privacy policy gives the ARCO
   * procedure and the authority in every language, not only to readers in Mexico on the Spanish pages.
   */
  export const operatorInMexico: boolean
  /**
   * Whether it is established in Colombia: its consumer statute (Ley 1480 de 2011, art. 50,
   * parágrafo) then asks every page to link, visibly, the consumer authority, the Superintendencia
   * de Industria y Comercio (the footer does).
   */
  export const operatorInColombia: boolean
  /**
   * Whether it is established in Chile, whose Ley 19.628, as Ley 21.719 rewrote it (in force since 1
   * December 2026), then binds it towards every reader: the privacy policy gives its rights, the
   * request's deadlines and the complaint to the Agencia de Protección de Datos Personales, and names
   * its legal representative (art. 14 ter b), in every language (privacy-chile.tsx).
   */
  export const operatorInChile: boolean
  /**
   * Whether it is established in Peru, whose Ley 29733 then binds it towards every reader: the privacy
   * policy names its banks of personal data and its processors (art. 18), gives the rights, the
   * request's deadlines and the complaint to the Autoridad Nacional de Protección de Datos Personales,
   * in every language (privacy-peru.tsx).
   */
  export const operatorInPeru: boolean
  /**
   * Whether it is established in Portugal, whose Companies Code (art. 171) asks a company to give, on
   * every website, its legal form, registry office and number, tax id and share capital: every
   * language's legal notice then gives them (legal-notice.tsx).
   */
  export const operatorInPortugal: boolean
  /**
   * Whether it is established in Austria, whose E-Commerce Act (§ 5), Companies Code (UGB § 14) and
   * Media Act (§ 25) bind it towards every reader: every language's legal notice then gives its
   * Impressum's lines, its chamber, trade and trade authority, and its media disclosure
   * (legal-notice.tsx, austrian-notice.tsx).
   */
  export const operatorInAustria: boolean
  /**
   * Whether it is established in Belgium, whose Companies Code (art. 2:20) and Code of Economic Law
   * (arts. III.74, XII.6) ask its website for its legal form, enterprise number and VAT number in
   * every language (legal-notice.tsx), and whose Consumer Mediation Service the terms name when it has
   * joined no other body (terms-disputes.tsx).
   */
  export const operatorInBelgium: boolean
  /**
   * Whether it is established in Ireland, whose Companies Act 2014 (s. 151) asks its website for the
   * company's register, number and registered office, said to be so: every language's notice gives
   * them (legal-notice.tsx).
   */
  export const operatorInIreland: boolean
  /**
   * Whether it is established in Australia, whose Privacy Act 1988 binds it towards every reader: the
   * privacy policy then gives, in every language, the Act's complaint route to it and then to the OAIC
   * (APP 1.4(e)) and its rule on automated decisions (APP 1.7), and the legal notice names the company
   * with its ACN (Corporations Act s. 153) and its tax id as its Australian Business Number.
   */
  export const operatorInAustralia: boolean
  /**
   * Where personal data is processed (VITE_DATA_COUNTRIES): how many countries, and their names listed
   * in each language, by the build, so that the prerendered policy and the browser's cannot differ.
   */
  export const dataCountries: { count: number; names: Record<Locale, string> }
  /**
   * The hero's rating and user count (VITE_STAT_RATING, VITE_STAT_ACTIVE_USERS) as each language writes
   * them, each absent when set to `none`: formatted by the build, since a browser's first Intl
   * formatter costs tens of milliseconds, which the first screen cannot spare.
   */
  export const heroFigures: Record<Locale, { rating?: string; activeUsers?: string }>
  /** The month the statistics' figures were read (VITE_STATS_AS_OF) as each language writes it, formatted by the build. */
  export const figuresAsOf: Record<Locale, string>
  /**
   * The testimonials (VITE_TESTIMONIALS; src/config/testimonials-file.ts): null for the development
   * samples, [] for none, else the operator's own, in every language. Only their section reads them.
   */
  export const testimonials: import('./config/testimonials-file').TestimonialsSetting
  /** Whether VITE_TESTIMONIALS is `none`: what the home page asks, without carrying the testimonials. */
  export const noTestimonials: boolean
  /** The apps that open the site's links, for the build's association files (scripts/app-links.mjs); the pages never read it. */
  export const appLinks: ReturnType<typeof import('./config/app-link-settings').appLinksOf>
  /** Whether the iOS app opens the site's links: Safari's banner then passes the page's address (src/seo/head-tags.ts). */
  export const iosAppLinks: boolean
}

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
