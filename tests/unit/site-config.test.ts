import { describe, expect, it } from 'vitest'
import { parseSiteEnv } from '../../src/config/site-schema'
import { socialHandle } from '../../src/config/site'

describe('site configuration', () => {
  it('has the spec’s defaults', () => {
    const env = parseSiteEnv({})
    expect(env).toMatchObject({
      VITE_APP_NAME: 'Selah',
      VITE_SUPPORT_EMAIL: 'support@example.com',
      VITE_LEGAL_EMAIL: 'legal@example.com',
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

  it('stops with a message naming each bad variable', () => {
    expect(() => parseSiteEnv({ VITE_SUPPORT_EMAIL: 'nope', VITE_APP_STORE_URL: 'http://insecure.example' })).toThrow(
      /VITE_SUPPORT_EMAIL="nope"[\s\S]*VITE_APP_STORE_URL="http:\/\/insecure.example"/,
    )
    expect(() => parseSiteEnv({ VITE_PRIVACY_UPDATED: '21/11/2026' })).toThrow(/VITE_PRIVACY_UPDATED/)
    expect(() => parseSiteEnv({ VITE_STAT_RATING: '7' })).toThrow(/VITE_STAT_RATING/)
  })

  it('takes the public origin for links and sitemaps: https, no path; plain http only on this machine', () => {
    expect(parseSiteEnv({}).VITE_SITE_URL).toBe('https://selah.example.com')
    expect(parseSiteEnv({ VITE_SITE_URL: 'https://www.selah.app' }).VITE_SITE_URL).toBe('https://www.selah.app')
    expect(parseSiteEnv({ VITE_SITE_URL: 'http://127.0.0.1:4339' }).VITE_SITE_URL).toBe('http://127.0.0.1:4339')
    for (const bad of ['http://www.selah.app', 'https://www.selah.app/pt', 'https://www.selah.app/?x=1', 'selah.app']) {
      expect(() => parseSiteEnv({ VITE_SITE_URL: bad }), bad).toThrow(/VITE_SITE_URL/)
    }
  })

  it('takes the numeric App Store id for the Safari banner', () => {
    expect(parseSiteEnv({ VITE_APP_STORE_ID: '1234567890' }).VITE_APP_STORE_ID).toBe('1234567890')
    expect(() => parseSiteEnv({ VITE_APP_STORE_ID: 'id123' })).toThrow(/VITE_APP_STORE_ID="id123": must be the numeric App Store id/)
  })

  it('derives a social handle from a profile URL', () => {
    expect(socialHandle('https://www.instagram.com/selah.app')).toBe('@selah.app')
    expect(socialHandle('https://www.youtube.com/@selah.app/')).toBe('@selah.app')
  })
})
