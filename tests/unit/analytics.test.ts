import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ANALYTICS_CONSENT_KEY } from '../../src/analytics/consent-key'
import { saveAnswer } from '../../src/analytics/opt-out'
import { countedReferrer, countedUrl, type EventBody } from '../../src/analytics/plausible'
import { roundedValue, vitalEvent } from '../../src/analytics/web-vitals'
import { server, settle } from './setup'
import { buildWith } from './site-build'

const ORIGIN = 'https://analytics.example.net'
const DOMAIN = 'selah.example.com'

/** A build that counts visits (VITE_ANALYTICS_URL, VITE_ANALYTICS_DOMAIN). */
function buildWithAnalytics() {
  buildWith({ analyticsUrl: ORIGIN, analyticsDomain: DOMAIN })
}

interface Sent {
  body: EventBody
  type: string | null
  credentials: RequestCredentials
  mode: RequestMode
  cookie: string | null
}

/** Answers the Events API as Plausible does (202) and records what it received. */
function plausible(): Sent[] {
  const sent: Sent[] = []
  server.use(
    http.post(`${ORIGIN}/api/event`, async ({ request }) => {
      sent.push({
        body: JSON.parse(await request.text()) as EventBody,
        type: request.headers.get('content-type'),
        credentials: request.credentials,
        mode: request.mode,
        cookie: request.headers.get('cookie'),
      })
      return new HttpResponse('ok', { status: 202 })
    }),
  )
  return sent
}

/** A fresh analytics module (its page-view state is per visit). */
async function analytics() {
  vi.resetModules()
  return import('../../src/analytics/analytics')
}

/** The consent question, which these pages' languages never need (analytics-consent.test.ts asks it). */
const noQuestion = async () => {}

/** A stand-in for the router: the test says when a navigation has finished. */
function fakeRouter() {
  const listeners: Array<() => void> = []
  return {
    subscribe: (_event: 'onResolved', listener: () => void) => listeners.push(listener),
    navigate(path: string) {
      window.history.pushState({}, '', path)
      for (const listener of listeners) listener()
    },
  }
}

/** Listeners startAnalytics adds to the document and the window, removed after each test so tests stay apart. */
const added: Array<[EventTarget, ...Parameters<EventTarget['addEventListener']>]> = []
const signals: Array<'globalPrivacyControl' | 'doNotTrack'> = []
function browserSends(signal: 'globalPrivacyControl' | 'doNotTrack', value: unknown) {
  Object.defineProperty(navigator, signal, { value, configurable: true })
  signals.push(signal)
}

beforeEach(() => {
  window.history.replaceState({}, '', '/')
  for (const target of [document, window] as EventTarget[]) {
    const original = target.addEventListener.bind(target)
    vi.spyOn(target, 'addEventListener').mockImplementation((...args: Parameters<EventTarget['addEventListener']>) => {
      added.push([target, ...args])
      original(...args)
    })
  }
})

afterEach(() => {
  for (const [target, type, listener, options] of added.splice(0)) target.removeEventListener(type, listener, options)
  for (const signal of signals.splice(0)) delete (navigator as unknown as Record<string, unknown>)[signal]
  server.resetHandlers()
  vi.unstubAllGlobals()
})

describe('what an event says about the page', () => {
  it('keeps the campaign of the address and nothing else: no click id, no other parameter, no fragment', () => {
    expect(countedUrl('https://selah.app/en?utm_source=news&gclid=abc&fbclid=x&utm_campaign=spring&email=a%40b.c#faq')).toBe(
      'https://selah.app/en?utm_source=news&utm_campaign=spring',
    )
    expect(countedUrl('https://selah.app/privacy?msclkid=1')).toBe('https://selah.app/privacy')
  })

  it('names the referring site by its origin, and no referrer for the site itself or none', () => {
    expect(countedReferrer('https://www.google.com/search?q=selah', 'https://selah.app')).toBe('https://www.google.com/')
    expect(countedReferrer('https://selah.app/en/privacy', 'https://selah.app')).toBeNull()
    expect(countedReferrer('', 'https://selah.app')).toBeNull()
    expect(countedReferrer('android-app://com.google.android.gm/', 'https://selah.app')).toBe('android-app://com.google.android.gm/')
  })
})

describe('counting visits (VITE_ANALYTICS_URL)', () => {
  it('the first page: a page view with its address and where the visitor came from, as text, without cookies', async () => {
    buildWithAnalytics()
    const sent = plausible()
    window.history.replaceState({}, '', '/en?utm_source=newsletter&gclid=123')
    Object.defineProperty(document, 'referrer', { value: 'https://duckduckgo.com/?q=devotional', configurable: true })
    const { startAnalytics } = await analytics()
    startAnalytics(fakeRouter(), noQuestion)
    await settle()
    delete (document as unknown as Record<string, unknown>).referrer
    expect(sent).toEqual([
      {
        body: { name: 'pageview', url: 'http://localhost:3000/en?utm_source=newsletter', domain: DOMAIN, referrer: 'https://duckduckgo.com/' },
        type: 'text/plain',
        credentials: 'omit',
        mode: 'no-cors',
        cookie: null,
      },
    ])
  })

  it('every page reached inside the site, once: a link to a fragment of the same page is no new view', async () => {
    buildWithAnalytics()
    const sent = plausible()
    const { startAnalytics } = await analytics()
    const router = fakeRouter()
    startAnalytics(router, noQuestion)
    router.navigate('/privacy')
    router.navigate('/privacy#contact')
    router.navigate('/en/privacy')
    await settle()
    expect(sent.map(({ body }) => [body.name, body.url, body.referrer])).toEqual([
      ['pageview', 'http://localhost:3000/', null],
      ['pageview', 'http://localhost:3000/privacy', null],
      ['pageview', 'http://localhost:3000/en/privacy', null],
    ])
  })

  it('a page restored from the back/forward cache is a new view of it', async () => {
    buildWithAnalytics()
    const sent = plausible()
    const { startAnalytics } = await analytics()
    startAnalytics(fakeRouter(), noQuestion)
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }))
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }))
    await settle()
    expect(sent.map(({ body }) => [body.name, body.url])).toEqual([
      ['pageview', 'http://localhost:3000/'],
      ['pageview', 'http://localhost:3000/'],
    ])
  })

  it('a store badge pressed: its store and placement, and the page’s language', async () => {
    buildWithAnalytics()
    const sent = plausible()
    const { startAnalytics } = await analytics()
    startAnalytics(fakeRouter(), noQuestion)
    document.body.innerHTML = `<a href="https://apps.apple.com/app/id1" data-store="appStore" data-placement="footer"><img alt="App Store"></a><a href="/en/privacy">Privacy</a>`
    document.querySelector('a[data-store]')!.addEventListener('click', (event) => event.preventDefault())
    document.querySelector('a[href="/en/privacy"]')!.addEventListener('click', (event) => event.preventDefault())
    document.querySelector('img')!.click()
    document.querySelector<HTMLAnchorElement>('a[href="/en/privacy"]')!.click()
    await settle()
    const { i18n } = await import('@lingui/core')
    expect(sent.map(({ body }) => body).filter((body) => body.name !== 'pageview')).toEqual([
      { name: 'Store badge click', url: 'http://localhost:3000/', domain: DOMAIN, referrer: null, props: { store: 'appStore', placement: 'footer', language: i18n.locale || 'pt' } },
    ])
    document.body.innerHTML = ''
  })

  it('a part counted when seen (the QR code): once, when half of it is on screen, and again for the next page it shows it on', async () => {
    buildWithAnalytics()
    const sent = plausible()
    interface Watcher {
      callback: IntersectionObserverCallback
      options?: IntersectionObserverInit
      observed: Element[]
      disconnected: boolean
    }
    const watchers: Watcher[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observed: Element[] = []
        disconnected = false
        constructor(
          public callback: IntersectionObserverCallback,
          public options?: IntersectionObserverInit,
        ) {
          watchers.push(this)
        }
        observe(element: Element) {
          this.observed.push(element)
        }
        unobserve() {}
        disconnect() {
          this.disconnected = true
        }
      },
    )
    const { startAnalytics } = await analytics()
    const { countWhenSeen } = await import('../../src/analytics/count')
    const router = fakeRouter()
    startAnalytics(router, noQuestion)
    // What the browser reports to a watcher still watching.
    const report = (watcher: Watcher, isIntersecting: boolean) =>
      watcher.disconnected || watcher.callback([{ isIntersecting } as IntersectionObserverEntry], watcher as unknown as IntersectionObserver)
    const figure = document.createElement('figure')
    countWhenSeen(figure, { name: 'QR code shown', props: { placement: 'hero', language: 'pt' } })
    const home = watchers.at(-1)!
    expect([home.observed, home.options?.threshold]).toEqual([[figure], 0.5])
    report(home, false)
    report(home, true)
    report(home, true)
    router.navigate('/en')
    const stop = countWhenSeen(figure, { name: 'QR code shown', props: { placement: 'hero', language: 'en' } })
    const english = watchers.at(-1)!
    report(english, true)
    await settle()
    expect(sent.filter(({ body }) => body.name === 'QR code shown').map(({ body }) => [body.url, body.props])).toEqual([
      ['http://localhost:3000/', { placement: 'hero', language: 'pt' }],
      ['http://localhost:3000/en', { placement: 'hero', language: 'en' }],
    ])
    // The part gone (or its page changed): it stops watching.
    const third = countWhenSeen(figure, { name: 'QR code shown', props: { placement: 'hero', language: 'en' } })
    third()
    expect(watchers.at(-1)!.disconnected).toBe(true)
    stop()
  })

  it('a language chosen before the page was hydrated: the next page, loaded from the same site in another language, counts it', async () => {
    buildWithAnalytics()
    const sent = plausible()
    window.history.replaceState({}, '', '/de/privacy')
    Object.defineProperty(document, 'referrer', { value: 'http://localhost:3000/privacy', configurable: true })
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'navigate' } as PerformanceNavigationTiming])
    const { startAnalytics } = await analytics()
    startAnalytics(fakeRouter(), noQuestion)
    await settle()
    delete (document as unknown as Record<string, unknown>).referrer
    expect(sent.map(({ body }) => [body.name, body.referrer, body.props])).toEqual([
      ['pageview', null, undefined],
      ['Language switch', null, { from: 'pt', to: 'de' }],
    ])
  })
})

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
