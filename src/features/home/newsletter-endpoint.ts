// The newsletter's one HTTP call. Loaded on demand by newsletter-signup.ts, and only in a build that
// sets VITE_NEWSLETTER_URL: without it the bundler drops the import, and the site sends nothing.

/** How long a visitor waits, at most, before being told the service could not be reached. */
export const SUBSCRIBE_TIMEOUT_MS = 10_000

/** What the endpoint receives, exactly: the address as validated (trimmed) and the page's language. */
export interface Subscription {
  email: string
  language: string
}

/** How a try ended, as the form tells the visitor. */
export type SubscribeOutcome = 'subscribed' | 'rate-limited' | 'rejected' | 'unreachable'

/**
 * Any 2xx is a subscription, and so is 409, the usual answer for an address already on the list:
 * the visitor gets what they asked for, and the page never tells anyone whether an address was
 * subscribed before. 429 means too many tries for now; 400 and 422 mean the service refused the
 * address itself. Everything else (a 5xx, a 404 from a wrong URL, a redirect the browser would not
 * follow) is the service's problem, not the visitor's.
 */
export function outcomeOfStatus(status: number): SubscribeOutcome {
  if ((status >= 200 && status < 300) || status === 409) return 'subscribed'
  if (status === 429) return 'rate-limited'
  if (status === 400 || status === 422) return 'rejected'
  return 'unreachable'
}

/**
 * POSTs the subscription as JSON with nothing of the visitor's besides it: no cookies, no referrer
 * (the page's URL). Never rejects: a network error, a CORS or CSP refusal and the timeout all end as
 * `unreachable`, since none of them is something the visitor can fix. A timer aborts the request
 * (rather than `AbortSignal.timeout`) so that tests can run the real ten seconds on fake timers.
 */
export async function postSubscription(
  url: string,
  { email, language }: Subscription,
  { timeoutMs = SUBSCRIBE_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<SubscribeOutcome> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, language }),
      mode: 'cors',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
      signal: controller.signal,
    })
    // Only the status matters; let the connection go without reading what came with it.
    void response.body?.cancel().catch(() => {})
    return outcomeOfStatus(response.status)
  } catch {
    return 'unreachable'
  } finally {
    clearTimeout(timer)
  }
}
