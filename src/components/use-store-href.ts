import { useSyncExternalStore } from 'react'
import { storeLinks } from 'virtual:site'
import { siteConfig } from '../config/site'
import type { Landing, LinkPlacement, Store, Utm } from '../lib/store-campaign'

/**
 * This tab's landing campaign, kept for the tab's life in this variable only: links followed inside
 * the site drop the query, and nothing is ever stored on the device.
 */
let landing: Landing | undefined
const listeners = new Set<() => void>()

/**
 * Called once, at start-up (src/entry-client.tsx), with `location.search` of the page the visitor
 * landed on. An address with a query loads the small part that reads it (never part of the first
 * view); the links that are on screen then follow.
 */
export async function rememberLanding(search: string): Promise<void> {
  landing = search.length > 1 ? (await import('./landing-links')).landingCampaign(search) : undefined
  for (const listener of listeners) listener()
}

/**
 * The link to a store from a placement. With campaigns off (the default) the store's address
 * exactly as configured; on, the landing campaign's link, or without one the placement's own,
 * which the build made (`storeLinks`, scripts/site-module.ts).
 */
export function storeHref(store: Store, placement: LinkPlacement, here?: Landing): string {
  if (!__STORE_CAMPAIGNS__) return siteConfig.stores[store]
  return here ? here.href(store, placement) : storeLinks[placement][store]
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
const landingNow = () => landing
const noLanding = () => undefined

/**
 * This tab's landing campaign. Undefined while React hydrates the prerendered HTML (which carries
 * the placement defaults, so there is nothing to mismatch), then this tab's, in the render that
 * follows hydration or once it is read; at once in a part the browser renders itself. Always
 * undefined with campaigns off: `__STORE_CAMPAIGNS__` is a literal, so every render takes the same
 * branch (the rules of hooks hold) and such a build has none of this code.
 */
function useLanding(): Landing | undefined {
  return __STORE_CAMPAIGNS__ ? useSyncExternalStore(subscribe, landingNow, noLanding) : undefined
}

/** The landing campaign's values, for the QR code's address. */
export function useLandingCampaign(): Utm | undefined {
  return useLanding()?.utm
}

/** `storeHref` with this tab's landing campaign, applied once the page has hydrated. */
export function useStoreHref(store: Store, placement: LinkPlacement): string {
  return storeHref(store, placement, useLanding())
}
