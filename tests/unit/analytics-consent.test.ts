import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerOf, storedForm, YES_MONTHS } from '../../src/analytics/opt-out'
import type { AnalyticsEvent } from '../../src/analytics/plausible'
import type { CatalogLocale } from '../../src/i18n/locales'
import { buildWithAnalytics, fakeRouter, plausibleReceiving, removeAnalyticsListenersAfterEach } from './analytics-visit'
import { settle } from './setup'

// Counting visits where the page's language needs consent (VITE_ANALYTICS_CONSENT_LANGUAGES; README,
// "Measuring"): nothing before a yes, nothing after a no, other languages as before.

/** A build that counts visits and asks consent on German pages (VITE_ANALYTICS_CONSENT_LANGUAGES). */
const buildWithConsent = (languages: readonly CatalogLocale[] = ['de']) => buildWithAnalytics(languages)

/** What the self-hosted Plausible received: name and path of each event. */
const plausible = () => plausibleReceiving((body): [string, string] => [body.name, new URL(body.url).pathname])

/** The question (the entry hands it in) and the web vitals, as stand-ins that record being called (their own tests are elsewhere). */
const asked = vi.fn(async () => {})
let vitals: ((event: AnalyticsEvent) => void) | undefined
const CLS: AnalyticsEvent = { name: 'Web Vitals', props: { metric: 'CLS', value: '0.01', rating: 'good', target: 'footer', phase: 'complete' } }

/** A fresh visit: the analytics code and the answer's store, from one module graph. */
async function visit(path: string) {
  window.history.replaceState({}, '', path)
  vi.resetModules()
  vi.doMock('../../src/analytics/web-vitals', () => ({ reportWebVitals: (track: (event: AnalyticsEvent) => void) => (vitals = track) }))
  const [{ startAnalytics, track }, { saveAnswer }] = await Promise.all([import('../../src/analytics/analytics'), import('../../src/analytics/opt-out')])
  const router = fakeRouter()
  startAnalytics(router, asked)
  await settle()
  return { router, track, saveAnswer }
}

removeAnalyticsListenersAfterEach()
afterEach(() => {
  vi.doUnmock('../../src/analytics/web-vitals')
  asked.mockClear()
  vitals = undefined
})

describe('a page whose language needs consent', () => {
  it('sends nothing before a yes (no page view, no event, no web vitals code) and asks', async () => {
    buildWithConsent()
    const sent = plausible()
    const { router, track } = await visit('/de')
    expect(asked).toHaveBeenCalledOnce()
    expect(asked).toHaveBeenCalledWith(router)
    router.navigate('/de/privacy')
    track({ name: 'Newsletter signup', props: { language: 'de' } })
    await settle()
    expect(vitals, 'web vitals code loaded').toBeUndefined()
    expect(sent).toEqual([])
  })

  it('after a yes: the page on screen is counted at once, then every event, and the web vitals', async () => {
    buildWithConsent()
    const sent = plausible()
    const { router, saveAnswer } = await visit('/de')
    saveAnswer('yes')
    router.navigate('/de/privacy')
    await settle()
    vitals!(CLS)
    await settle()
    expect(sent).toEqual([
      ['pageview', '/de'],
      ['pageview', '/de/privacy'],
      ['Web Vitals', '/de/privacy'],
    ])
  })

  it('after a no: nothing, on this page or any other, in any language', async () => {
    buildWithConsent()
    const sent = plausible()
    const { router, track, saveAnswer } = await visit('/de')
    saveAnswer('no')
    router.navigate('/de/terms')
    router.navigate('/en')
    track({ name: 'Language switch', props: { from: 'de', to: 'en' } })
    await settle()
    expect(vitals).toBeUndefined()
    expect(sent).toEqual([])
  })

  it('an answer given before is not asked for again, and a yes holds from the first page view', async () => {
    buildWithConsent()
    const sent = plausible()
    localStorage.setItem('analytics-consent', storedForm('yes', new Date()))
    await visit('/de')
    expect(asked).not.toHaveBeenCalled()
    localStorage.setItem('analytics-consent', 'no')
    await visit('/de/privacy')
    expect(asked).not.toHaveBeenCalled()
    expect(sent).toEqual([['pageview', '/de']])
  })

  it('a yes over six months old, or saved undated, lapses: nothing is counted, and the page asks again', async () => {
    buildWithConsent()
    const sent = plausible()
    // Three days more, so that no month's end (31 August less six months is 3 March) makes it younger.
    const sixMonthsAgo = new Date()
    sixMonthsAgo.setUTCMonth(sixMonthsAgo.getUTCMonth() - YES_MONTHS, sixMonthsAgo.getUTCDate() - 3)
    for (const stored of [storedForm('yes', sixMonthsAgo), 'yes']) {
      localStorage.setItem('analytics-consent', stored)
      asked.mockClear()
      await visit('/de')
      expect(asked, stored).toHaveBeenCalledOnce()
    }
    expect(sent).toEqual([])
  })

  it('a browser that sends Global Privacy Control: nothing is sent and nothing is asked, even after a yes', async () => {
    buildWithConsent()
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true })
    const sent = plausible()
    const { track, saveAnswer } = await visit('/de')
    saveAnswer('yes')
    track({ name: 'pageview' })
    await settle()
    expect(asked).not.toHaveBeenCalled()
    expect(sent).toEqual([])
  })
})

describe('how long an answer holds', () => {
  /** The start of that day, UTC: a yes given six months before lapses at that very moment. */
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`)

  it('a yes is stored with its day, a no without', () => {
    expect(storedForm('yes', day('2026-11-28'))).toBe('yes 2026-11-28')
    expect(storedForm('no', day('2026-11-28'))).toBe('no')
  })

  it(`a yes holds ${YES_MONTHS} months to the day, then lapses; a no holds for good; anything else is no answer`, () => {
    expect(YES_MONTHS).toBe(6)
    expect(answerOf('yes 2026-05-29', day('2026-11-28'))).toBe('yes')
    expect(answerOf('yes 2026-05-28', day('2026-11-28'))).toBeUndefined()
    expect(answerOf('yes 2026-12-01', day('2026-11-28')), 'a clock set back').toBe('yes')
    expect(answerOf('no', day('2040-01-01'))).toBe('no')
    for (const stored of [null, '', 'yes', 'maybe', 'yes 2026-11', ' yes 2026-11-28', 'yes 2026-11-28 ']) expect(answerOf(stored, day('2026-11-28')), String(stored)).toBeUndefined()
  })
})

describe('pages of other languages', () => {
  it('count as before, without asking, until the visitor reaches a page that needs consent', async () => {
    buildWithConsent()
    const sent = plausible()
    const { router } = await visit('/en')
    expect(asked).not.toHaveBeenCalled()
    expect(vitals).toBeDefined()
    router.navigate('/privacy')
    router.navigate('/de')
    vitals!(CLS)
    await settle()
    expect(asked).toHaveBeenCalledOnce()
    expect(sent).toEqual([
      ['pageview', '/en'],
      ['pageview', '/privacy'],
    ])
  })

  it('with `none`, no page asks, and German pages count as before', async () => {
    buildWithConsent([])
    const sent = plausible()
    await visit('/de')
    expect(asked).not.toHaveBeenCalled()
    expect(sent).toEqual([['pageview', '/de']])
  })
})
