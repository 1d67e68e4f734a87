// The mutation run's own guard (stryker.config.mjs): a survivor that ran none of its tests proves
// nothing, and the run must say so and fail rather than count it.
import { afterEach, describe, expect, it } from 'vitest'
import config, { strykerPlugins } from '../../stryker.config.mjs'

const reporter = strykerPlugins.find((plugin) => plugin.kind === 'Reporter')
const mutant = (status: string, testsCompleted: number, line: number) => ({
  status,
  testsCompleted,
  mutatorName: 'EqualityOperator',
  replacement: 'a !== b',
  location: { start: { line, column: 1 }, end: { line, column: 9 } },
})

function report(mutants: ReturnType<typeof mutant>[]) {
  const errors: string[] = []
  const log = { error: (message: string) => errors.push(message) }
  reporter?.factory(log).onMutationTestReportReady({ files: { 'src/config/legal-settings.ts': { mutants } } })
  return errors
}

afterEach(() => {
  process.exitCode = undefined
})

describe('the mutation run (npm run test:mutation)', () => {
  it('runs the reporter that refuses survivors which ran no test, and every test of each mutant', () => {
    expect(config.reporters).toContain('zero-test-runs')
    expect(config.disableBail).toBe(true)
  })

  it('names a survivor that ran none of its tests, and fails the run', () => {
    const errors = report([mutant('Survived', 0, 49), mutant('Survived', 71, 50), mutant('Killed', 1, 51)])
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/^1 mutants counted as survivors ran none of their tests/)
    expect(errors[0]).toContain('src/config/legal-settings.ts:49 EqualityOperator (a !== b)')
    expect(errors[0]).not.toContain(':50')
    expect(process.exitCode).toBe(1)
  })

  it('leaves a run alone whose survivors each ran their tests', () => {
    expect(report([mutant('Survived', 71, 50), mutant('Killed', 0, 51), mutant('NoCoverage', 0, 52)])).toEqual([])
    expect(process.exitCode).toBeUndefined()
  })
})
