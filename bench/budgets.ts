/**
 * The budgets the benches hold, the project's own (README "Speed for visitors", decisions 008 and
 * 018, issue 32). Lighthouse's LCP budget is gone: its simulation counts every request started
 * before the largest paint, so the start-up scripts fetched with the page (decision 008) always
 * missed it; the visitor bench's paint beside the same page as plain HTML replaced it.
 *
 * BENCH_BUDGETS overrides any of them for one run, e.g. `BENCH_BUDGETS=hydrationMs=100`, to see a
 * budget fail (the run then exits 1).
 */
const DEFAULTS = {
  /** A page's first and largest paint, at most this many times its scriptless copy's (medians). */
  paintRatio: 1.1,
  /** `<html data-hydrated>` after navigation start (median; never is a miss). */
  hydrationMs: 2500,
  /** A tap made at first paint answered within (median; none lost). */
  firstSightTapMs: 1000,
  /** Every everyday tap's longest event duration once loaded, as INP counts it (median; none failed). */
  everydayTapMs: 100,
  /** Lighthouse's performance score, at least (median). */
  lighthousePerformance: 99,
  /** Lighthouse's accessibility, best practices and SEO scores, at least (median). */
  lighthouseOther: 100,
}

export type BudgetName = keyof typeof DEFAULTS

function withOverrides(text: string | undefined) {
  const budgets = { ...DEFAULTS }
  for (const pair of (text ?? '').split(',').filter(Boolean)) {
    const [name, value] = pair.split('=') as [string, string | undefined]
    if (!(name in budgets) || !Number.isFinite(Number(value))) {
      throw new Error(`BENCH_BUDGETS: "${pair}" is not name=number with a name among ${Object.keys(DEFAULTS).join(', ')}`)
    }
    budgets[name as BudgetName] = Number(value)
  }
  return budgets
}

export const BUDGET = withOverrides(process.env.BENCH_BUDGETS)
