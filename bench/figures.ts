// The benches' figures: what a test records for one run (a Sample, attached to its result by
// `record`, bench/record.ts), and what the reporter makes of every run's samples (a Row: medians
// against budgets). Pure functions, no Playwright.

export type Unit = 'ms' | 'yes' | 'score' | 'KiB' | 'MiB' | 'number' | 'per s'

/** What a figure must stay within, checked on the median of its runs unless said otherwise. */
export interface Budget {
  max?: number
  min?: number
  /** No run may be lost (a null value). */
  noneLost?: boolean
  /** With unit `yes`: every run. */
  every?: boolean
}

/** One figure of one run. */
export interface Sample {
  /** The row, or with `group` the column: the same words in every run. */
  figure: string
  /** In a table by group (a page, a scenario): its row. */
  group?: string
  /** null: it never happened (a lost tap, a page that never hydrated). */
  value: number | null
  unit: Unit
  budget?: Budget
  /** What a null is called in the table: lost, never, failed. */
  missing?: string
  /**
   * Another figure (a scriptless page's paint) printed after this one, with the ratio of their
   * medians, held to `max` if given (else shown for comparison only).
   */
  versus?: { figure: string; ratio: string; max?: number }
}

export interface Row {
  figure: string
  group?: string
  unit: Unit | 'ratio'
  median: number | null
  runs: Array<number | null>
  text: { median: string; runs: string[]; budget: string }
  pass: boolean | null
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const show = (value: number | null, unit: Row['unit'], missing = 'lost') => {
  if (value === null || !Number.isFinite(value)) return missing
  if (unit === 'ratio') return `${value.toFixed(2)}×`
  if (unit === 'yes') return value ? 'yes' : 'no'
  if (unit === 'KiB' || unit === 'MiB') return value.toFixed(1)
  if (unit === 'number') return String(Math.round(value * 1000) / 1000)
  return Math.round(value).toLocaleString('en')
}

const budgetText = (budget: Budget | undefined, unit: Row['unit'], missing = 'lost') => {
  if (!budget) return '—'
  const suffix = unit === 'ms' ? ' ms' : unit === 'ratio' ? '×' : ''
  return [
    budget.max !== undefined ? `median ≤ ${budget.max}${suffix}` : null,
    budget.min !== undefined ? `median ≥ ${budget.min}${suffix}` : null,
    budget.noneLost ? `none ${missing}` : null,
    budget.every ? 'every run' : null,
  ]
    .filter(Boolean)
    .join(', ')
}

/** A figure's row from its samples, one a run (`runs` by run index: a run that recorded nothing is null). */
function rowOf(samples: Sample[], runs: Array<number | null>): Row {
  const { figure, group, unit, budget, missing } = samples[0]!
  // A lost run counts as worse than any other for the median, never as missing.
  const worst = budget?.min !== undefined ? -Infinity : Infinity
  const mid = runs.length ? median(runs.map((v) => v ?? worst)) : null
  const checks: boolean[] = []
  if (mid !== null && budget?.max !== undefined) checks.push(mid <= budget.max)
  if (mid !== null && budget?.min !== undefined) checks.push(mid >= budget.min)
  if (budget?.noneLost) checks.push(runs.every((v) => v !== null))
  if (budget?.every) checks.push(runs.every((v) => v === 1))
  const count = runs.filter((v) => v === 1).length
  return {
    figure,
    group,
    unit,
    median: mid !== null && Number.isFinite(mid) ? mid : null,
    runs,
    text: { median: unit === 'yes' ? `${count} of ${runs.length}` : show(mid, unit, missing), runs: runs.map((v) => show(v, unit, missing)), budget: budgetText(budget, unit, missing) },
    pass: checks.length ? checks.every(Boolean) : null,
  }
}

/** The ratio of two rows' medians, against `max` if given; each run's ratio beside it. */
function ratioRow(over: Row, under: Row, figure: string, max: number | undefined): Row {
  const ratio = (a: number | null, b: number | null) => (a !== null && b !== null && b > 0 ? a / b : null)
  const mid = ratio(over.median, under.median)
  const runs = over.runs.map((v, i) => ratio(v, under.runs[i] ?? null))
  const text = { median: show(mid, 'ratio', '—'), runs: runs.map((r) => show(r, 'ratio', '—')), budget: max === undefined ? '—' : `ratio of the medians ≤ ${max}×` }
  return { figure, group: over.group, unit: 'ratio', median: mid, runs, text, pass: max === undefined ? null : mid !== null && mid <= max }
}

/**
 * Every figure's row, in the order the figures were first recorded, each figure's `versus` row and
 * ratio right after it. `samples` carry their run's index (0 to `runCount` − 1).
 */
export function rowsOf(samples: Array<Sample & { run: number }>, runCount: number): Row[] {
  const key = (s: { group?: string; figure: string }) => `${s.group ?? ''}\u0000${s.figure}`
  const byFigure = new Map<string, Array<Sample & { run: number }>>()
  for (const s of samples) byFigure.set(key(s), [...(byFigure.get(key(s)) ?? []), s])
  const runsOf = (list: Array<Sample & { run: number }>) => Array.from({ length: runCount }, (_, run) => list.find((s) => s.run === run)?.value ?? null)
  const compared = new Set(samples.flatMap((s) => (s.versus ? [key({ group: s.group, figure: s.versus.figure })] : [])))
  const rows: Row[] = []
  for (const [k, list] of byFigure) {
    if (compared.has(k)) continue
    const row = rowOf(list, runsOf(list))
    rows.push(row)
    const versus = list[0]!.versus
    const other = versus && byFigure.get(key({ group: row.group, figure: versus.figure }))
    if (!versus || !other) continue
    const under = rowOf(other, runsOf(other))
    rows.push(under, ratioRow(row, under, versus.ratio, versus.max))
  }
  return rows
}

/** A table with one row per figure (the visitor bench). */
export function figureTable(rows: Row[]) {
  const verdict = (pass: boolean | null) => (pass === null ? '—' : pass ? 'pass' : '**fail**')
  return [
    '| figure | median | runs | budget | pass |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.group ? `${r.group} ` : ''}${r.figure} | ${r.text.median} | ${r.text.runs.join(', ')} | ${r.text.budget} | ${verdict(r.pass)} |`),
  ].join('\n')
}

/**
 * A table with one row per group and one column per figure, medians, a missed budget in bold, and
 * under it each figure's budget (Lighthouse, load).
 */
export function groupTable(rows: Row[]) {
  const groups = [...new Set(rows.map((r) => r.group ?? ''))]
  const figures = [...new Set(rows.map((r) => r.figure))]
  const cell = (group: string, figure: string) => {
    const row = rows.find((r) => (r.group ?? '') === group && r.figure === figure)
    return !row ? '—' : row.pass === false ? `**${row.text.median}**` : row.text.median
  }
  const table = [
    `| | ${figures.join(' | ')} |`,
    `| --- | ${figures.map(() => '---').join(' | ')} |`,
    ...groups.map((g) => `| ${g} | ${figures.map((f) => cell(g, f)).join(' | ')} |`),
  ].join('\n')
  // A figure's budget, and the groups that have none (Lighthouse's missing page has no SEO score to keep).
  const budgets = figures.flatMap((f) => {
    const ofFigure = rows.filter((r) => r.figure === f)
    const held = ofFigure.find((r) => r.pass !== null)
    if (!held) return []
    const exempt = ofFigure.filter((r) => r.pass === null).map((r) => r.group)
    return [`${f} ${held.text.budget}${exempt.length ? ` (not ${exempt.join(', ')})` : ''}`]
  })
  return budgets.length ? `${table}\n\nBudgets: ${budgets.join('; ')}.` : table
}
