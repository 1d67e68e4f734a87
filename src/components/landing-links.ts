import { appleProviderToken } from 'virtual:site'
import { siteConfig } from '../config/site'
import { campaignFromSearch, storeLinks, type Landing } from '../lib/store-campaign'

/**
 * The campaign of the address the visitor landed on, and the store links that carry it; undefined
 * when the address has none. Loaded only for an address with a query (`rememberLanding`).
 */
export function landingCampaign(search: string): Landing | undefined {
  const utm = campaignFromSearch(search)
  return utm && { utm, href: (store, placement) => storeLinks(siteConfig.stores, appleProviderToken, placement, utm)[store] }
}
