import { realpathSync } from 'node:fs'
import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react-swc'
import { type BuildEnvironmentOptions, defineConfig, loadEnv, searchForWorkspaceRoot } from 'vite'
// What this file loads, and what that loads in turn (scripts/site-module.ts: src/config, src/lib,
// src/i18n, src/seo), names each import with its file's extension: Vite's native config loader,
// to become the default, needs it, and Vite warns, naming the import, where one lacks it.
import { compileHints } from './scripts/compile-hints.mjs'
import { ANALYTICS_SOURCES, withoutMessagesOf } from './scripts/optional-messages.mjs'
import { portSetting } from './scripts/port.mjs'
import { literal, readSite, siteModule } from './scripts/site-module.ts'
import { storeBadges } from './scripts/store-badges.mjs'

/**
 * Rolldown notes a module imported both later (`import()`) and at once, which then stays with what
 * imports it at once. Expected of these two, and read as faults in an operator's build log: the
 * footer, which the server renders at once and the browser later; the counting code, part of the
 * first view's language picker, which the entry starts only once the page is hydrated.
 */
const EXPECTED_STATIC = ['src/app/site-footer.tsx', 'src/analytics/count.ts']
const withoutExpectedNotes: NonNullable<NonNullable<BuildEnvironmentOptions['rolldownOptions']>['onLog']> = (level, log, handler) => {
  const expected = log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && EXPECTED_STATIC.some((file) => log.message.includes(`${file} is dynamically imported`))
  if (!expected) handler(level, log)
}

/** The unit tests of code that needs no DOM, by their name (`format.node.test.ts`). */
const NODE_TESTS = 'tests/unit/**/*.node.test.ts'

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env }
  // The validated settings (a wrong one stops the build here, naming it) and what the build makes of
  // them, served as `virtual:site` (scripts/site-module.ts); the store badges the operator put in
  // store-badges/. Placeholders and missing badges are listed once per build, not in its server pass.
  const site = readSite(env, { report: command === 'build' && !isSsrBuild, mode })

  return {
    plugins: [
      // No hot-reload code in the unit tests (mode `test`): Vitest gives modules `import.meta.hot`, and
      // the router plugin's code then kept each route's component from the first test that rendered
      // it, so a test that rebuilt the site with other settings (`vi.resetModules`) still rendered
      // the earlier header and footer (tests/unit/home-sections.test.tsx, the quick links).
      tanstackRouter({ target: 'react', autoCodeSplitting: true, codeSplittingOptions: { addHmr: mode !== 'test' } }),
      react({ plugins: [['@lingui/swc-plugin', {}]] }),
      lingui(),
      tailwindcss(),
      compileHints(),
      siteModule(site.values),
      storeBadges(site.badges),
      // A build that counts no visits leaves the privacy policy's words about it out of the catalogs.
      withoutMessagesOf(command === 'build' && !site.literals.analyticsUrl ? ANALYTICS_SOURCES : []),
    ],
    // The values the code reads as literals rather than from `virtual:site` (src/vite-env.d.ts says
    // why), each for the code it lets the bundler drop from a build without it.
    define: {
      // src/analytics/ and its chunks (analytics, opt-out, web-vitals, the consent question), the
      // privacy policy's section on counting, and the store links' `data-store` attributes.
      __ANALYTICS_URL__: literal(site.literals.analyticsUrl),
      // Campaign links (README, "Campaign links"): the code that reads the landing address and its
      // chunk (src/components/landing-links.ts), and src/lib/store-campaign.ts.
      __STORE_CAMPAIGNS__: literal(site.literals.storeCampaigns),
      // The pseudo-locale: src/i18n/pseudo.ts and its place in LOCALES (picker, pages, routing). A
      // literal also because the registry that reads it (src/i18n/locales.ts) is read by Node tools
      // that no plugin serves (lingui.config.ts, the e2e tests).
      __PSEUDO_LOCALE__: literal(site.literals.pseudoLocale),
    },
    server: {
      port: portSetting('PORT', 5180),
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
      // Every imported constant put in place of its uses (Rolldown's default does so only in
      // conditions): a module that holds only constants (a class string) then needs no chunk of its
      // own. Without it, the newsletter's privacy note, dead in a build without an endpoint but
      // still counted when chunks are made, split one off every support and legal page's first view.
      rolldownOptions: { optimization: { inlineConst: { mode: 'all', pass: 1 } }, onLog: withoutExpectedNotes },
      // No chunk groups: over HTTP/2 a page's start-up files share one connection whatever their
      // number; grouping them to six files for HTTP/1.1 changed no paint over HTTP/2 (bench/NOTES.md).
    },
    test: {
      setupFiles: ['tests/unit/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      // Both cores (Vitest's default leaves one free).
      maxWorkers: 2,
      // Worker threads, not child processes: the whole run 55.9 s against 62.4–64.1 s (interleaved,
      // two each, 2026-11-27); every test passes in both.
      pool: 'threads',
      // Component tests load parts of pages on demand, and `npm test` runs these tests in the
      // background beside the end-to-end suite (scripts/test.mjs). There a test takes 3 to 5 times
      // as long as alone: one of 2.5–5.5 s alone took 10–17 s, then more than 20 s on a clean clone.
      // A time limit here only has to catch a test that never ends.
      testTimeout: 60_000,
      hookTimeout: 60_000,
      projects: [
        // Tests of pure code, which need no DOM (`*.node.test.ts`), share one module graph per
        // worker: nothing to set up again for each file.
        { extends: true, test: { name: 'node', include: [NODE_TESTS], environment: 'node', isolate: false } },
        // Component tests, each file in a fresh happy-dom: set up in a third of jsdom's time (the
        // whole run 58–66 s against 75–76 s, interleaved). A file that needs jsdom's fidelity
        // says so in its first line (`// @vitest-environment jsdom`): XML parsing, the accessible
        // description of a text with a link inside, a localStorage that cannot be reached.
        { extends: true, test: { name: 'dom', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: [NODE_TESTS], environment: 'happy-dom' } },
      ],
    },
  }
})
