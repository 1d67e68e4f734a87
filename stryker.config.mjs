// Mutation testing (`npm run test:mutation`; README, "Mutation testing"): Stryker changes the pure
// logic one small fault at a time (a `<` for a `<=`, a string emptied, a branch dropped) and runs
// the unit tests that reach the change. A fault no test notices is a survivor: either a test is
// missing, or the README says why that change cannot matter. Not part of `npm test`: a full run
// takes many minutes.

import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'

// Stryker runs the tests in a copy of the project (.stryker-tmp/sandbox-…), from where `../shared`
// is not the team's shared folder beside the repository: the verse test finds it by this instead.
process.env.SHARED_DIR ??= resolve('../shared')

// What Stryker must leave as written (the `ignorers` below): code that stops being JavaScript of this
// module before it runs.

/**
 * Lingui's macros (`msg`, `plural`, `t`) and Vite's `import.meta.glob` are compiled away by the
 * build: their arguments must stay literals, and a mutant of one would not compile (the macro or
 * the glob sees Stryker's switch instead of a literal). Their text is the catalogs' business,
 * checked by `npm run i18n:check`, not by unit tests.
 */
const COMPILED_AWAY = new Set(['msg', 'plural', 'select', 'selectOrdinal', 't', 'defineMessage'])

/**
 * A function the build serialises into the page's `<head>` (`inlineScript(fn, options)`,
 * src/lib/inline-script.ts) runs from its source text, where Stryker's mutant switches, defined
 * beside it in the module, do not exist. Its behaviour is tested by running that text.
 */
function isInlineScript(path) {
  if (!path.isFunctionDeclaration() || !path.node.id) return false
  const binding = path.parentPath.scope.getBinding(path.node.id.name)
  return (binding?.referencePaths ?? []).some((reference) => {
    const call = reference.parentPath
    return call?.isCallExpression() && call.node.callee.type === 'Identifier' && call.node.callee.name === 'inlineScript' && call.node.arguments[0] === reference.node
  })
}

const buildTimeArguments = {
  shouldIgnore(path) {
    if (isInlineScript(path)) return 'serialised into an inline <head> script, where mutant switches do not exist'
    if (!path.isCallExpression()) return undefined
    const callee = path.node.callee
    if (callee.type === 'Identifier' && COMPILED_AWAY.has(callee.name)) return 'Lingui macro: compiled at build time, its text checked by i18n:check'
    const isGlob =
      callee.type === 'MemberExpression' &&
      callee.property.type === 'Identifier' &&
      callee.property.name === 'glob' &&
      callee.object.type === 'MetaProperty'
    return isGlob ? 'import.meta.glob: Vite reads its pattern at build time' : undefined
  },
}

/**
 * A mutant "survives" when its run completes and no test fails, even a run that completed no test
 * at all (stryker-js issues 6073 and 6213: the Vitest runner loses a run now and then, most often
 * after one stopped at its first failure). Such a survivor proves nothing, so this reporter names
 * each and fails the run. `disableBail` below is what keeps them away here.
 */
function zeroTestRuns(log) {
  return {
    onMutationTestReportReady(report) {
      const lost = Object.entries(report.files).flatMap(([file, { mutants }]) =>
        mutants.filter((m) => m.status === 'Survived' && m.testsCompleted === 0).map((m) => `${file}:${m.location.start.line} ${m.mutatorName} (${m.replacement ?? ''})`),
      )
      if (lost.length === 0) return
      log.error(`${lost.length} mutants counted as survivors ran none of their tests; a rerun decides them:\n  ${lost.join('\n  ')}`)
      process.exitCode = 1
    },
  }
}
zeroTestRuns.inject = ['logger']

/** Loaded through `appendPlugins` below (what `declareValuePlugin` and `declareFactoryPlugin` of @stryker-mutator/api return). */
export const strykerPlugins = [
  { kind: 'Ignore', name: 'build-time-arguments', value: buildTimeArguments },
  { kind: 'Reporter', name: 'zero-test-runs', factory: zeroTestRuns },
]

/**
 * The tests that guard the pure logic: the node tests (`*.node.test.ts`, vite.config.ts's `node`
 * project) but those of the build and server scripts, and the DOM tests of the
 * logic that needs a browser (the character count hook, the clipboard, the inline script's options).
 * Left out: the component tests of pages and forms (each mutant would wait for React, jsdom and a
 * whole page to load, seconds each on this machine; what they prove is the parts), and the scripts'
 * tests (a dev server, PNG rendering, the build's HTML, headers and refusals), which prove the scripts.
 */
const SCRIPT_TESTS = new Set(['build-refusal', 'catalog-rules', 'compile-hints', 'dev-server', 'mutation-config', 'optional-messages', 'pages-headers-limits', 'prerender-html', 'share-image', 'store-badges'])
const NODE_TESTS = readdirSync('tests/unit')
  .filter((file) => file.endsWith('.node.test.ts') && !SCRIPT_TESTS.has(file.replace(/\.node\.test\.ts$/, '')))
  .map((file) => `tests/unit/${file}`)
const DOM_TESTS = ['activate.test.ts', 'character-count.test.tsx', 'copy-text.test.ts', 'language-codes.test.ts', 'language-redirect-script.test.ts', 'store-for-device.test.ts'].map(
  (file) => `tests/unit/${file}`,
)

export default {
  // The pure logic (issue 33): folders by glob, so a file moving between them stays mutated.
  mutate: [
    'src/lib/**/*.ts',
    'src/i18n/**/*.ts',
    // A React hook that reads the active language from Lingui's context; its one rule, `langParam`,
    // is mutated where it lives (locale-path.ts).
    '!src/i18n/use-locale.ts',
    'src/config/**/*.ts',
    // The forms' schemas and rules.
    'src/components/form/*.ts',
    // A React hook around react-hook-form (state, focus, pending sends): component behaviour, proven
    // by the form component tests, not a rule.
    '!src/components/form/use-validated-form.ts',
    'src/features/home/newsletter-schema.ts',
    'src/features/home/newsletter-endpoint.ts',
    'src/features/support/contact-schema.ts',
    'src/features/support/urgent-subject.ts',
    'src/features/support/support-mail.ts',
    // The mail and mailto code (src/lib/mailto.ts is in src/lib above).
    'src/features/mail/prepared-mail.ts',
    'src/features/mail/copy-text.ts',
  ],
  testRunner: 'vitest',
  // The project's own Vitest config: both projects (node, and DOM for component tests), each test
  // file in one by its name. `related` (the default) runs only the test files that import
  // the mutated file.
  vitest: { configFile: 'vite.config.ts' },
  testFiles: [...NODE_TESTS, ...DOM_TESTS],
  // Each mutant runs only the tests that reached it in the first, measured run.
  coverageAnalysis: 'perTest',
  // Every one of them, not only up to the first failure: a run stopped early leaves the next run
  // in its worker likely to complete no test, which Stryker 9.6 counts as a survivor (stryker-js issue 6073;
  // here 4 of 61 survivors in the full run of 2026-11-26, legal-settings.ts's mediator check among
  // them; the `zero-test-runs` reporter above catches any left).
  disableBail: true,
  // Static mutants change a value made once, when the module loads (the locale table, a schema's
  // limits and messages): no test can be told apart as reaching it, so each one re-runs every test
  // of every file that imports the module. Here they were a quarter of the mutants and 84 % of the
  // time (hours, on two shared cores); they are reported as Ignored, not counted in the score.
  // To run them too, set this to false (the CLI has no flag to turn it off: `--ignoreStatic false`
  // reads "false" as a config file name).
  ignoreStatic: true,
  appendPlugins: ['./stryker.config.mjs'],
  ignorers: ['build-time-arguments'],
  // Two test processes at most: the machine has two cores, shared.
  concurrency: 2,
  // Reruns test only the mutants whose code or tests changed since the last run. The file lives in
  // reports/, which git ignores: it records one machine's last run, is rewritten by every run, and
  // a clean clone (or a change to vite.config.ts, which it cannot see) should start from nothing.
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['html', 'json', 'clear-text', 'progress', 'zero-test-runs'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  // Issue 33 asks 85 % over this set; below it, the run fails.
  thresholds: { high: 90, low: 85, break: 85 },
  tempDirName: '.stryker-tmp',
  // What the sandbox copy of the project leaves out: builds, reports and caches.
  ignorePatterns: ['dist', 'dist-pseudo', 'dist-ssr', 'reports', 'test-results', 'playwright-report', 'coverage', '.wrangler', 'bench/*.json'],
  cleanTempDir: 'always',
}
