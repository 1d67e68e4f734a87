import { describe, expect, it } from 'vitest'
import { appStoreUrl, campaignFromSearch, campaignToken, placementCampaign, playStoreUrl, REFERRER_MAX, storeLinks, utmQuery } from '../../src/lib/store-campaign'

const APP_STORE = 'https://apps.apple.com/app/id0000000000'
const PLAY = 'https://play.google.com/store/apps/details?id=com.example.selah'
/** README, "Campaign links": the worked example's landing address. */
const LANDING = '?utm_source=newsletter&utm_medium=email&utm_campaign=advent&gclid=abc'

describe('campaignFromSearch', () => {
  it('reads the five utm_ values and nothing else: click ids and every other key are dropped', () => {
    expect(campaignFromSearch(LANDING)).toEqual({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'advent' })
    const search = '?gclid=1&fbclid=2&msclkid=3&dclid=4&utm_id=5&UTM_SOURCE=loud&utm_source_platform=x&utm_source=a&utm_medium=b&utm_campaign=c&utm_content=d&utm_term=e&ref=x'
    expect(campaignFromSearch(search)).toEqual({ utm_source: 'a', utm_medium: 'b', utm_campaign: 'c', utm_content: 'd', utm_term: 'e' })
  })

  it('counts only an address that names a source or a campaign', () => {
    expect(campaignFromSearch('')).toBeUndefined()
    expect(campaignFromSearch('?gclid=abc')).toBeUndefined()
    expect(campaignFromSearch('?utm_medium=email&utm_term=x')).toBeUndefined()
    expect(campaignFromSearch('?utm_source=%20%00%E2%80%8B')).toBeUndefined()
    expect(campaignFromSearch('?utm_campaign=advent')).toEqual({ utm_campaign: 'advent' })
  })

  it('decodes as a browser does, takes the first of a repeated key, and cleans each value', () => {
    expect(campaignFromSearch('utm_source=a+b%2Bc&utm_source=second')).toEqual({ utm_source: 'a b+c' })
    expect(campaignFromSearch('?utm_source=%20%20news%0Aletter%E2%80%AE%09&utm_campaign=Natal%20%F0%9F%99%8F')).toEqual({
      utm_source: 'newsletter',
      utm_campaign: 'Natal 🙏',
    })
    // A broken percent sequence and a lone surrogate become U+FFFD, never a throw.
    expect(campaignFromSearch('?utm_source=%E0%A4%A&utm_campaign=\ud83d')).toEqual({ utm_source: '\ufffd%A', utm_campaign: '\ufffd' })
    // Encoded delimiters stay inside their value.
    expect(campaignFromSearch('?utm_campaign=a%26utm_source%3Devil%23x')).toEqual({ utm_campaign: 'a&utm_source=evil#x' })
  })

  it('cuts a value to 100 characters, whole code points', () => {
    const utm = campaignFromSearch(`?utm_source=${encodeURIComponent('🙏'.repeat(150))}`)
    expect(utm?.utm_source).toBe('🙏'.repeat(100))
    // Spaces around a value are not part of it, nor of its 100.
    expect(campaignFromSearch(`?utm_source=${'%20'.repeat(5)}${'x'.repeat(150)}`)?.utm_source).toBe('x'.repeat(100))
  })
})

describe('campaignToken (the App Store ct)', () => {
  it('is <utm_source>-<utm_campaign>, either alone, or the placement', () => {
    expect(campaignToken(campaignFromSearch(LANDING), 'hero')).toBe('newsletter-advent')
    expect(campaignToken({ utm_source: 'instagram' }, 'footer')).toBe('instagram')
    expect(campaignToken({ utm_campaign: 'advent' }, 'footer')).toBe('advent')
    expect(campaignToken(undefined, 'hero')).toBe('hero')
    expect(campaignToken(undefined, 'qr')).toBe('qr')
  })

  it('leaves out the placement defaults’ own source: a phone that came through the QR code says qr', () => {
    expect(campaignToken(campaignFromSearch('?utm_source=website&utm_medium=referral&utm_campaign=qr'), 'hero')).toBe('qr')
  })

  it('keeps ASCII letters, digits and . _ -, drops accents, makes any other run one _', () => {
    expect(campaignToken({ utm_source: 'Boletim Semanal', utm_campaign: 'Natal Café 2026!' }, 'hero')).toBe('Boletim_Semana-Natal_Cafe_2026')
    expect(campaignToken({ utm_source: '🙏', utm_campaign: 'Ωμέγα' }, 'footer')).toBe('footer')
    expect(campaignToken({ utm_source: '--Boletim  semanal!!--' }, 'hero')).toBe('Boletim_semanal')
  })

  it('fits in 30 characters: the campaign up to 20, the source what is left', () => {
    const ct = campaignToken({ utm_source: 'a-very-long-newsletter-source-name', utm_campaign: 'the-advent-campaign-of-2026' }, 'hero')
    expect(ct).toBe('a-very-lon-the-advent-campaign')
    expect(ct.length).toBeLessThanOrEqual(30)
  })
})

describe('appStoreUrl', () => {
  it('adds the provider token and the campaign token', () => {
    expect(appStoreUrl(APP_STORE, { providerToken: '123456', campaign: 'newsletter-advent' })).toBe(`${APP_STORE}?pt=123456&ct=newsletter-advent`)
  })

  it('replaces the base’s pt and ct, once, and keeps its other parameters', () => {
    const base = 'https://apps.apple.com/br/app/selah/id123?mt=8&ct=old&pt=1&ct=again&l=pt'
    expect(appStoreUrl(base, { providerToken: '123456', campaign: 'hero' })).toBe('https://apps.apple.com/br/app/selah/id123?mt=8&ct=hero&pt=123456&l=pt')
  })

  it('carries no ct when nothing of the campaign can be a token, and drops the base’s', () => {
    expect(appStoreUrl(`${APP_STORE}?ct=old`, { providerToken: '123456', campaign: '🙏' })).toBe(`${APP_STORE}?pt=123456`)
  })

  it('leaves the base exactly as it is without a provider token', () => {
    expect(appStoreUrl(`${APP_STORE}?ct=x`, { campaign: 'hero' })).toBe(`${APP_STORE}?ct=x`)
  })
})

describe('playStoreUrl', () => {
  it('carries the landing campaign as referrer, the way Google’s URL builder writes it', () => {
    expect(playStoreUrl(PLAY, campaignFromSearch(LANDING)!)).toBe(
      `${PLAY}&referrer=utm_source%3Dnewsletter%26utm_medium%3Demail%26utm_campaign%3Dadvent`,
    )
  })

  it('carries the placement without a landing campaign', () => {
    expect(playStoreUrl(PLAY, placementCampaign('footer'))).toBe(`${PLAY}&referrer=utm_source%3Dwebsite%26utm_medium%3Dreferral%26utm_campaign%3Dfooter`)
  })

  it('encodes each value, then the whole referrer: delimiters, spaces, plus signs and Unicode stay values', () => {
    const url = playStoreUrl(PLAY, { utm_source: 'a&b=c#d', utm_campaign: 'Natal 🙏 50%+' })
    expect(url).toBe(`${PLAY}&referrer=utm_source%3Da%2526b%253Dc%2523d%26utm_campaign%3DNatal%2520%25F0%259F%2599%258F%252050%2525%252B`)
    const referrer = new URL(url).searchParams.get('referrer')!
    expect(Object.fromEntries(new URLSearchParams(referrer))).toEqual({ utm_source: 'a&b=c#d', utm_campaign: 'Natal 🙏 50%+' })
  })

  it('carries no referrer when nothing of the campaign is left once cleaned, and drops the base’s', () => {
    expect(playStoreUrl(`${PLAY}&referrer=old`, { utm_source: ' \u200b ' })).toBe(PLAY)
  })

  it(`keeps a referrer of exactly ${REFERRER_MAX} characters whole`, () => {
    // 13 + 96 × 5 (`%` is `%2525` once encoded twice) + 18 + 1 = 512.
    const utm = { utm_source: '%'.repeat(96), utm_campaign: 'x' }
    const url = playStoreUrl(PLAY, utm)
    expect(/[?&]referrer=([^&]*)/.exec(url)![1]).toHaveLength(REFERRER_MAX)
    expect(Object.fromEntries(new URLSearchParams(new URL(url).searchParams.get('referrer')!))).toEqual(utm)
  })

  it('replaces the base’s referrer and keeps its other parameters', () => {
    const url = playStoreUrl(`${PLAY}&referrer=old&hl=pt_BR&referrer=again`, { utm_source: 'x' })
    expect(url).toBe(`${PLAY}&referrer=utm_source%3Dx&hl=pt_BR`)
  })

  it(`stays within ${REFERRER_MAX} characters as it stands in the URL: utm_term goes first, then utm_content, then the longest value is cut`, () => {
    const long = 'x'.repeat(100)
    const all = { utm_source: long, utm_medium: long, utm_campaign: long, utm_content: long, utm_term: long }
    const referrerOf = (url: string) => new URLSearchParams(new URL(url).searchParams.get('referrer')!)
    // Five values of 100: 559 encoded; without utm_term, 445.
    expect([...referrerOf(playStoreUrl(PLAY, all)).keys()]).toEqual(['utm_source', 'utm_medium', 'utm_campaign', 'utm_content'])
    const wide = '🙏'.repeat(100) // 12 characters each once encoded, 20 in the referrer
    const cut = referrerOf(playStoreUrl(PLAY, { ...all, utm_source: wide, utm_campaign: wide }))
    expect([...cut.keys()]).toEqual(['utm_source', 'utm_medium', 'utm_campaign'])
    expect(cut.get('utm_medium')).toBe(long)
    expect(cut.get('utm_source')!.length).toBeLessThan(wide.length)
    expect(wide.startsWith(cut.get('utm_source')!)).toBe(true)
    const raw = /[?&]referrer=([^&]*)/.exec(playStoreUrl(PLAY, { ...all, utm_source: wide, utm_campaign: wide }))![1]!
    expect(raw.length).toBeLessThanOrEqual(REFERRER_MAX)
    expect(raw.length).toBeGreaterThan(REFERRER_MAX - 20)
  })
})

describe('utmQuery', () => {
  it('writes the values in a fixed order and cuts to the length asked', () => {
    expect(utmQuery({ utm_campaign: 'advent', utm_source: 'newsletter' }, 80)).toBe('utm_source=newsletter&utm_campaign=advent')
    expect(utmQuery({ utm_source: 'newsletter', utm_campaign: 'advent', utm_term: 'prayer' }, 41)).toBe('utm_source=newsletter&utm_campaign=advent')
    expect(utmQuery({ utm_source: 'newsletter', utm_campaign: 'advent' }, 38)).toBe('utm_source=newslet&utm_campaign=advent')
    // Exactly the length asked: nothing goes.
    expect(utmQuery({ utm_source: 'newsletter', utm_campaign: 'advent', utm_term: 'prayer' }, 57)).toBe('utm_source=newsletter&utm_campaign=advent&utm_term=prayer')
  })

  it('cuts the longest value, wherever it stands', () => {
    expect(utmQuery({ utm_source: 'ab', utm_campaign: 'abcdefghij' }, 36)).toBe('utm_source=ab&utm_campaign=abcdefghi')
    expect(utmQuery({ utm_source: 'abcdefghij', utm_campaign: 'ab' }, 36)).toBe('utm_source=abcdefghi&utm_campaign=ab')
  })
})

describe('storeLinks (README, "Campaign links": the worked example)', () => {
  const stores = { appStore: APP_STORE, googlePlay: PLAY }

  it('gives both stores’ links with the landing campaign', () => {
    expect(storeLinks(stores, '123456', 'hero', campaignFromSearch(LANDING))).toEqual({
      appStore: `${APP_STORE}?pt=123456&ct=newsletter-advent`,
      googlePlay: `${PLAY}&referrer=utm_source%3Dnewsletter%26utm_medium%3Demail%26utm_campaign%3Dadvent`,
    })
  })

  it('gives the placement’s own without one, and leaves the App Store link alone without a provider token', () => {
    expect(storeLinks(stores, '123456', 'hero')).toEqual({
      appStore: `${APP_STORE}?pt=123456&ct=hero`,
      googlePlay: `${PLAY}&referrer=utm_source%3Dwebsite%26utm_medium%3Dreferral%26utm_campaign%3Dhero`,
    })
    expect(storeLinks(stores, undefined, 'footer').appStore).toBe(APP_STORE)
  })
})
