import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../../scripts/security-headers.mjs'
import { analyticsDomain } from '../../src/config/analytics-settings'
import { placeholderSettings } from '../../src/config/placeholders'
import { parseSiteEnv } from '../../src/config/site-schema'

describe('VITE_ANALYTICS_URL and VITE_ANALYTICS_DOMAIN', () => {
  it('are unset by default, and an empty value is unset: the site counts nothing', () => {
    expect(parseSiteEnv({}).VITE_ANALYTICS_URL).toBeUndefined()
    expect(parseSiteEnv({ VITE_ANALYTICS_URL: '' }).VITE_ANALYTICS_URL).toBeUndefined()
    expect(analyticsDomain(parseSiteEnv({}))).toBeUndefined()
  })

  it('take the https origin of the self-hosted Plausible, written as its origin', () => {
    expect(parseSiteEnv({ VITE_ANALYTICS_URL: 'https://Stats.Selah.app/' }).VITE_ANALYTICS_URL).toBe('https://stats.selah.app')
    expect(parseSiteEnv({ VITE_ANALYTICS_URL: 'https://stats.selah.app:8443' }).VITE_ANALYTICS_URL).toBe('https://stats.selah.app:8443')
  })

  it.each([
    'http://stats.selah.app',
    'https://stats.selah.app/api/event',
    'https://stats.selah.app/?x=1',
    'https://user:secret@stats.selah.app',
    'stats.selah.app',
    'replace-me',
  ])('refuse %s, naming the variable', (value) => {
    expect(() => parseSiteEnv({ VITE_ANALYTICS_URL: value })).toThrow(/VITE_ANALYTICS_URL/)
  })

  it('name the site in Plausible by the host of VITE_SITE_URL, unless VITE_ANALYTICS_DOMAIN says otherwise', () => {
    const url = { VITE_ANALYTICS_URL: 'https://stats.selah.app', VITE_SITE_URL: 'https://www.selah.app' }
    expect(analyticsDomain(parseSiteEnv(url))).toBe('www.selah.app')
    expect(analyticsDomain(parseSiteEnv({ ...url, VITE_ANALYTICS_DOMAIN: 'Selah.app' }))).toBe('selah.app')
    for (const bad of ['https://selah.app', 'selah.app/blog', 'selah', '-selah.app']) {
      expect(() => parseSiteEnv({ ...url, VITE_ANALYTICS_DOMAIN: bad }), bad).toThrow(/VITE_ANALYTICS_DOMAIN/)
    }
  })

  it('refuse a domain without the URL it would name the site in', () => {
    expect(() => parseSiteEnv({ VITE_ANALYTICS_DOMAIN: 'selah.app' })).toThrow(/VITE_ANALYTICS_DOMAIN.*VITE_ANALYTICS_URL is not/)
  })

  it('are never placeholders themselves; an example domain is reported like any other', () => {
    const names = (env: Record<string, string>) => placeholderSettings(parseSiteEnv(env)).map((setting) => setting.name)
    expect(names({ VITE_ANALYTICS_URL: 'https://stats.selah.app' })).not.toContain('VITE_ANALYTICS_URL')
    expect(names({ VITE_ANALYTICS_URL: 'https://analytics.example.net' })).toContain('VITE_ANALYTICS_URL')
  })
})

describe('VITE_ANALYTICS_CONSENT_LANGUAGES', () => {
  it('is German by default; `none` is no language; a list keeps each language once', () => {
    expect(parseSiteEnv({}).VITE_ANALYTICS_CONSENT_LANGUAGES).toEqual(['de'])
    expect(parseSiteEnv({ VITE_ANALYTICS_CONSENT_LANGUAGES: '' }).VITE_ANALYTICS_CONSENT_LANGUAGES).toEqual(['de'])
    expect(parseSiteEnv({ VITE_ANALYTICS_CONSENT_LANGUAGES: 'none' }).VITE_ANALYTICS_CONSENT_LANGUAGES).toEqual([])
    expect(parseSiteEnv({ VITE_ANALYTICS_CONSENT_LANGUAGES: ' DE, fr ,de' }).VITE_ANALYTICS_CONSENT_LANGUAGES).toEqual(['de', 'fr'])
  })

  it.each(['de,xx', 'de;fr', 'de,', 'german', 'none,de'])('refuses %s, naming the variable and the languages', (value) => {
    expect(() => parseSiteEnv({ VITE_ANALYTICS_CONSENT_LANGUAGES: value })).toThrow(/VITE_ANALYTICS_CONSENT_LANGUAGES.*pt, en, es, fr, de/)
  })
})

describe('the policy with analytics', () => {
  it('lets pages connect to the analytics origin, and load scripts from nowhere else', () => {
    const policy = contentSecurityPolicy({ inlineScripts: [], connectOrigins: ['https://stats.selah.app'] }).split('; ')
    expect(policy).toContain("connect-src 'self' https://stats.selah.app")
    expect(policy.filter((directive) => directive.includes('stats.selah.app'))).toHaveLength(1)
    expect(policy).toContain("script-src 'self'")
  })
})
