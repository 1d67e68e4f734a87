// What the analytics tests share (analytics.test.ts, analytics-refusals.test.ts,
// analytics-consent.test.ts): a build that counts visits, the self-hosted Plausible it counts with, a
// fresh analytics module, a stand-in for the router, and the listeners the analytics code adds, taken
// away after each test so tests stay apart.
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, vi } from 'vitest'
import type { EventBody } from '../../src/analytics/plausible'
import type { CatalogLocale } from '../../src/i18n/locales'
import { server } from './setup'
import { buildWith } from './site-build'

const ANALYTICS_ORIGIN = 'https://analytics.example.net'
export const ANALYTICS_DOMAIN = 'selah.example.com'

/** A build that counts visits (VITE_ANALYTICS_URL, VITE_ANALYTICS_DOMAIN), asking consent in these languages. */
export function buildWithAnalytics(analyticsConsentLanguages?: readonly CatalogLocale[]): void {
  buildWith({ analyticsUrl: ANALYTICS_ORIGIN, analyticsDomain: ANALYTICS_DOMAIN, ...(analyticsConsentLanguages && { analyticsConsentLanguages }) })
}

/** Answers the Events API as Plausible does (202), keeping what `record` makes of each request. */
export function plausibleReceiving<T>(record: (body: EventBody, request: Request) => T): T[] {
  const sent: T[] = []
  server.use(
    http.post(`${ANALYTICS_ORIGIN}/api/event`, async ({ request }) => {
      sent.push(record(JSON.parse(await request.text()) as EventBody, request))
      return new HttpResponse('ok', { status: 202 })
    }),
  )
  return sent
}

/** An event as Plausible received it: its body, and how it was sent. */
interface Sent {
  body: EventBody
  type: string | null
  credentials: RequestCredentials
  mode: RequestMode
  cookie: string | null
}

/** What Plausible receives: each event's body, content type, credentials, mode and cookie. */
export const plausible = () =>
  plausibleReceiving((body, request): Sent => ({ body, type: request.headers.get('content-type'), credentials: request.credentials, mode: request.mode, cookie: request.headers.get('cookie') }))

/** A fresh analytics module (its page-view state is per visit). */
export async function freshAnalytics() {
  vi.resetModules()
  return import('../../src/analytics/analytics')
}

/** The consent question, which pages in languages that need no consent never ask (analytics-consent.test.ts asks it). */
export const noQuestion = async () => {}

/** A stand-in for the router: the test says when a navigation has finished. */
export function fakeRouter() {
  const listeners: Array<() => void> = []
  return {
    subscribe: (_event: 'onResolved', listener: () => void) => listeners.push(listener),
    navigate(path: string) {
      window.history.pushState({}, '', path)
      for (const listener of listeners) listener()
    },
  }
}

/** Takes away, after each test, the listeners the analytics code added to the document and the window, and the privacy signals set. */
export function removeAnalyticsListenersAfterEach(): void {
  const removers: Array<() => void> = []
  beforeEach(() => {
    for (const target of [document, window] as EventTarget[]) {
      const original = target.addEventListener.bind(target)
      vi.spyOn(target, 'addEventListener').mockImplementation((...args: Parameters<EventTarget['addEventListener']>) => {
        removers.push(() => target.removeEventListener(...args))
        original(...args)
      })
    }
  })
  afterEach(() => {
    for (const remove of removers.splice(0)) remove()
    for (const signal of ['globalPrivacyControl', 'doNotTrack']) delete (navigator as unknown as Record<string, unknown>)[signal]
    server.resetHandlers()
    vi.unstubAllGlobals()
  })
}

/** The browser sends a privacy signal (Global Privacy Control, Do Not Track) with this value, until the test ends. */
export function browserSends(signal: 'globalPrivacyControl' | 'doNotTrack', value: unknown): void {
  Object.defineProperty(navigator, signal, { value, configurable: true })
}
