// The way into the analytics code (README, "Measuring"), for the page's entry and the parts that
// count something. Reach it only behind `if (__ANALYTICS_URL__)`: a build without analytics then
// drops the call, this module and the chunks it would load. The entry imports it dynamically (a
// static import there changed the entry chunk's name; docs/decisions/015-opt-in-analytics.md).
import { HYDRATED_ATTRIBUTE } from '../lib/early-gestures'
import type { AnalyticsEvent } from './plausible'

/** What analytics.ts needs of the router (a navigation inside the site has finished), and how it asks consent. */
type Navigations = Parameters<typeof import('./analytics').startAnalytics>[0]
type AskConsent = Parameters<typeof import('./analytics').startAnalytics>[1]

/** Runs `then` once React has hydrated the page (src/app/root-layout.tsx marks <html>). */
function afterHydration(then: () => void) {
  const root = document.documentElement
  if (root.hasAttribute(HYDRATED_ATTRIBUTE)) return then()
  const marked = new MutationObserver(() => {
    if (!root.hasAttribute(HYDRATED_ATTRIBUTE)) return
    marked.disconnect()
    then()
  })
  marked.observe(root, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] })
}

/** Loads the analytics code once the page is hydrated, so the first view's scripts stay as they are, and starts counting. */
export function countVisits(router: Navigations, askConsent: AskConsent): void {
  afterHydration(() => {
    import('./analytics')
      .then(({ startAnalytics }) => startAnalytics(router, askConsent))
      .catch(() => {})
  })
}

/** Counts one event of the page on screen now (the analytics code is usually loaded by then; the page may have changed when it is). */
export function countEvent(event: AnalyticsEvent): void {
  const href = window.location.href
  import('./analytics')
    .then(({ track }) => track(event, { href }))
    .catch(() => {})
}

/**
 * Counts `event` the first time at least half of `element` is on screen: a part of a page that is
 * counted when seen calls it for each page it shows. Returns what stops watching.
 */
export function countWhenSeen(element: Element, event: AnalyticsEvent): () => void {
  if (!('IntersectionObserver' in window)) return () => {}
  const seen = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      seen.disconnect()
      countEvent(event)
    },
    { threshold: 0.5 },
  )
  seen.observe(element)
  return () => seen.disconnect()
}
