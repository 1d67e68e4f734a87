import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter'
import { figureTable, groupTable, rowsOf, type Row, type Sample } from './figures'

/**
 * What a bench project says about its table (`metadata` in bench/playwright.config.ts): its title,
 * where its JSON goes, the README markers it rewrites (none for a build other than dist/), and
 * whether its table has a row per figure or per group.
 */
export interface BenchTable {
  title: string
  json: string
  readme?: string
  layout: 'figures' | 'groups'
}

interface Collected {
  table: BenchTable
  runs: number
  samples: Array<Sample & { run: number; test: string }>
  notes: Set<string>
  failed: string[]
}

/**
 * The benches' reporter: gathers every test's samples (attachments named `bench`, bench/record.ts),
 * then for each project that ran prints its table of medians against budgets, writes its JSON and
 * its README table, and fails the run (exit code 1) when a budget is missed or a run failed.
 */
export default class BenchReporter implements Reporter {
  private readonly projects = new Map<string, Collected>()
  /** Some tests only (a file, a title): their table is printed, and the saved one kept. */
  private filtered = false

  onBegin(config: FullConfig, _suite: Suite) {
    this.filtered = isFiltered(config.argv)
    for (const project of config.projects) {
      const table = project.metadata.table as BenchTable | undefined
      if (table) this.projects.set(project.name, { table, runs: project.repeatEach, samples: [], notes: new Set(), failed: [] })
    }
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const collected = this.projects.get(test.parent.project()?.name ?? '')
    if (!collected) return
    for (const { name, body } of result.attachments) {
      if (name === 'bench' && body) collected.samples.push({ ...(JSON.parse(body.toString()) as Sample), run: test.repeatEachIndex, test: test.title })
      if (name === 'bench-note' && body) collected.notes.add(body.toString())
    }
    // A run that failed (a console error, a scene that did not happen) is a missed budget too.
    if (result.status !== 'passed' && result.status !== 'skipped') {
      collected.failed.push(`${test.title} (run ${test.repeatEachIndex + 1}): ${result.error?.message?.split('\n')[0] ?? result.status}`)
    }
  }

  async onEnd(result: FullResult) {
    let missed = false
    for (const [name, collected] of this.projects) {
      if (collected.samples.length === 0 && collected.failed.length === 0) continue
      const rows = rowsOf(collected.samples, collected.runs)
      const date = new Date().toISOString()
      const runs = collected.runs === 1 ? 'one run' : `median of ${collected.runs} runs`
      // The notes (the browser's version…) come with the runs that report them: none when every run was lost.
      const noted = [...collected.notes].join(', ')
      const summary = `${[collected.table.title, runs, noted].filter(Boolean).join('; ')}, ${date.slice(0, 10)}.`
      const table = collected.table.layout === 'figures' ? figureTable(rows) : groupTable(rows)
      console.log(`\n${name}: ${summary}\n\n${table}\n`)
      if (this.filtered) console.log('Some tests only: bench/*.json and README.md are left as they were.')
      else this.save(collected, rows, summary, table, date)
      const misses = [...rows.filter((r) => r.pass === false).map(missLine), ...collected.failed.map((f) => `failed run: ${f}`)]
      for (const line of misses) console.log(`${name}: budget missed: ${line}`)
      console.log(misses.length ? `${name}: budgets missed.` : `${name}: every figure within its budget.`)
      missed ||= misses.length > 0
    }
    return missed && result.status === 'passed' ? { status: 'failed' as const } : undefined
  }

  /** The JSON (every run's samples, for later comparison) and the README's table between its markers. */
  private save({ table: meta, runs, samples, notes }: Collected, rows: Row[], summary: string, table: string, date: string) {
    mkdirSync(dirname(meta.json), { recursive: true })
    writeFileSync(meta.json, `${JSON.stringify({ date, title: meta.title, runs, notes: [...notes], rows, samples }, null, 2)}\n`)
    console.log(`Wrote ${meta.json}.`)
    if (!meta.readme) return
    const readme = readFileSync('README.md', 'utf8')
    const marked = new RegExp(`<!-- ${meta.readme}:start -->[\\s\\S]*<!-- ${meta.readme}:end -->`)
    if (!marked.test(readme)) return console.log(`README.md has no ${meta.readme} markers: not written.`)
    writeFileSync('README.md', readme.replace(marked, () => `<!-- ${meta.readme}:start -->\n${summary}\n\n${table}\n<!-- ${meta.readme}:end -->`))
    console.log(`Wrote the table into README.md (${meta.readme}).`)
  }

  printsToStdio() {
    return true
  }
}

const missLine = (r: Row) => `${r.group ? `${r.group} ` : ''}${r.figure}: ${r.text.median} (${r.text.budget})`

/** Options of `playwright test` followed by a value (`--project visitor`), whose value is no filter. */
const WITH_VALUE = /^(-c|--config|--project|--reporter|-j|--workers|--repeat-each|--retries|--timeout|--output|--max-failures|--shard|--global-timeout|--trace|--tsconfig)$/

/** Whether the run was given a file or title filter, or asked for the last failures or changed files only. */
function isFiltered(argv: string[]) {
  const args = argv.slice(argv.indexOf('test') + 1)
  return args.some((arg, i) => /^(-g|--grep|--grep-invert|--last-failed|--only-changed)(=|$)/.test(arg) || (!arg.startsWith('-') && !WITH_VALUE.test(args[i - 1] ?? '')))
}
