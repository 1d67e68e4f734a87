// What the mutation config's test reads (tests/unit/mutation-config.node.test.ts); the rest of the
// config is Stryker's business.

interface Mutant {
  status: string
  testsCompleted?: number
  mutatorName: string
  replacement?: string
  location: { start: { line: number } }
}

type Plugin =
  | { kind: 'Ignore'; name: string; value: unknown }
  | {
      kind: 'Reporter'
      name: string
      factory: (log: { error(message: string): void }) => {
        onMutationTestReportReady(report: { files: Record<string, { mutants: Mutant[] }> }): void
      }
    }

export const strykerPlugins: Plugin[]

declare const config: { reporters: string[]; disableBail: boolean } & Record<string, unknown>
export default config
