import { BUDGET } from '../budgets'
import { test } from '../fixtures'
import { record } from '../record'
import { scriptless } from '../scriptless'
import { hydration, paints } from './visit'

// Scenario 1, issue 32's "paint like plain HTML": `/`, `/en` and `/en/support` opened and left
// alone, each beside the same page without its scripts (bench/serve-site.mjs serves it at
// `<page>-scriptless`), in a fresh context each. The two loads of a pair follow each other and
// their order swaps every run (the page first in odd runs), so neither always comes after the
// other's work. The page must paint within 1.1× of its copy, and hydrate within its budget.

const PAGES = ['/', '/en', '/en/support']
const PAINTS = [
  ['fcp', 'first contentful paint'],
  ['lcp', 'largest contentful paint'],
] as const

for (const path of PAGES) {
  for (const slot of [1, 2]) {
    test(`${path} beside its scriptless copy, load ${slot} of the pair`, async ({ page }, info) => {
      const copy = (slot + info.repeatEachIndex) % 2 === 0
      await page.goto(copy ? scriptless(path) : path, { waitUntil: 'load', timeout: 30_000 })
      const hydratedAt = copy ? null : await hydration(page)
      await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {})
      await page.waitForTimeout(1000)
      const measured = await paints(page)
      for (const [key, name] of PAINTS) {
        const withoutScripts = `\`${path}\` without its scripts: ${name} (ms)`
        if (copy) await record(withoutScripts, measured[key], { unit: 'ms' })
        else {
          const versus = { figure: withoutScripts, ratio: `\`${path}\` ${name}, page ÷ page without scripts`, max: BUDGET.paintRatio }
          await record(`\`${path}\` ${name} (ms)`, measured[key], { unit: 'ms', versus })
        }
      }
      if (!copy) {
        await record(`\`${path}\` hydration end, \`<html data-hydrated>\` (ms)`, hydratedAt, { unit: 'ms', missing: 'never', budget: { max: BUDGET.hydrationMs, noneLost: true } })
      }
    })
  }
}
