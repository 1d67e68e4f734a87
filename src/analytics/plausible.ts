// What the site sends to its self-hosted Plausible, and how (README, "Measuring"): one small JSON
// body per event to the Events API, `POST <VITE_ANALYTICS_URL>/api/event`, from the site's own code.

/** The page's language, as the site's locale codes write it (`pt`, `en`, …). */
type Language = string

/** Every event the site counts, with what each carries. */
export type AnalyticsEvent =
  | { name: 'pageview'; props?: undefined }
  | { name: 'Store badge click'; props: { store: string; placement: string; language: Language } }
  | { name: 'QR code shown'; props: { placement: string; language: Language } }
  | { name: 'Newsletter signup'; props: { language: Language } }
  | { name: 'Language switch'; props: { from: Language; to: Language } }
  | { name: 'Web Vitals'; props: { metric: 'LCP' | 'INP' | 'CLS'; value: string; rating: string; target: string; phase: string } }

/** The Events API's body (Plausible's own script sends the same fields, abbreviated). */
export interface EventBody {
  name: string
  /** The page's address: origin and path, and only the campaign of its query (`countedUrl`). */
  url: string
  /** The site as it is added in Plausible. */
  domain: string
  /** Where the visitor came from, for the first page only; an origin (`countedReferrer`). */
  referrer: string | null
  props?: Record<string, string>
  /** `false` for measurements that are no action of the visitor's (web vitals): they leave the bounce rate alone. */
  interactive?: false
}

/**
 * The query parameters an address keeps: the campaign (Plausible reads its source from them).
 * Everything else is dropped, click ids (gclid, fbclid, msclkid…) and anything a link may carry.
 */
export const CAMPAIGN_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const

/** The address as counted: origin and path, and of the query only the campaign; no fragment. */
export function countedUrl(href: string): string {
  const url = new URL(href)
  const campaign = new URLSearchParams()
  for (const name of CAMPAIGN_PARAMS) {
    const value = url.searchParams.get(name)
    if (value) campaign.set(name, value)
  }
  const query = campaign.toString()
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`
}

/**
 * Where the visitor came from, as the referring site's origin (`https://www.google.com/`); nothing
 * when they came from this site itself or from nowhere (typed, a bookmark).
 */
export function countedReferrer(referrer: string, origin: string): string | null {
  if (!referrer || !URL.canParse(referrer)) return null
  const url = new URL(referrer)
  if (url.origin === origin || !url.host) return null
  return `${url.protocol}//${url.host}/`
}

/** The body of one event. */
export function eventBody(event: AnalyticsEvent, page: { url: string; domain: string; referrer: string | null }): EventBody {
  return {
    name: event.name,
    url: page.url,
    domain: page.domain,
    referrer: page.referrer,
    ...(event.props && { props: event.props }),
    ...(event.name === 'Web Vitals' && { interactive: false as const }),
  }
}

/**
 * Sends one event and forgets it. `text/plain`, so the browser sends it at once, without asking
 * the other origin first (no CORS preflight); `no-cors`, since nothing is read back; `keepalive`,
 * so it still leaves when the visitor is going to a store; no cookies, no referrer header. The
 * browser adds its User-Agent, and Plausible takes the IP address from the connection (or the
 * X-Forwarded-For of the proxy in front of it).
 */
export function sendEvent(origin: string, body: EventBody): void {
  fetch(`${origin}/api/event`, {
    method: 'POST',
    mode: 'no-cors',
    keepalive: true,
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    cache: 'no-store',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify(body),
  }).catch(() => {
    // Offline, blocked by an extension, or the server is down: the event is simply not counted.
  })
}
