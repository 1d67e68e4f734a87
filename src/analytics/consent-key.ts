// Where the visitor's answer about counting is kept, apart from the code that reads it (opt-out.ts),
// which needs the build's values: the end-to-end tests, which no Vite plugin serves, read these. And
// where on the privacy page it is changed, which the footer links to without loading that code.

/**
 * localStorage key of the visitor's one answer about counting, `no` or a dated yes (`yes 2026-11-28`,
 * which lapses: opt-out.ts): the one thing the site saves besides the language, and only in a build
 * that counts visits. `no` is also the opt-out of the privacy page; no answer means "not asked yet"
 * (and, where no consent is needed, "counted").
 */
export const ANALYTICS_CONSENT_KEY = 'analytics-consent'

/** Where an opt-out was saved before the consent question existed: still read as `no`. */
export const LEGACY_OPT_OUT_KEY = 'analytics-opt-out'

/**
 * The id of the privacy policy's part on counting visits (`/privacy#analytics`), whose buttons change
 * the answer: the consent question and the footer link to it.
 */
export const ANALYTICS_SECTION_ID = 'analytics'
