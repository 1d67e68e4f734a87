import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { ANALYTICS_SOURCES, messagesOnlyIn, withoutMessagesOf } from '../../scripts/optional-messages.mjs'

// scripts/optional-messages.mjs: a build that counts no visits (README, "Measuring") compiles its
// catalogs without the analytics files' messages. The settings themselves: analytics-config.node.test.ts.

describe('the privacy policy’s words about analytics in a build without it', () => {
  it('are the messages only the analytics files write', () => {
    const messages = {
      a: { origin: [['src/features/legal/privacy-analytics.tsx', null]] },
      b: { origin: [['src/features/legal/privacy-analytics-choice.tsx', null]] },
      shared: { origin: [['src/features/legal/privacy-analytics.tsx', null], ['src/features/legal/privacy-page.tsx', null]] },
      other: { origin: [['src/features/legal/privacy-page.tsx', null]] },
      none: {},
    } satisfies Parameters<typeof messagesOnlyIn>[0]
    expect(messagesOnlyIn(messages, ANALYTICS_SOURCES)).toEqual(['a', 'b'])
  })

  it('are left out of every compiled catalog, and nothing else is', async () => {
    const catalog = async (sources: readonly string[], locale: string) => {
      const plugin = withoutMessagesOf(sources)
      const transform = plugin.transform as (code: string, id: string) => Promise<{ code: string } | undefined>
      const compiled = await transform('', `${process.cwd()}/src/locales/${locale}.po`)
      // `export const messages=JSON.parse("…")`, the argument a JS string literal.
      const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(compiled!.code)![1]!
      return JSON.parse(runInNewContext(literal) as string) as Record<string, unknown>
    }
    for (const locale of ['pt', 'fr']) {
      const all = await catalog(['nothing/'], locale)
      const without = await catalog(ANALYTICS_SOURCES, locale)
      const left = Object.keys(all).filter((id) => !(id in without))
      expect(left, locale).toHaveLength(25)
      expect(Object.keys(without).every((id) => JSON.stringify(without[id]) === JSON.stringify(all[id])), locale).toBe(true)
      const texts = JSON.stringify(left.map((id) => all[id]))
      expect(texts).toContain('Plausible Community Edition')
    }
    expect(await (withoutMessagesOf([]).transform as (code: string, id: string) => unknown)('', `${process.cwd()}/src/locales/en.po`)).toBeUndefined()
  })
})
