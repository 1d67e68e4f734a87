import type { Page } from '@playwright/test'
import type { test } from './fixtures'

/** What the gate received from the pages (tests/e2e/fixtures.ts), Plausible's events among it. */
export type Gate = Parameters<Parameters<typeof test>[2]>[0]['gate']

/** The events received so far but web vitals (reported at the first interaction, or when the page is hidden): name, path of the page, props. */
export const events = (gate: Gate) =>
  gate.analytics.filter(({ body }) => body.name !== 'Web Vitals').map(({ body }) => [body.name, new URL(body.url).pathname, body.props ?? null])
export const named = (gate: Gate, name: string) => gate.analytics.filter(({ body }) => body.name === name)

/** The consent question: a region named by its heading (privacy-analytics-consent.tsx); its words are the English source until translated. */
export const consentQuestion = (page: Page) => page.locator('section[aria-labelledby="analytics-consent-heading"]')
