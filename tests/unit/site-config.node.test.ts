import { describe, expect, it } from 'vitest'
import { isValidCnpj } from '../../src/config/notice-settings'
import { newsletterOrigin, parseSiteEnv } from '../../src/config/site-schema'
import { socialHandle } from '../../src/config/site'

describe('site configuration', () => {
  it('has the spec’s defaults', () => {
    const env = parseSiteEnv({})
    expect(env).toMatchObject({
      VITE_APP_NAME: 'Selah',
      VITE_SUPPORT_EMAIL: 'support@example.com',
      VITE_LEGAL_EMAIL: 'legal@example.com',
      VITE_OPERATOR_EMAIL: 'contact@example.com',
      VITE_DPO_EMAIL: 'privacy@example.com',
      VITE_STAT_ACTIVE_USERS: 50_000,
      VITE_STAT_DAILY_VERSES: 10_000,
      VITE_STAT_RATING: 4.9,
      VITE_STAT_PRAYERS_SHARED: 25_000,
      VITE_STAT_SUBSCRIBERS: 1_000,
    })
  })

  it('takes overrides from VITE_* variables, and treats empty ones as unset', () => {
    const env = parseSiteEnv({ VITE_SUPPORT_EMAIL: 'help@selah.app', VITE_STAT_ACTIVE_USERS: '75000', VITE_APP_NAME: '' })
    expect(env.VITE_SUPPORT_EMAIL).toBe('help@selah.app')
    expect(env.VITE_STAT_ACTIVE_USERS).toBe(75_000)
    expect(env.VITE_APP_NAME).toBe('Selah')
  })

  it('stops with a message naming each bad variable, one to a line', () => {
    expect(() => parseSiteEnv({ VITE_SUPPORT_EMAIL: 'nope', VITE_APP_STORE_URL: 'http://insecure.example' })).toThrow(
      /^Invalid site configuration:\n {2}VITE_SUPPORT_EMAIL="nope": [^\n]+\n {2}VITE_APP_STORE_URL="http:\/\/insecure.example": [^\n]+$/,
    )
    expect(() => parseSiteEnv({ VITE_PRIVACY_UPDATED: '21/11/2026' })).toThrow(/VITE_PRIVACY_UPDATED/)
    expect(() => parseSiteEnv({ VITE_STAT_RATING: '7' })).toThrow(/VITE_STAT_RATING/)
  })

  it('takes the public origin for links and sitemaps: https, no path; plain http only on this machine', () => {
    expect(parseSiteEnv({}).VITE_SITE_URL).toBe('https://selah.example.com')
    expect(parseSiteEnv({ VITE_SITE_URL: 'https://www.selah.app' }).VITE_SITE_URL).toBe('https://www.selah.app')
    for (const local of ['http://127.0.0.1:4339', 'http://localhost:4339', 'http://[::1]:4339']) expect(parseSiteEnv({ VITE_SITE_URL: local }).VITE_SITE_URL).toBe(local)
    for (const bad of ['http://www.selah.app', 'https://www.selah.app/pt', 'https://www.selah.app/?x=1', 'selah.app']) {
      expect(() => parseSiteEnv({ VITE_SITE_URL: bad }), bad).toThrow(/VITE_SITE_URL/)
    }
  })

  it('refuses store links that send every language to one country’s or language’s store', () => {
    expect(parseSiteEnv({ VITE_APP_STORE_URL: 'https://apps.apple.com/app/selah/id1234567890' }).VITE_APP_STORE_URL).toBe('https://apps.apple.com/app/selah/id1234567890')
    expect(() => parseSiteEnv({ VITE_APP_STORE_URL: 'https://apps.apple.com/br/app/selah/id1234567890' })).toThrow(/VITE_APP_STORE_URL="[^"]+": names a country \(\/br\/\)/)
    expect(parseSiteEnv({ VITE_PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=app.selah' }).VITE_PLAY_STORE_URL).toBe('https://play.google.com/store/apps/details?id=app.selah')
    for (const pinned of ['https://play.google.com/store/apps/details?id=app.selah&hl=pt_BR', 'https://play.google.com/store/apps/details?gl=BR&id=app.selah']) {
      expect(() => parseSiteEnv({ VITE_PLAY_STORE_URL: pinned }), pinned).toThrow(/VITE_PLAY_STORE_URL="[^"]+": names a language or country/)
    }
  })

  it('takes the numeric App Store id for the Safari banner', () => {
    expect(parseSiteEnv({ VITE_APP_STORE_ID: '1234567890' }).VITE_APP_STORE_ID).toBe('1234567890')
    expect(() => parseSiteEnv({ VITE_APP_STORE_ID: 'id123' })).toThrow(/VITE_APP_STORE_ID="id123": must be the numeric App Store id/)
  })

  it('takes an optional https newsletter endpoint; unset or empty means none', () => {
    expect(parseSiteEnv({}).VITE_NEWSLETTER_URL).toBeUndefined()
    expect(parseSiteEnv({ VITE_NEWSLETTER_URL: '' }).VITE_NEWSLETTER_URL).toBeUndefined()
    const url = 'https://lists.selah.app/api/subscribe?list=weekly'
    expect(parseSiteEnv({ VITE_NEWSLETTER_URL: url }).VITE_NEWSLETTER_URL).toBe(url)
    for (const bad of ['http://lists.selah.app/subscribe', 'lists.selah.app/subscribe', 'javascript:alert(1)', 'https://']) {
      expect(() => parseSiteEnv({ VITE_NEWSLETTER_URL: bad }), bad).toThrow(/VITE_NEWSLETTER_URL/)
    }
  })

  it('gives the newsletter endpoint’s origin for connect-src, or nothing without one', () => {
    expect(newsletterOrigin(parseSiteEnv({}))).toBeUndefined()
    expect(newsletterOrigin(parseSiteEnv({ VITE_NEWSLETTER_URL: 'none' }))).toBeUndefined()
    expect(newsletterOrigin(parseSiteEnv({ VITE_NEWSLETTER_URL: 'https://lists.selah.app/api/subscribe?list=weekly' }))).toBe('https://lists.selah.app')
    expect(newsletterOrigin({ VITE_NEWSLETTER_URL: 'https://Lists.Selah.app:8443/x' })).toBe('https://lists.selah.app:8443')
  })

  it('takes the legal notice’s lines; `none` leaves a line out, and a malformed one stops the build', () => {
    const env = parseSiteEnv({ VITE_OPERATOR_VAT_ID: 'none', VITE_OPERATOR_PHONE: '+49 30 1234567', VITE_OPERATOR_CNPJ: '11.222.333/0001-81' })
    expect(env.VITE_OPERATOR_VAT_ID).toBeUndefined()
    expect(env.VITE_OPERATOR_PHONE).toBe('+49 30 1234567')
    expect(env.VITE_OPERATOR_CNPJ).toBe('11.222.333/0001-81')
    expect(() => parseSiteEnv({ VITE_OPERATOR_PHONE: '030 1234567' })).toThrow(/VITE_OPERATOR_PHONE="030 1234567": must be an international number/)
    expect(() => parseSiteEnv({ VITE_OPERATOR_VAT_ID: '123456789' })).toThrow(/VITE_OPERATOR_VAT_ID="123456789": must start with the two-letter country code/)
    // The whole value, not a part of it.
    for (const [name, bad] of [['VITE_OPERATOR_PHONE', 'Tel. +49 30 1234567'], ['VITE_OPERATOR_PHONE', '+49 30 1234567 (office)'], ['VITE_OPERATOR_VAT_ID', 'nº DE123456789'], ['VITE_OPERATOR_VAT_ID', 'DE123456789!'], ['VITE_OPERATOR_CNPJ', 'CNPJ 11.222.333/0001-81'], ['VITE_OPERATOR_CNPJ', '11.222.333/0001-81 (matriz)']] as const) {
      expect(() => parseSiteEnv({ [name]: bad }), bad).toThrow(new RegExp(`${name}=`))
    }
    expect(() => parseSiteEnv({ VITE_OPERATOR_CNPJ: '11222333000181' })).toThrow(/VITE_OPERATOR_CNPJ="11222333000181": must be written 00.000.000\/0000-00/)
    expect(() => parseSiteEnv({ VITE_OPERATOR_CNPJ: '11.222.333/0001-82' })).toThrow(/VITE_OPERATOR_CNPJ="11.222.333\/0001-82": must be written 00.000.000\/0000-00, with the right check digits/)
  })

  it('checks a CNPJ’s two check digits', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true)
    expect(isValidCnpj('45.997.418/0001-53')).toBe(true)
    expect(isValidCnpj('45.997.418/0001-35')).toBe(false)
    expect(isValidCnpj('11.222.333/0001-8')).toBe(false)
    // A first digit wrong, the second right for the digits before it: each digit is checked.
    expect(isValidCnpj('11.222.333/0001-73')).toBe(false)
  })

  // The rule's edge: a sum whose remainder is 0 or 1 gives the digit 0, a remainder of 2 gives 9.
  // Real numbers an operator may have, each checked by hand against the Receita's rule.
  it.each([
    ['first digit, remainder 0', '94.821.993/0001-06', '94.821.993/0001-16'],
    ['first digit, remainder 1', '21.590.109/0001-04', '21.590.109/0001-94'],
    ['first digit, remainder 2', '88.200.182/0001-95', '88.200.182/0001-05'],
    ['second digit, remainder 0', '43.231.948/0001-60', '43.231.948/0001-61'],
    ['second digit, remainder 1', '52.601.815/0001-20', '52.601.815/0001-21'],
    ['second digit, remainder 2', '08.246.281/0001-79', '08.246.281/0001-70'],
  ])('takes a CNPJ whose %s, and refuses it with that digit changed', (_, right, wrong) => {
    expect(isValidCnpj(right)).toBe(true)
    expect(parseSiteEnv({ VITE_OPERATOR_CNPJ: right }).VITE_OPERATOR_CNPJ).toBe(right)
    expect(isValidCnpj(wrong)).toBe(false)
  })

  it('takes a VAT id of a two-letter country code and 2 to 18 letters, digits, spaces, dots or hyphens, as Switzerland writes its own, or a tax id after its name, and no other', () => {
    const taxIds = ['RFC SDE210115AB1', 'NIT 900.123.456-7', 'CUIT 30-71234567-9', 'RUT 76.123.456-7']
    for (const good of ['DE12', 'FR 12 345678901', 'GB 412 3456 78', 'CHE-123.456.789 MWST', `ES${'1'.repeat(18)}`, ...taxIds]) expect(parseSiteEnv({ VITE_OPERATOR_VAT_ID: good }).VITE_OPERATOR_VAT_ID).toBe(good)
    for (const bad of ['D123456789', 'DE1', `DE${'1'.repeat(19)}`, 'de123456789', '1E123456789', 'CHE/123']) {
      expect(() => parseSiteEnv({ VITE_OPERATOR_VAT_ID: bad }), bad).toThrow(/VITE_OPERATOR_VAT_ID=".*": must start with the two-letter country code/)
    }
  })

  it('passes no campaign to the stores unless told to: VITE_STORE_CAMPAIGNS is true or false, off by default', () => {
    expect(parseSiteEnv({}).VITE_STORE_CAMPAIGNS).toBe(false)
    expect(parseSiteEnv({ VITE_STORE_CAMPAIGNS: '' }).VITE_STORE_CAMPAIGNS).toBe(false)
    expect(parseSiteEnv({ VITE_STORE_CAMPAIGNS: 'true' }).VITE_STORE_CAMPAIGNS).toBe(true)
    expect(parseSiteEnv({ VITE_STORE_CAMPAIGNS: 'false' }).VITE_STORE_CAMPAIGNS).toBe(false)
    expect(() => parseSiteEnv({ VITE_STORE_CAMPAIGNS: 'sometimes' })).toThrow(/VITE_STORE_CAMPAIGNS="sometimes": must be true or false/)
  })

  it('takes Apple’s provider token as digits, optional', () => {
    expect(parseSiteEnv({}).VITE_APPLE_PROVIDER_TOKEN).toBeUndefined()
    expect(parseSiteEnv({ VITE_APPLE_PROVIDER_TOKEN: ' 123456 ' }).VITE_APPLE_PROVIDER_TOKEN).toBe('123456')
    for (const bad of ['pt=123456', '12 34', 'abc', '1'.repeat(17)]) {
      expect(() => parseSiteEnv({ VITE_APPLE_PROVIDER_TOKEN: bad }), bad).toThrow(
        new RegExp(`VITE_APPLE_PROVIDER_TOKEN=${JSON.stringify(bad)}: must be the provider token from App Store Connect`),
      )
    }
  })

  it('derives a social handle from a profile URL', () => {
    expect(socialHandle('https://www.instagram.com/selah.app')).toBe('@selah.app')
    expect(socialHandle('https://www.youtube.com/@selah.app/')).toBe('@selah.app')
  })
})
