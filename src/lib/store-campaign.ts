import { wellFormed } from './well-formed.ts'

/**
 * Campaign attribution on the store links (README, "Campaign links"): what the App Store and Google
 * Play links carry, built from the campaign of the address the visitor landed on, or from where on
 * the page the link is. Pure: no storage, no request; the browser-side part is
 * src/components/use-store-href.ts and landing-links.ts.
 */

/** The only parameters of the landing address ever read; everything else (gclid, fbclid, …) is dropped. */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const
export type Utm = Partial<Record<(typeof UTM_KEYS)[number], string>>

/**
 * Where a store link is: the hero's badges, the header's "Get the app", the footer's badges. A
 * sticky download bar, when the site has one, joins them as `sticky`.
 */
export const LINK_PLACEMENTS = ['hero', 'header', 'footer'] as const
/** …and the desktop QR code, which leads to the site's own download buttons, with the campaign. */
export type Placement = (typeof LINK_PLACEMENTS)[number] | 'sticky' | 'qr'
/** Where on the page a store link is (README, "Campaign links"). */
export type LinkPlacement = (typeof LINK_PLACEMENTS)[number]
export type Store = 'appStore' | 'googlePlay'
/** The configured store addresses (VITE_APP_STORE_URL, VITE_PLAY_STORE_URL), or the links made from them. */
export type StoreUrls = Record<Store, string>

/** The campaign the visitor landed with, and the store links that carry it (src/components/landing-links.ts). */
export interface Landing {
  utm: Utm
  href: (store: Store, placement: Placement) => string
}

/** The longest campaign token (`ct`) the App Store links carry. */
export const CT_MAX = 30
/** The longest `referrer` value of a Google Play link, counted as it stands in the URL (encoded). */
export const REFERRER_MAX = 512
/** Each campaign value is cut to this many characters (code points) when read. */
const VALUE_MAX = 100
/** The `utm_source` of the placement defaults: the visitor came from this site itself. */
const SITE_SOURCE = 'website'

/** A value as it may pass: well-formed, without control or format characters, trimmed, at most VALUE_MAX code points. */
function clean(value: string): string {
  const text = wellFormed(value).replace(/[\p{Cc}\p{Cf}]/gu, '').trim()
  // VALUE_MAX code points are at most twice as many code units: the rest is never split into code points.
  return Array.from(text.slice(0, VALUE_MAX * 2)).slice(0, VALUE_MAX).join('').trim()
}

/** The allow-listed values of `utm`, cleaned, in UTM_KEYS order, empty ones left out. */
function cleanUtm(utm: Utm): Utm {
  const out: Utm = {}
  for (const key of UTM_KEYS) {
    const value = clean(utm[key] ?? '')
    if (value) out[key] = value
  }
  return out
}

/**
 * The campaign of a landing address's query (`location.search`): its `utm_source`, `utm_medium`,
 * `utm_campaign`, `utm_content` and `utm_term` (the first of a repeated key), cleaned, and nothing
 * else. Undefined unless it names a source or a campaign: then the links keep their placement's.
 */
export function campaignFromSearch(search: string): Utm | undefined {
  const params = new URLSearchParams(search)
  const utm = cleanUtm(Object.fromEntries(UTM_KEYS.map((key) => [key, params.get(key) ?? ''])))
  return utm.utm_source || utm.utm_campaign ? utm : undefined
}

/** The campaign a link carries when the visitor's landing address had none: this site, and the link's placement. */
export function placementCampaign(placement: Placement): Utm {
  return { utm_source: SITE_SOURCE, utm_medium: 'referral', utm_campaign: placement }
}

/** Text as a campaign token: ASCII letters, digits, `.`, `_`, `-` (accents dropped, any other run one `_`), at most `max`. */
function token(text: string, max: number): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\w.-]+/g, '_')
    .slice(0, max)
    .replace(/^[_-]+|[_-]+$/g, '')
}

/**
 * The App Store campaign token (`ct`, at most CT_MAX characters): `<utm_source>-<utm_campaign>`
 * (`newsletter-advent`; the campaign cut to 20 characters, the source to what is left), either
 * alone when the other is missing, or the placement (`hero`) without a landing campaign. The
 * placement defaults' own source, `website` (a phone that came through the QR code), is left out:
 * that visit's token is the placement it names (`qr`).
 */
export function campaignToken(utm: Utm | undefined, placement: Placement): string {
  const source = token(utm?.utm_source === SITE_SOURCE ? '' : (utm?.utm_source ?? ''), CT_MAX)
  const campaign = token(utm?.utm_campaign ?? '', source ? 20 : CT_MAX)
  return [token(source, CT_MAX - (campaign ? campaign.length + 1 : 0)), campaign].filter(Boolean).join('-') || placement
}

/**
 * An App Store link with App Analytics' campaign parameters: `pt` (the provider token) and `ct`
 * (the campaign token), replacing any the base URL had; its other parameters stay. Without a
 * provider token, the base as it is: App Analytics counts a campaign only with one.
 */
export function appStoreUrl(base: string, { providerToken, campaign }: { providerToken?: string; campaign: string }): string {
  if (!providerToken) return base
  const url = new URL(base)
  const ct = token(campaign, CT_MAX)
  url.searchParams.set('pt', providerToken)
  if (ct) url.searchParams.set('ct', ct)
  else url.searchParams.delete('ct')
  return url.href
}

/** A value percent-encoded as UTF-8, `!'()*` too, so that a URL parser leaves it exactly as it is. */
const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/**
 * A campaign as a query, `utm_source=…&utm_medium=…` (each value percent-encoded as UTF-8), at most
 * `max` long by `measure`: `utm_term`, then `utm_content` are dropped, then the longest value loses
 * its last character (a whole code point, so never a broken encoding) until it fits.
 */
export function utmQuery(utm: Utm, max: number, measure: (query: string) => number = (query) => query.length): string {
  const entries = Object.entries(cleanUtm(utm)).map(([key, value]) => ({ key, chars: Array.from(value) }))
  const query = () => entries.map(({ key, chars }) => `${key}=${encode(chars.join(''))}`).join('&')
  for (const key of ['utm_term', 'utm_content']) {
    if (measure(query()) <= max) break
    const index = entries.findIndex((entry) => entry.key === key)
    if (index >= 0) entries.splice(index, 1)
  }
  while (entries.length > 0 && measure(query()) > max) {
    const longest = entries.reduce((a, b) => (encode(b.chars.join('')).length > encode(a.chars.join('')).length ? b : a))
    longest.chars.pop()
    if (longest.chars.length === 0) entries.splice(entries.indexOf(longest), 1)
  }
  return query()
}

/** How long a value stands in a URL's query (form-encoded, as URLSearchParams writes it). */
const encodedLength = (value: string) => new URLSearchParams({ v: value }).toString().length - 2

/**
 * A Google Play link carrying the campaign as its `referrer` (the Play Install Referrer; Google's
 * URL builder form, `referrer=utm_source%3D…%26utm_medium%3D…`), at most REFERRER_MAX characters
 * as it stands in the URL, replacing any `referrer` the base URL had; its other parameters (`id`) stay.
 */
export function playStoreUrl(base: string, utm: Utm): string {
  const url = new URL(base)
  const referrer = utmQuery(utm, REFERRER_MAX, encodedLength)
  if (referrer) url.searchParams.set('referrer', referrer)
  else url.searchParams.delete('referrer')
  return url.href
}

/**
 * Both stores' links from a placement: with the landing campaign, or without one the placement's
 * own. The build makes the latter once (`storeLinks`, scripts/site-module.ts), so the page's first
 * view carries none of this code; the former is made in the browser (src/components/landing-links.ts).
 */
export function storeLinks(stores: StoreUrls, providerToken: string | undefined, placement: Placement, utm?: Utm): StoreUrls {
  return {
    appStore: appStoreUrl(stores.appStore, { providerToken, campaign: campaignToken(utm, placement) }),
    googlePlay: playStoreUrl(stores.googlePlay, utm ?? placementCampaign(placement)),
  }
}
