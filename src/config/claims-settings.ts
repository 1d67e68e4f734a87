// What the site claims about the app (README, "Configuration", "Claims"), validated with the other
// settings in site-schema.ts. The operator confirms each: a figure is real or `none`, the
// testimonials are real and consented or `none`. `build:release` refuses what was left as the
// development sample (release-checks.ts).
import { z } from 'zod'

/** A figure the site shows, or `none` (then the site does not show it). */
const figure = (value: z.ZodNumber, sample: number) =>
  z
    .union([z.literal('none'), z.coerce.number().pipe(value)], { error: 'must be a number, or none to leave the figure out' })
    .default(sample)
    .transform((setting): number | undefined => (setting === 'none' ? undefined : setting))
const count = z.number().int().nonnegative()

export const CLAIMS_ENV = {
  /** "More than … active users" (the hero and the statistics). */
  VITE_STAT_ACTIVE_USERS: figure(count, 50_000),
  /** "More than … verses read every day" (the statistics). */
  VITE_STAT_DAILY_VERSES: figure(count, 10_000),
  /** The stores' average rating, 0 to 5 (the hero and the statistics). */
  VITE_STAT_RATING: figure(z.number().min(0).max(5), 4.9),
  /** "More than … prayers shared" (the statistics). */
  VITE_STAT_PRAYERS_SHARED: figure(count, 25_000),
  /** "Join more than … subscribers" (the newsletter). */
  VITE_STAT_SUBSCRIBERS: figure(count, 1_000),
  /**
   * The month the statistics' figures were read (YYYY-MM), which the site gives under them ("Figures
   * as of November 2026"): a rating or a count is true at a date, and a reader may judge how recent
   * it is (fr Code de la consommation L.111-7-2, § 5 UWG). The sample a release refuses (release-checks.ts).
   */
  VITE_STATS_AS_OF: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be the month you read the figures, as YYYY-MM (2027-01)').default('2026-11'),
  /**
   * The testimonials: the path of a JSON file of real, consented ones (README, "Testimonials"), or
   * `none` to show none. Unset: the development samples, which a release refuses.
   */
  VITE_TESTIMONIALS: z.string().trim().min(1).optional(),
  /**
   * `yes` once the operator has checked each of APP_FACTS against the app as it ships (and, with a
   * file of testimonials, TESTIMONIALS_FACT). Unset, a release stops and lists them; where one is
   * untrue, the copy that states it changes instead.
   */
  VITE_APP_FACTS_CONFIRMED: z.literal('yes', { error: 'must be yes, once every fact in APP_FACTS (src/config/claims-settings.ts) is checked against the app' }).optional(),
} as const

/**
 * What the copy states about the app and its support in every language (the spec asks for the free
 * tier, Premium, offline use and the support's reply time), with where it says so: true of the app as
 * it ships and of the support as it is staffed, or the copy changes.
 */
export const APP_FACTS = [
  'a free basic version, with verses by mood, the Bible, the journal, the community and a starter set of guided meditations (hero "Free · Premium optional", feature cards, FAQ, the terms, and the price of 0 in the data the home page gives search engines)',
  'Premium: a monthly or yearly subscription sold by the App Store and Google Play, renewed until cancelled in the store account, that unlocks every guided meditation, unlimited journal entries and new devotional series (feature cards, FAQ, the terms)',
  'Bible books, devotionals and meditations can be downloaded and used without a connection (feature cards, FAQ)',
  'the app runs on iPhone and Android (hero, store buttons)',
  'other members never see the journal, and it can be deleted at any time (feature cards, FAQ, the privacy policy)',
  'an account needs only an email address, and the app works without any other detail a member may give (the privacy policy, for GDPR art. 13(2)(e))',
  'support usually replies within 24–48 hours on business days (the support page: siteConfig.responseHours)',
] as const

/**
 * What the note under the testimonials states in every language (testimonials-section.tsx), asked
 * with APP_FACTS while VITE_TESTIMONIALS names a file: a page that shows reviews says whether and how
 * their authors were checked (EU Unfair Commercial Practices Directive art. 7(6): § 5b Abs. 3 UWG,
 * Code de la consommation L.111-7-2), and that they were chosen.
 */
export const TESTIMONIALS_FACT =
  "each testimonial comes from a person with an account in the app, which you checked; you chose them, publish them with their authors' permission, as they wrote them or in your translation; no author was paid or given anything for it, or works for you, unless the line says so (the note under the testimonials)"

/** What VITE_APP_FACTS_CONFIRMED confirms: APP_FACTS, and TESTIMONIALS_FACT while a file of testimonials is given. */
export const factsToConfirm = (testimonials: string | undefined): readonly string[] =>
  testimonials === undefined || testimonials === 'none' ? APP_FACTS : [...APP_FACTS, TESTIMONIALS_FACT]

/** The figures the statistics show under the testimonials, dated by VITE_STATS_AS_OF. */
export const STATISTIC_SETTINGS = ['VITE_STAT_ACTIVE_USERS', 'VITE_STAT_DAILY_VERSES', 'VITE_STAT_RATING', 'VITE_STAT_PRAYERS_SHARED'] as const

/** The figures a release refuses to leave unset: the defaults are samples, not the operator's. */
export const FIGURE_SETTINGS = [...STATISTIC_SETTINGS, 'VITE_STAT_SUBSCRIBERS'] as const
