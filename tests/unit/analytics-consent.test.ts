import { afterEach, describe, expect, it, vi } from 'vitest'
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

  it('an answer given before is never asked for again, and a yes holds from the first page view', async () => {
    buildWithConsent()
    const sent = plausible()
    localStorage.setItem('analytics-consent', 'yes')
    await visit('/de')
    expect(asked).not.toHaveBeenCalled()
    localStorage.setItem('analytics-consent', 'no')
    await visit('/de/privacy')
    expect(asked).not.toHaveBeenCalled()
    expect(sent).toEqual([['pageview', '/de']])
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
