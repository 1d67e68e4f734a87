import { describe, expect, it } from 'vitest'
import { figureTable, groupTable, rowsOf, type Sample } from '../../bench/figures'

// The benches' arithmetic (bench/figures.ts): what the reporter prints and fails a run on.

const ms = (figure: string, values: Array<number | null>, rest: Partial<Sample> = {}) =>
  values.map((value, run) => ({ figure, value, unit: 'ms' as const, run, ...rest }))

describe('rowsOf', () => {
  it('counts a lost run as slower than any, and fails a budget that says none may be lost', () => {
    const [row] = rowsOf(ms('tap (ms)', [40, null, 60], { budget: { max: 1000, noneLost: true } }), 3)
    expect(row!.median).toBe(60)
    expect(row!.text.runs).toEqual(['40', 'lost', '60'])
    expect(row!.pass).toBe(false)
  })

  it('puts the compared figure and the ratio of the two medians right after the figure', () => {
    const versus = { figure: 'copy (ms)', ratio: 'page ÷ copy', max: 1.1 }
    const samples = [...ms('copy (ms)', [500, 600, 700]), ...ms('page (ms)', [600, 700, 900], { versus })]
    const rows = rowsOf(samples, 3)
    expect(rows.map((r) => r.figure)).toEqual(['page (ms)', 'copy (ms)', 'page ÷ copy'])
    expect(rows[2]!.median).toBeCloseTo(700 / 600)
    expect(rows[2]!.text.runs).toEqual(['1.20×', '1.17×', '1.29×'])
    expect(rows[2]!.pass).toBe(false)
  })

  it('shows a ratio with no maximum for comparison only, neither passing nor failing', () => {
    const versus = { figure: 'copy (ms)', ratio: 'page ÷ copy' }
    const rows = rowsOf([...ms('page (ms)', [90, 120], { versus }), ...ms('copy (ms)', [100, 100])], 2)
    expect(rows.map((r) => [r.figure, r.text.median, r.text.budget, r.pass])).toEqual([
      ['page (ms)', '105', '—', null],
      ['copy (ms)', '100', '—', null],
      ['page ÷ copy', '1.05×', '—', null],
    ])
  })

  it('holds a yes-or-no figure to every run, and a score to its minimum', () => {
    const sent = [1, 1, 0].map((value, run) => ({ figure: 'sent', value, unit: 'yes' as const, budget: { every: true }, run }))
    const score = [99, 100, 98].map((value, run) => ({ figure: 'perf', value, unit: 'score' as const, budget: { min: 99 }, run }))
    const [sentRow, scoreRow] = rowsOf([...sent, ...score], 3)
    expect(sentRow).toMatchObject({ pass: false, text: { median: '2 of 3' } })
    expect(scoreRow).toMatchObject({ median: 99, pass: true })
  })
})

describe('tables', () => {
  it('mark a missed budget, and list each figure’s budget with the groups that have none', () => {
    const samples = [
      { figure: 'SEO', group: '/', value: 100, unit: 'score' as const, budget: { min: 100 }, run: 0 },
      { figure: 'SEO', group: '/nope', value: 54, unit: 'score' as const, run: 0 },
      { figure: 'perf', group: '/', value: 90, unit: 'score' as const, budget: { min: 99 }, run: 0 },
    ]
    const rows = rowsOf(samples, 1)
    expect(groupTable(rows)).toContain('| / | 100 | **90** |')
    expect(groupTable(rows)).toContain('Budgets: SEO median ≥ 100 (not /nope); perf median ≥ 99.')
    expect(figureTable(rows)).toContain('| / perf | 90 | 90 | median ≥ 99 | **fail** |')
  })
})
