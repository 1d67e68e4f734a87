import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { outcomeOfStatus, postSubscription, SUBSCRIBE_TIMEOUT_MS } from '../../src/features/home/newsletter-endpoint'
import { server } from './setup'

const ENDPOINT = 'https://newsletter.example.net/subscribe'

afterEach(() => server.resetHandlers())

describe('newsletter endpoint: how an answer ends', () => {
  it.each([
    [200, 'subscribed'],
    [201, 'subscribed'],
    [204, 'subscribed'],
    [409, 'subscribed'],
    [300, 'unreachable'],
    [400, 'rejected'],
    [422, 'rejected'],
    [429, 'rate-limited'],
    [401, 'unreachable'],
    [404, 'unreachable'],
    [500, 'unreachable'],
    [503, 'unreachable'],
  ] as const)('%i → %s', (status, outcome) => {
    expect(outcomeOfStatus(status)).toBe(outcome)
  })
})

describe('newsletter endpoint: the request', () => {
  it('posts exactly { email, language } as JSON, without credentials or referrer', async () => {
    const seen: Request[] = []
    server.use(
      http.post(ENDPOINT, ({ request }) => {
        seen.push(request.clone())
        return new HttpResponse(null, { status: 204 })
      }),
    )
    expect(await postSubscription(ENDPOINT, { email: 'ana@example.com', language: 'de' })).toBe('subscribed')
    expect(seen).toHaveLength(1)
    const [request] = seen as [Request]
    expect(request.headers.get('content-type')).toBe('application/json')
    expect(request.headers.get('cookie')).toBeNull()
    expect(request.credentials).toBe('omit')
    expect(request.mode).toBe('cors')
    expect(request.referrerPolicy).toBe('no-referrer')
    expect(await request.json()).toStrictEqual({ email: 'ana@example.com', language: 'de' })
  })

  it('gives up after the timeout it is given, without rejecting', async () => {
    server.use(http.post(ENDPOINT, () => delay('infinite')))
    const started = performance.now()
    expect(await postSubscription(ENDPOINT, { email: 'ana@example.com', language: 'pt' }, { timeoutMs: 50 })).toBe('unreachable')
    expect(performance.now() - started).toBeLessThan(SUBSCRIBE_TIMEOUT_MS / 2)
  })

  it('ends a network error as unreachable, without rejecting', async () => {
    server.use(http.post(ENDPOINT, () => HttpResponse.error()))
    expect(await postSubscription(ENDPOINT, { email: 'ana@example.com', language: 'pt' })).toBe('unreachable')
  })
})
