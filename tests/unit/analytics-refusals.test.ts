import { beforeEach, describe, expect, it } from 'vitest'
import { ANALYTICS_CONSENT_KEY } from '../../src/analytics/consent-key'
import { saveAnswer } from '../../src/analytics/opt-out'
import { roundedValue, vitalEvent } from '../../src/analytics/web-vitals'
import { ANALYTICS_DOMAIN as DOMAIN, browserSends, buildWithAnalytics, fakeRouter, freshAnalytics as analytics, noQuestion, plausible, removeAnalyticsListenersAfterEach } from './analytics-visit'
import { settle } from './setup'
import { buildWith } from './site-build'

// Counting nothing (without VITE_ANALYTICS_URL, with Global Privacy Control or Do Not Track, after an
// opt-out), and the web vitals each page reports where it counts.

beforeEach(() => {
  window.history.replaceState({}, '', '/')
})
removeAnalyticsListenersAfterEach()

describe('counting nothing', () => {
  it('in a build without VITE_ANALYTICS_URL: no request at all', async () => {
    buildWith({ analyticsUrl: undefined, analyticsDomain: undefined })
    const sent = plausible()
    const { startAnalytics, track } = await analytics()
    startAnalytics(fakeRouter(), noQuestion)
    track({ name: 'Newsletter signup', props: { language: 'en' } })
    await settle()
    expect(sent).toEqual([])
  })

  it.each([
    ['Global Privacy Control', 'globalPrivacyControl', true],
    ['Do Not Track', 'doNotTrack', '1'],
  ] as const)('when the browser sends %s: nothing is sent, not even the first page view', async (_name, signal, value) => {
    buildWithAnalytics()
    const sent = plausible()
    browserSends(signal, value)
    const { startAnalytics, track } = await analytics()
    const router = fakeRouter()
    startAnalytics(router, noQuestion)
    router.navigate('/en')
    track({ name: 'Language switch', props: { from: 'pt', to: 'en' } })
    await settle()
    expect(sent).toEqual([])
  })

  it('Do Not Track left unset or set to 0 is no refusal', async () => {
    buildWithAnalytics()
    const sent = plausible()
    browserSends('doNotTrack', '0')
    const { track } = await analytics()
    track({ name: 'pageview' })
    await settle()
    expect(sent).toHaveLength(1)
  })

  it('after the visitor opted out: nothing, from the next event on; counted again once they resume', async () => {
    buildWithAnalytics()
    const sent = plausible()
    const { track } = await analytics()
    saveAnswer('no')
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('no')
    track({ name: 'Newsletter signup', props: { language: 'pt' } })
    await settle()
    expect(sent).toEqual([])
    saveAnswer(undefined)
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBeNull()
    track({ name: 'Newsletter signup', props: { language: 'pt' } })
    await settle()
    expect(sent.map(({ body }) => [body.name, body.props])).toEqual([['Newsletter signup', { language: 'pt' }]])
  })

  it('an opt-out saved in another tab holds here too', async () => {
    buildWithAnalytics()
    const sent = plausible()
    const { track } = await analytics()
    localStorage.setItem(ANALYTICS_CONSENT_KEY, 'no')
    track({ name: 'pageview' })
    await settle()
    expect(sent).toEqual([])
  })

  it('an opt-out saved before the consent question existed (analytics-opt-out) still holds', async () => {
    buildWithAnalytics()
    const sent = plausible()
    const { track } = await analytics()
    localStorage.setItem('analytics-opt-out', '1')
    track({ name: 'pageview' })
    await settle()
    expect(sent).toEqual([])
  })
})

describe('web vitals', () => {
  const lcp = {
    name: 'LCP',
    value: 1234.5,
    rating: 'needs-improvement',
    attribution: { target: 'main>section#hero>h1', timeToFirstByte: 100, resourceLoadDelay: 0, resourceLoadDuration: 0, elementRenderDelay: 1134.5 },
  }
  const inp = {
    name: 'INP',
    value: 56,
    rating: 'good',
    attribution: { interactionTarget: `html>body>${'div>'.repeat(40)}button`, inputDelay: 5, processingDuration: 40, presentationDelay: 11 },
  }
  const cls = { name: 'CLS', value: 0.0312, rating: 'good', attribution: { largestShiftTarget: 'footer', loadState: 'complete' } }
  type Vital = Parameters<typeof vitalEvent>[0]

  it('each as a "Web Vitals" event: metric, rounded value, rating, a short target and the slowest phase', () => {
    expect(vitalEvent(lcp as unknown as Vital)).toEqual({
      name: 'Web Vitals',
      props: { metric: 'LCP', value: '1200', rating: 'needs-improvement', target: 'main>section#hero>h1', phase: 'render' },
    })
    const event = vitalEvent(inp as unknown as Vital)
    expect(event.props).toMatchObject({ metric: 'INP', value: '60', rating: 'good', phase: 'processing' })
    expect((event.props as { target: string }).target).toHaveLength(100)
    expect((event.props as { target: string }).target).toMatch(/^….*>button$/)
    expect(vitalEvent(cls as unknown as Vital).props).toEqual({ metric: 'CLS', value: '0.03', rating: 'good', target: 'footer', phase: 'complete' })
  })

  it('rounds LCP to 100 ms, INP to 10 ms, CLS to two decimals', () => {
    expect(roundedValue({ name: 'LCP', value: 2449 })).toBe('2400')
    expect(roundedValue({ name: 'INP', value: 204.9 })).toBe('200')
    expect(roundedValue({ name: 'CLS', value: 0.1049 })).toBe('0.10')
  })

  it('sent as non-interactive events, so they leave the bounce rate alone', async () => {
    buildWithAnalytics()
    const sent = plausible()
    const { track } = await analytics()
    track(vitalEvent(cls as unknown as Vital))
    await settle()
    expect(sent.map(({ body }) => body)).toEqual([
      {
        name: 'Web Vitals',
        url: 'http://localhost:3000/',
        domain: DOMAIN,
        referrer: null,
        props: { metric: 'CLS', value: '0.03', rating: 'good', target: 'footer', phase: 'complete' },
        interactive: false,
      },
    ])
  })
})
