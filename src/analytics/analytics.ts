// Counting visits (README, "Measuring"; docs/decisions/015-opt-in-analytics.md). Only a build with
// VITE_ANALYTICS_URL has this code, and it loads after the page is hydrated (count.ts).
import { i18n } from '@lingui/core'
import { analyticsDomain } from 'virtual:site'
import { localeFromPath } from '../i18n/locale-path'
import { DEFAULT_LOCALE } from '../i18n/locales'
import { browserRefusesTracking, mayCount, shouldAsk, storedAnswer, subscribeAnswer } from './opt-out'
import { countedReferrer, countedUrl, eventBody, sendEvent, type AnalyticsEvent } from './plausible'

/** The language of the page on screen (`pt`, `en`, …). */
const pageLanguage = () => i18n.locale || DEFAULT_LOCALE

/**
 * Sends one event about a page, the one on screen unless `href` says which (a press counted on
 * the way to another page), unless the browser asks not to be tracked (Global Privacy Control, Do
 * Not Track), the visitor said no, or the page's language needs consent not (yet) given: asked
 * every time (opt-out.ts, `mayCount`). Says whether it was sent.
 */
export function track(event: AnalyticsEvent, { href = window.location.href, referrer = null }: { href?: string; referrer?: string | null } = {}): boolean {
  if (!__ANALYTICS_URL__ || !analyticsDomain) return false
  if (!mayCount(new URL(href).pathname)) return false
  sendEvent(__ANALYTICS_URL__, eventBody(event, { url: countedUrl(href), domain: analyticsDomain, referrer }))
  return true
}

/** The page views counted so far, and the path of the last one: a link to a fragment of the same page is no new view. */
let pageViews = 0
let countedPath: string | undefined
/** Whether that page's view was sent (not when consent was missing or the visitor had said no). */
let viewSent = false
/** Where the visitor came from, until a page view carries it (the first may wait for consent). */
let landingReferrer: string | null = null

function countPageView() {
  const path = window.location.pathname
  if (path === countedPath) return
  countedPath = path
  pageViews++
  viewSent = track({ name: 'pageview' }, { referrer: landingReferrer })
  if (viewSent) landingReferrer = null
}

/**
 * A language chosen from the picker before the page was hydrated: its link loaded this page in
 * full, from a page of the same site in another language (after hydration the picker counts it).
 */
function countEarlyLanguageSwitch() {
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  if (navigation?.type !== 'navigate' || !URL.canParse(document.referrer)) return
  const previous = new URL(document.referrer)
  if (previous.origin !== window.location.origin) return
  const from = localeFromPath(previous.pathname) ?? DEFAULT_LOCALE
  const to = localeFromPath(window.location.pathname) ?? DEFAULT_LOCALE
  if (from !== to) track({ name: 'Language switch', props: { from, to } })
}

/** A press on a store badge, wherever it is: each carries its store and placement (`data-store`, `data-placement`). */
function countBadgeClick(event: MouseEvent) {
  if (event.type === 'auxclick' && event.button !== 1) return
  const badge = event.target instanceof Element ? event.target.closest<HTMLElement>('a[data-store]') : null
  if (!badge) return
  track({
    name: 'Store badge click',
    props: { store: badge.dataset.store ?? '', placement: badge.dataset.placement ?? '', language: pageLanguage() },
  })
}

/** What the site needs of its router: to hear when a navigation inside it has finished. */
interface Navigations {
  subscribe(event: 'onResolved', listener: () => void): unknown
}

/** Loads the web vitals code once this page may be counted (never before: it reads the device's timings). */
let vitalsLoaded = false
function reportVitalsOnceCounted() {
  if (vitalsLoaded || !mayCount(window.location.pathname)) return
  vitalsLoaded = true
  import('./web-vitals')
    .then(({ reportWebVitals }) => reportWebVitals((event) => void track(event)))
    .catch(() => {})
}

/**
 * Shows the consent question and loads its code when called. The question is a part of the privacy
 * page (src/features/legal/privacy-analytics-consent.tsx), a folder above this one, so the entry
 * hands it in: imports run one way (.dependency-cruiser.cjs).
 */
type AskConsent = (router: Navigations) => Promise<void>

/** Shows the consent question the first time a page that needs it is on screen. */
let asked = false
function askOnceNeeded(router: Navigations, askConsent: AskConsent) {
  if (asked || !shouldAsk(window.location.pathname)) return
  asked = true
  askConsent(router).catch(() => {})
}

/**
 * Starts counting, once the page is hydrated: this page's view (with where the visitor came
 * from), every page reached inside the site or restored from the back/forward cache, store badge
 * presses, and the web vitals, whose code loads now (a part counted when seen counts itself:
 * count.ts, `countWhenSeen`). A browser that asks not to
 * be tracked gets none of it. A page whose language needs consent sends nothing and asks; a yes
 * counts the page on screen from then on.
 */
export function startAnalytics(router: Navigations, askConsent: AskConsent): void {
  if (browserRefusesTracking()) return
  landingReferrer = countedReferrer(document.referrer, window.location.origin)
  countPageView()
  countEarlyLanguageSwitch()
  router.subscribe('onResolved', () => {
    countPageView()
    reportVitalsOnceCounted()
    askOnceNeeded(router, askConsent)
  })
  // Back on the page from another site, restored as it was (back/forward cache): a new view of it.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return
    countedPath = undefined
    countPageView()
  })
  document.addEventListener('click', countBadgeClick, true)
  document.addEventListener('auxclick', countBadgeClick, true)
  reportVitalsOnceCounted()
  askOnceNeeded(router, askConsent)
  // A yes, here or in another tab: the page on screen is counted now (if it was not), and from then on.
  subscribeAnswer(() => {
    if (storedAnswer() !== 'yes') return
    if (!viewSent) {
      countedPath = undefined
      countPageView()
    }
    reportVitalsOnceCounted()
  })
}
