import { readdirSync, readFileSync, realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react-swc'
import { defineConfig, loadEnv, searchForWorkspaceRoot } from 'vite'
import { compileHints } from './scripts/compile-hints.mjs'
import { withoutMessagesOf } from './scripts/optional-messages.mjs'
import { scanStoreBadges, STORE_BADGES_DIR, storeBadgeReport, storeBadges } from './scripts/store-badges.mjs'
import { analyticsDomain } from './src/config/analytics-settings.ts'
import { appLinksOf } from './src/config/app-link-settings.ts'
import { releaseReport } from './src/config/release-checks.ts'
import { clientSiteEnv, newsletterEndpoint, parseSiteEnv, placeholderReport } from './src/config/site-schema.ts'
import { readTestimonials } from './src/config/testimonials-file.ts'
import { ANALYTICS_SOURCES } from './src/i18n/catalog-areas.ts'
import { CATALOG_LOCALES, LOCALE_INFO, type Locale } from './src/i18n/locales.ts'
import { formatCount, formatIsoDateNow, formatRating } from './src/lib/format.ts'
import { LINK_PLACEMENTS, storeLinks } from './src/lib/store-campaign.ts'

/** The unit test files that need no DOM: each says so on its first line. */
const NODE_TESTS = readdirSync('tests/unit')
  .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(`tests/unit/${file}`, 'utf8').startsWith('// @vitest-environment node\n'))
  .map((file) => `tests/unit/${file}`)

const port = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${name} must be a port number, got ${JSON.stringify(process.env[name])}`)
  }
  return value
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env }
  // Stop at once, naming the variable, when a VITE_* setting is wrong.
  const siteEnv = parseSiteEnv(env)
  const appLinks = appLinksOf(siteEnv)
  const testimonials = readTestimonials(siteEnv.VITE_TESTIMONIALS, fileURLToPath(new URL('.', import.meta.url)))
  // The stores' official badges the operator put in store-badges/ (scripts/store-badges.mjs).
  const badges = scanStoreBadges(fileURLToPath(new URL(`${STORE_BADGES_DIR}/`, import.meta.url)), CATALOG_LOCALES)
  // A build lists the settings that still hold a placeholder and the store badges still missing; a
  // release build (SITE_RELEASE=1, set by `npm run build:release`) stops on them. Once per build:
  // the server build is the second pass.
  if (command === 'build' && !isSsrBuild) {
    const release = process.env.SITE_RELEASE === '1'
    const reports = [placeholderReport(siteEnv, { release }), releaseReport(env, siteEnv, { release }), storeBadgeReport(badges, { release })].filter(Boolean)
    if (reports.length > 0 && release) throw new Error(reports.join('\n\n'))
    for (const report of reports) console.warn(`\n${report}\n`)
  }

  return {
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      react({ plugins: [['@lingui/swc-plugin', {}]] }),
      lingui(),
      tailwindcss(),
      compileHints(),
      storeBadges(badges),
      // A build that counts no visits leaves the privacy policy's words about it out of the catalogs.
      withoutMessagesOf(command === 'build' && !siteEnv.VITE_ANALYTICS_URL ? ANALYTICS_SOURCES : []),
    ],
    // A constant, so a production build drops the pseudo-locale code entirely.
    define: {
      __PSEUDO_LOCALE__: JSON.stringify(env.VITE_PSEUDO_LOCALE === 'true'),
      // The validated settings, so the site does not ship a parser to read them again; those the
      // pages read through a literal of their own (below) are left out.
      __SITE_ENV__: JSON.stringify(clientSiteEnv(siteEnv)),
      // The apps that open the site's links, for the association files the build writes, and
      // whether there is an iOS app: Safari's banner then passes it the page's address.
      __APP_LINKS__: JSON.stringify(appLinks),
      __IOS_APP_LINKS__: JSON.stringify(appLinks.ios !== undefined),
      // The newsletter endpoint on its own, a literal (`undefined` when unset): the bundler removes
      // the code that would send, and the chunk it loads, only when the test is a literal in place.
      __NEWSLETTER_URL__: newsletterEndpoint(siteEnv) ? JSON.stringify(newsletterEndpoint(siteEnv)) : 'undefined',
      // The self-hosted Plausible's origin and the site's domain there (README, "Measuring"), literals
      // for the same reason: a build that counts no visits has none of that code, nor its chunks.
      __ANALYTICS_URL__: siteEnv.VITE_ANALYTICS_URL ? JSON.stringify(siteEnv.VITE_ANALYTICS_URL) : 'undefined',
      __ANALYTICS_DOMAIN__: siteEnv.VITE_ANALYTICS_URL ? JSON.stringify(analyticsDomain(siteEnv)) : 'undefined',
      // The languages whose pages count nothing before the visitor agrees (README, "Measuring").
      __ANALYTICS_CONSENT__: siteEnv.VITE_ANALYTICS_URL ? JSON.stringify(siteEnv.VITE_ANALYTICS_CONSENT_LANGUAGES) : 'undefined',
      // Whether any language has the stores' official badges, a literal for the same reason: without
      // them, the code that shows them is left out.
      __STORE_BADGES__: JSON.stringify(Object.keys(badges.badges).length > 0),
      // Whether the store links carry campaigns (README, "Campaign links"), a literal for the same
      // reason: without them, the code that builds campaign links is left out.
      __STORE_CAMPAIGNS__: JSON.stringify(siteEnv.VITE_STORE_CAMPAIGNS),
      __APPLE_PROVIDER_TOKEN__: siteEnv.VITE_APPLE_PROVIDER_TOKEN ? JSON.stringify(siteEnv.VITE_APPLE_PROVIDER_TOKEN) : 'undefined',
      // With them, each placement's links without a landing campaign, made here once: the page's
      // first view carries the links, not the code that makes them (src/lib/store-campaign.ts).
      __STORE_LINKS__: JSON.stringify(
        Object.fromEntries(
          LINK_PLACEMENTS.map((placement) => [
            placement,
            storeLinks({ appStore: siteEnv.VITE_APP_STORE_URL, googlePlay: siteEnv.VITE_PLAY_STORE_URL }, siteEnv.VITE_APPLE_PROVIDER_TOKEN, placement),
          ]),
        ),
      ),
      // The policy dates, already formatted in every language (src/lib/format.ts says why).
      __LONG_DATES__: JSON.stringify(
        Object.fromEntries(
          [siteEnv.VITE_PRIVACY_UPDATED, siteEnv.VITE_TERMS_UPDATED].map((day) => [
            day,
            Object.fromEntries((Object.keys(LOCALE_INFO) as Locale[]).map((locale) => [locale, formatIsoDateNow(day, locale)])),
          ]),
        ),
      ),
      // The hero's rating and user count in every language, each left out when set to `none`
      // (src/lib/hero-figures.ts says why).
      __HERO_FIGURES__: JSON.stringify(
        Object.fromEntries(
          (Object.keys(LOCALE_INFO) as Locale[]).map((locale) => {
            const { VITE_STAT_RATING: rating, VITE_STAT_ACTIVE_USERS: users } = siteEnv
            return [locale, { rating: rating === undefined ? undefined : formatRating(rating, locale), activeUsers: users === undefined ? undefined : formatCount(users, locale) }]
          }),
        ),
      ),
      // The testimonials (VITE_TESTIMONIALS, checked here; src/config/testimonials-file.ts): null for
      // the development samples, [] for none, else the operator's, each text in every language. The
      // page itself only asks whether there are none, a literal of its own: its first view then
      // carries no testimonial text.
      __TESTIMONIALS__: JSON.stringify(testimonials),
      __NO_TESTIMONIALS__: JSON.stringify(testimonials?.length === 0),
    },
    server: {
      port: port('PORT', 5180),
      strictPort: true,
      // The project, and node_modules where it really is: mutation testing runs in a copy of the
      // project whose node_modules links to this one, and Vite refuses `?raw` files outside its root.
      fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync('node_modules')] },
    },
    build: {
      target: 'es2022',
      // The page preloads what its entry imports (links Vite writes into index.html); every browser
      // the site supports knows `modulepreload`, so no polyfill.
      modulePreload: { polyfill: false },
      // One stylesheet, which every page carries inline (scripts/build.mjs): no chunk names it, so
      // code loaded later does not fetch it again (Vite's preload helper would, for a chunk's own CSS).
      cssCodeSplit: false,
      // Which chunks each route needs: the build preloads a page's own (scripts/build.mjs).
      manifest: true,
      // No chunk groups: over HTTP/2 a page's start-up files share one connection whatever their
      // number; grouping them to six files for HTTP/1.1 changed no paint over HTTP/2 (bench/NOTES.md).
    },
    test: {
      setupFiles: ['tests/unit/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      // Both cores (Vitest's default leaves one free).
      maxWorkers: 2,
      // Component tests load parts of pages on demand; on a busy 2-core machine that can take seconds.
      testTimeout: 20_000,
      projects: [
        // Tests of pure code, which need no DOM (their first line says `// @vitest-environment node`),
        // share one module graph per worker: nothing to set up again for each file.
        { extends: true, test: { name: 'node', include: NODE_TESTS, environment: 'node', isolate: false } },
        // Component tests, each file in a fresh jsdom.
        { extends: true, test: { name: 'dom', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: NODE_TESTS, environment: 'jsdom' } },
      ],
    },
  }
})
