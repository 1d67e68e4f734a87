// Whether this visitor may be counted (README, "Measuring"). Asked before every event, so an answer
// given on the page, on the privacy page or in another tab holds from the next event on.
import { analyticsConsentLanguages } from 'virtual:site'
import { localeFromPath } from '../i18n/locale-path'
import { DEFAULT_LOCALE } from '../i18n/locales'
import { ANALYTICS_CONSENT_KEY, LEGACY_OPT_OUT_KEY } from './consent-key'

export type Answer = 'yes' | 'no'

/** What a browser may say about tracking: Global Privacy Control and Do Not Track. */
interface PrivacySignals {
  globalPrivacyControl?: boolean
  doNotTrack?: string | null
}

/** Whether the browser asks sites not to track its user: Global Privacy Control, or Do Not Track set to 1. */
export function browserRefusesTracking(signals: PrivacySignals = navigator as PrivacySignals): boolean {
  return signals.globalPrivacyControl === true || signals.doNotTrack === '1'
}

/** Whether pages in this language count nothing before the visitor agrees (VITE_ANALYTICS_CONSENT_LANGUAGES). */
export function isConsentLanguage(locale: string): boolean {
  return (analyticsConsentLanguages as readonly string[] | undefined)?.includes(locale) ?? false
}

/** Whether the page at `pathname` needs consent: its language, from its path (`/de/privacy`: `de`; no prefix: Portuguese). */
export function needsConsent(pathname: string): boolean {
  return isConsentLanguage(localeFromPath(pathname) ?? DEFAULT_LOCALE)
}

/**
 * How long a yes holds: six months, after which a page that asks first asks again (France's CNIL
 * recommends keeping a choice six months, Spain's AEPD at most 24). A no holds until the visitor
 * changes it: they are never asked again, and a page that counts without asking still counts nothing.
 */
export const YES_MONTHS = 6

/** How an answer is stored: a yes with the day it was given (`yes 2026-11-28`), or `no`. */
export function storedForm(answer: Answer, today: Date): string {
  return answer === 'yes' ? `yes ${today.toISOString().slice(0, 10)}` : 'no'
}

/**
 * The answer a stored value gives `today`: `no`; `yes` from a day less than YES_MONTHS ago; else
 * none (a yes that has lapsed, or one saved undated, before answers were dated, asks again).
 */
export function answerOf(stored: string | null, today: Date): Answer | undefined {
  if (stored === 'no') return 'no'
  const given = /^yes (\d{4}-\d{2}-\d{2})$/.exec(stored ?? '')?.[1]
  if (given === undefined) return undefined
  const lapses = new Date(`${given}T00:00:00Z`)
  lapses.setUTCMonth(lapses.getUTCMonth() + YES_MONTHS)
  return today < lapses ? 'yes' : undefined
}

/** An answer storage refused to keep (privacy modes, full storage): it holds for this visit (`null`: none). */
let unsaved: Answer | null | undefined
const listeners = new Set<() => void>()

/** The visitor's answer on this device, if they gave one. */
export function storedAnswer(): Answer | undefined {
  if (unsaved !== undefined) return unsaved ?? undefined
  try {
    const answer = answerOf(window.localStorage.getItem(ANALYTICS_CONSENT_KEY), new Date())
    if (answer) return answer
    return window.localStorage.getItem(LEGACY_OPT_OUT_KEY) === null ? undefined : 'no'
  } catch {
    return undefined
  }
}

/** Saves the visitor's answer (`undefined`: forget it, as if never asked) and tells the page. */
export function saveAnswer(answer: Answer | undefined): void {
  try {
    window.localStorage.removeItem(LEGACY_OPT_OUT_KEY)
    if (answer) window.localStorage.setItem(ANALYTICS_CONSENT_KEY, storedForm(answer, new Date()))
    else window.localStorage.removeItem(ANALYTICS_CONSENT_KEY)
    unsaved = undefined
  } catch {
    unsaved = answer ?? null
  }
  for (const listener of listeners) listener()
}

/** Calls `listener` when the answer changes, here or in another tab; returns the unsubscribe. */
export function subscribeAnswer(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === ANALYTICS_CONSENT_KEY || event.key === LEGACY_OPT_OUT_KEY || event.key === null) listener()
  }
  listeners.add(listener)
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/**
 * Whether an event of the page at `pathname` may be sent: never when the browser refuses tracking
 * or the visitor said no; on a page that needs consent, only after a yes; elsewhere, unless no.
 */
export function mayCount(pathname: string): boolean {
  if (browserRefusesTracking()) return false
  const answer = storedAnswer()
  return answer === 'yes' || (answer === undefined && !needsConsent(pathname))
}

/** Whether the page at `pathname` should ask: it needs consent, the visitor has not answered, and the browser does not refuse. */
export function shouldAsk(pathname: string): boolean {
  return needsConsent(pathname) && storedAnswer() === undefined && !browserRefusesTracking()
}

/**
 * What holds for this visitor, for the privacy page: `refused` by the browser's signal, or their
 * answer (`none` when they gave none).
 */
export type CountingState = 'refused' | Answer | 'none'

export function countingState(): CountingState {
  if (browserRefusesTracking()) return 'refused'
  return storedAnswer() ?? 'none'
}
