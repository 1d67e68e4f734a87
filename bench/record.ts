import { test } from '@playwright/test'
import type { Sample } from './figures'

/** Records one figure of this run for the reporter (bench/reporter.ts), which takes the medians. */
export async function record(figure: string, value: number | boolean | null, rest: Omit<Sample, 'figure' | 'value'>) {
  const sample: Sample = { figure, value: typeof value === 'boolean' ? Number(value) : value, ...rest }
  await test.info().attach('bench', { body: JSON.stringify(sample), contentType: 'application/json' })
}

/** A few words for the table's title (the browser's or the server's version), once however many runs say it. */
export async function note(text: string) {
  await test.info().attach('bench-note', { body: text, contentType: 'text/plain' })
}
