import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  appStoreUrl,
  campaignFromSearch,
  campaignToken,
  CT_MAX,
  placementCampaign,
  playStoreUrl,
  REFERRER_MAX,
  UTM_KEYS,
  utmQuery,
  type Placement,
  type Utm,
} from '../../src/lib/store-campaign'
import { hostileText, toWellFormed } from '../support/hostile-text'

/**
 * Properties of the store links over hostile landing addresses: very long values, every code
 * point, lone surrogates, encoded and raw delimiters (`&`, `=`, `#`, `%`), broken percent
 * sequences, repeated keys, click ids and look-alike keys; and base store URLs with parameters of
 * their own. About 6,000 runs, a couple of seconds on the 2-core machine.
 */

const PLACEMENTS: Placement[] = ['hero', 'header', 'sticky', 'footer', 'qr']
const JUNK_KEYS = ['gclid', 'fbclid', 'msclkid', 'dclid', 'wbraid', 'utm_id', 'UTM_SOURCE', 'utm_source ', ' utm_campaign', 'utm_source_platform', 'ref', '__proto__', 'utm_source[]']

const key = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...UTM_KEYS) },
  { weight: 3, arbitrary: fc.constantFrom(...JUNK_KEYS) },
  { weight: 1, arbitrary: hostileText({ maxLength: 12 }) },
)
/** Pieces that look like URL syntax, encoded or broken. */
const urlish = fc.constantFrom('%26', '%3D', '%23', '%25', '%', '%%', '%E0%A4%A', '%F0%9F%99', '%ZZ', '%2B', '+', '%00', '%0A', '%ED%A0%BD', '%C0%AF', '&', '=', '#', '?')
const value = fc.oneof(
  { weight: 6, arbitrary: hostileText({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.array(fc.oneof(urlish, hostileText({ maxLength: 4 })), { maxLength: 12 }).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: hostileText({ minLength: 200, maxLength: 3000 }) },
)
/** A key and value as a query may hold them: raw, percent-encoded (after making them well-formed), or a key alone. */
const pair = fc.tuple(key, value, fc.constantFrom('raw', 'encoded', 'encoded', 'bare')).map(([k, v, form]) =>
  form === 'raw' ? `${k}=${v}` : form === 'bare' ? k : `${encodeURIComponent(toWellFormed(k))}=${encodeURIComponent(toWellFormed(v))}`,
)
const search = fc
  .tuple(fc.boolean(), fc.array(pair, { maxLength: 10 }), fc.constantFrom('&', '&', '&', '&&', ';'))
  .map(([question, pairs, separator]) => (question ? '?' : '') + pairs.join(separator))

/** Base store URLs as settings may give them: their own parameters, some the links replace. */
const baseParams = fc.array(
  fc.oneof(
    fc.constantFrom('hl=pt_BR', 'mt=8', 'l=pt', 'gl=BR', 'referrer=old', 'ct=old', 'pt=1', `referrer=${encodeURIComponent('utm_source=x&gclid=y')}`),
    fc.tuple(fc.constantFrom('x', 'ct', 'referrer', 'id'), hostileText({ maxLength: 12 })).map(([k, v]) => `${k}=${encodeURIComponent(toWellFormed(v))}`),
  ),
  { maxLength: 4 },
)
const playBase = baseParams.map((params) => ['https://play.google.com/store/apps/details?id=com.example.selah', ...params].join('&'))
const appleBase = baseParams.map((params) => `https://apps.apple.com/app/id1234567890${params.length ? `?${params.join('&')}` : ''}`)

/** A value as campaignFromSearch keeps it: well-formed, no control or format character, trimmed, 100 code points. */
const cleaned = (raw: string) => Array.from(toWellFormed(raw).replace(/[\p{Cc}\p{Cf}]/gu, '').trim()).slice(0, 100).join('').trim()
const isCodePointPrefix = (prefix: string, of: string) => Array.from(of).slice(0, Array.from(prefix).length).join('') === prefix
/** The parameters of a URL other than those named, as pairs. */
const paramsBut = (url: string, ...names: string[]) => [...new URL(url).searchParams].filter(([k]) => !names.includes(k))
/** The raw text of a query parameter as it stands in the URL. */
const rawParam = (url: string, name: string) => new RegExp(`[?&]${name}=([^&#]*)`).exec(url)?.[1]

const landingCampaign = fc.tuple(search, fc.constantFrom(...PLACEMENTS)).map(([query, placement]) => ({ query, placement, utm: campaignFromSearch(query) }))

describe('store links for any landing address (property-based)', () => {
  it('read only the five utm_ keys, the first of each, cleaned; and only with a source or a campaign', () => {
    fc.assert(
      fc.property(search, (query) => {
        const utm = campaignFromSearch(query)
        const params = new URLSearchParams(query)
        const expected = Object.fromEntries(UTM_KEYS.map((k) => [k, cleaned(params.get(k) ?? '')]).filter(([, v]) => v))
        if (!expected.utm_source && !expected.utm_campaign) return utm === undefined
        expect(utm).toEqual(expected)
        for (const v of Object.values(utm!)) {
          expect(v).toBe(toWellFormed(v))
          expect(v).not.toMatch(/[\p{Cc}\p{Cf}]/u)
          expect(Array.from(v).length).toBeLessThanOrEqual(100)
        }
        return true
      }),
      { numRuns: 1500 },
    )
  })

  it('Google Play: a well-formed URL, one referrer of at most 512 characters, allow-listed keys only, the base’s parameters kept', () => {
    fc.assert(
      fc.property(landingCampaign, playBase, ({ utm, placement }, base) => {
        const given = utm ?? placementCampaign(placement)
        const url = playStoreUrl(base, given)
        expect(URL.canParse(url)).toBe(true)
        expect(new URL(url).href, 'round trip').toBe(url)
        expect(new URL(url).searchParams.getAll('referrer')).toHaveLength(1)
        expect(paramsBut(url, 'referrer')).toEqual(paramsBut(base, 'referrer'))
        const raw = rawParam(url, 'referrer')!
        const referrer = new URL(url).searchParams.get('referrer')!
        expect(raw.length, 'as it stands in the URL').toBeLessThanOrEqual(REFERRER_MAX)
        expect(referrer.length, 'decoded').toBeLessThanOrEqual(REFERRER_MAX)
        // The referrer itself: key=value pairs, each value percent-encoded UTF-8 that decodes.
        const pairs = referrer.split('&').map((p) => p.split('='))
        for (const p of pairs) {
          expect(p).toHaveLength(2)
          expect(p[1]).toMatch(/^(?:[A-Za-z0-9\-_.~]|%[0-9A-F]{2})*$/)
        }
        const keys = pairs.map(([k]) => k)
        expect(UTM_KEYS.filter((k) => keys.includes(k)), 'allow-listed, in order, once each').toEqual(keys)
        for (const [k, encoded] of pairs) {
          const decoded = decodeURIComponent(encoded!)
          expect(isCodePointPrefix(decoded, given[k as keyof Utm]!), `${k} is a prefix of the landing value`).toBe(true)
        }
        // The campaign's source, medium and name are cut, never dropped.
        for (const k of ['utm_source', 'utm_medium', 'utm_campaign'] as const) if (given[k]) expect(keys).toContain(k)
      }),
      { numRuns: 1500 },
    )
  })

  it('App Store: a well-formed URL with one pt and one ct of at most 30 safe characters, the base’s other parameters kept', () => {
    const providerToken = fc.stringMatching(/^\d{1,16}$/)
    const campaign = fc.oneof(
      landingCampaign.map(({ utm, placement }) => campaignToken(utm, placement)),
      hostileText({ maxLength: 80 }),
    )
    fc.assert(
      fc.property(appleBase, providerToken, campaign, (base, pt, ct) => {
        const url = appStoreUrl(base, { providerToken: pt, campaign: ct })
        expect(URL.canParse(url)).toBe(true)
        expect(new URL(url).href, 'round trip').toBe(url)
        const params = new URL(url).searchParams
        expect(params.getAll('pt')).toEqual([pt])
        expect(params.getAll('ct').length).toBeLessThanOrEqual(1)
        const token = params.get('ct') ?? ''
        expect(token.length).toBeLessThanOrEqual(CT_MAX)
        expect(token).toMatch(/^[\w.-]*$/)
        expect(rawParam(url, 'ct') ?? '', 'needs no encoding').toBe(token)
        expect(paramsBut(url, 'pt', 'ct')).toEqual(paramsBut(base, 'pt', 'ct'))
      }),
      { numRuns: 1500 },
    )
  })

  it('the campaign token is never empty: the landing campaign in at most 30 safe characters, or the placement', () => {
    fc.assert(
      fc.property(landingCampaign, ({ utm, placement }) => {
        const ct = campaignToken(utm, placement)
        expect(ct.length).toBeGreaterThan(0)
        expect(ct.length).toBeLessThanOrEqual(CT_MAX)
        expect(ct).toMatch(/^[\w.-]+$/)
        if (!utm) expect(ct).toBe(placement)
      }),
      { numRuns: 1000 },
    )
  })

  it('the QR code’s query stays within its length and parses back to allow-listed values', () => {
    fc.assert(
      fc.property(landingCampaign, fc.integer({ min: 40, max: 200 }), ({ utm, placement }, max) => {
        const given = utm ?? placementCampaign(placement)
        const query = utmQuery(given, max)
        expect(query.length).toBeLessThanOrEqual(max)
        const url = `https://selah.example.com/en?${query}#download`
        expect(new URL(url).href).toBe(url)
        for (const [k, v] of new URL(url).searchParams) {
          expect(UTM_KEYS).toContain(k)
          expect(isCodePointPrefix(v, given[k as keyof Utm]!)).toBe(true)
        }
      }),
      { numRuns: 1000 },
    )
  })
})
