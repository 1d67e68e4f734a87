// Whether this visitor may be counted (README, "Measuring"). Asked before every event, so a choice
// made on the privacy page, or in another tab, holds from the next event on.

/**
 * localStorage key of a visitor's choice not to be counted: the one thing the site saves besides
 * the language, and only in a build that counts visits. Present (`1`) means "do not count me".
 */
export const ANALYTICS_OPT_OUT_KEY = 'analytics-opt-out'

/** What a browser may say about tracking: Global Privacy Control and Do Not Track. */
interface PrivacySignals {
  globalPrivacyControl?: boolean
  doNotTrack?: string | null
}

/** Whether the browser asks sites not to track its user: Global Privacy Control, or Do Not Track set to 1. */
export function browserRefusesTracking(signals: PrivacySignals = navigator as PrivacySignals): boolean {
  return signals.globalPrivacyControl === true || signals.doNotTrack === '1'
}

/** A choice storage refused to keep (privacy modes, full storage): it holds for this visit. */
let unsaved: boolean | undefined
const listeners = new Set<() => void>()

/** Whether the visitor asked, on this device, not to be counted. */
export function hasOptedOut(): boolean {
  if (unsaved !== undefined) return unsaved
  try {
    return window.localStorage.getItem(ANALYTICS_OPT_OUT_KEY) !== null
  } catch {
    return false
  }
}

/** Saves the visitor's choice (`true`: stop counting; `false`: count again) and tells the page. */
export function setOptedOut(optOut: boolean): void {
  try {
    if (optOut) window.localStorage.setItem(ANALYTICS_OPT_OUT_KEY, '1')
    else window.localStorage.removeItem(ANALYTICS_OPT_OUT_KEY)
    unsaved = undefined
  } catch {
    unsaved = optOut
  }
  for (const listener of listeners) listener()
}

/** Calls `listener` when the choice changes, here or in another tab; returns the unsubscribe. */
export function subscribeOptOut(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === ANALYTICS_OPT_OUT_KEY || event.key === null) listener()
  }
  listeners.add(listener)
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** Whether this visit is counted: `refused` by the browser's signal, `opted-out` by the visitor, or `counted`. */
export type CountingState = 'counted' | 'opted-out' | 'refused'

export function countingState(): CountingState {
  if (browserRefusesTracking()) return 'refused'
  return hasOptedOut() ? 'opted-out' : 'counted'
}
