import { beforeEach, describe, expect, it, vi } from 'vitest'
import { countedReferrer, countedUrl } from '../../src/analytics/plausible'
import { ANALYTICS_DOMAIN as DOMAIN, buildWithAnalytics, fakeRouter, freshAnalytics as analytics, noQuestion, plausible, removeAnalyticsListenersAfterEach } from './analytics-visit'
import { settle } from './setup'

// Counting visits (README, "Measuring"): what each event says, and when one is sent.

beforeEach(() => {
  window.history.replaceState({}, '', '/')
})
removeAnalyticsListenersAfterEach()

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
