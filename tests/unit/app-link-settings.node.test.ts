import { describe, expect, it } from 'vitest'
import { appLinkPatternMatches, appLinksOf, sitePagePaths } from '../../src/config/app-link-settings'
import { placeholderSettings } from '../../src/config/placeholders'
import { parseSiteEnv } from '../../src/config/site-schema'
import { FINGERPRINT, UPLOAD_KEY } from './app-link-fixtures'

const IOS = { VITE_APPLE_TEAM_ID: 'ABCDE12345', VITE_IOS_BUNDLE_ID: 'app.selah.ios' }
const ANDROID = { VITE_ANDROID_PACKAGE: 'app.selah', VITE_ANDROID_SHA256_FINGERPRINTS: FINGERPRINT }

describe('app link settings (src/config/site-schema.ts)', () => {
  it('are all unset by default: no app opens the site’s links', () => {
    const env = parseSiteEnv({})
    for (const name of ['VITE_APPLE_TEAM_ID', 'VITE_IOS_BUNDLE_ID', 'VITE_ANDROID_PACKAGE', 'VITE_ANDROID_SHA256_FINGERPRINTS', 'VITE_APP_LINK_PATHS'] as const) {
      expect(env[name], name).toBeUndefined()
      expect(name in env, `${name} is not even a key, so the settings the site ships are unchanged`).toBe(false)
    }
    expect(parseSiteEnv({ ...IOS, VITE_APP_LINK_PATHS: '' }).VITE_APP_LINK_PATHS).toBeUndefined()
  })

  it('take an Apple Team ID of ten capital letters and digits', () => {
    expect(parseSiteEnv({ ...IOS, VITE_APPLE_TEAM_ID: 'A1B2C3D4E5' }).VITE_APPLE_TEAM_ID).toBe('A1B2C3D4E5')
    for (const bad of ['abcde12345', 'ABCDE1234', 'ABCDE123456', 'ABCDE-1234', 'ABCDE 12345']) {
      expect(() => parseSiteEnv({ ...IOS, VITE_APPLE_TEAM_ID: bad }), bad).toThrow(
        new RegExp(`VITE_APPLE_TEAM_ID=${JSON.stringify(bad)}: must be the 10-character Team ID`),
      )
    }
  })

  it('take a reverse-DNS bundle id', () => {
    for (const good of ['app.selah.ios', 'com.Selah-Ministries.Selah2', 'a.b']) {
      expect(parseSiteEnv({ ...IOS, VITE_IOS_BUNDLE_ID: good }).VITE_IOS_BUNDLE_ID, good).toBe(good)
    }
    for (const bad of ['selah', 'com.selah.', '.com.selah', 'com..selah', 'com.selah_app', 'com.selah.*', 'com selah']) {
      expect(() => parseSiteEnv({ ...IOS, VITE_IOS_BUNDLE_ID: bad }), bad).toThrow(/VITE_IOS_BUNDLE_ID=.*: must be the app’s bundle id/)
    }
  })

  it('take an Android package name by its rules: two parts at least, each starting with a letter', () => {
    for (const good of ['app.selah', 'com.selah_ministries.app2', 'A.b.C']) {
      expect(parseSiteEnv({ ...ANDROID, VITE_ANDROID_PACKAGE: good }).VITE_ANDROID_PACKAGE, good).toBe(good)
    }
    for (const bad of ['selah', 'com.2selah', 'com._selah', 'com.selah-app', 'com.selah.', 'com..selah', 'com.selah app']) {
      expect(() => parseSiteEnv({ ...ANDROID, VITE_ANDROID_PACKAGE: bad }), bad).toThrow(/VITE_ANDROID_PACKAGE=.*: must be the app’s package name/)
    }
  })

  it('take SHA-256 certificate fingerprints, comma-separated, written in capitals whatever their case', () => {
    const env = parseSiteEnv({ ...ANDROID, VITE_ANDROID_SHA256_FINGERPRINTS: ` ${FINGERPRINT.toLowerCase()} ,${UPLOAD_KEY},` })
    expect(env.VITE_ANDROID_SHA256_FINGERPRINTS).toEqual([FINGERPRINT, UPLOAD_KEY])
    // The same certificate twice is listed once.
    expect(parseSiteEnv({ ...ANDROID, VITE_ANDROID_SHA256_FINGERPRINTS: `${FINGERPRINT},${FINGERPRINT.toLowerCase()}` }).VITE_ANDROID_SHA256_FINGERPRINTS).toEqual([
      FINGERPRINT,
    ])
    const short = FINGERPRINT.slice(0, -3)
    const sha1 = FINGERPRINT.split(':').slice(0, 20).join(':')
    for (const bad of [short, sha1, FINGERPRINT.replaceAll(':', ''), FINGERPRINT.replaceAll(':', '-'), `${FINGERPRINT.slice(0, -1)}G`]) {
      expect(() => parseSiteEnv({ ...ANDROID, VITE_ANDROID_SHA256_FINGERPRINTS: `${UPLOAD_KEY},${bad}` }), bad).toThrow(
        /VITE_ANDROID_SHA256_FINGERPRINTS=.*is not a SHA-256 fingerprint: 32 pairs of hex digits/,
      )
    }
    expect(() => parseSiteEnv({ ...ANDROID, VITE_ANDROID_SHA256_FINGERPRINTS: ' , ' })).toThrow(/VITE_ANDROID_SHA256_FINGERPRINTS=" , ": must list at least one/)
  })

  it('stop the build when only one of a platform’s two is set, naming the one set and the one missing', () => {
    expect(() => parseSiteEnv({ VITE_APPLE_TEAM_ID: 'ABCDE12345' })).toThrow(/VITE_APPLE_TEAM_ID="ABCDE12345": is set, but VITE_IOS_BUNDLE_ID is not: set both, or neither/)
    expect(() => parseSiteEnv({ VITE_IOS_BUNDLE_ID: 'app.selah.ios' })).toThrow(/VITE_IOS_BUNDLE_ID="app.selah.ios": is set, but VITE_APPLE_TEAM_ID is not/)
    expect(() => parseSiteEnv({ VITE_ANDROID_PACKAGE: 'app.selah' })).toThrow(/VITE_ANDROID_PACKAGE="app.selah": is set, but VITE_ANDROID_SHA256_FINGERPRINTS is not/)
    expect(() => parseSiteEnv({ VITE_ANDROID_SHA256_FINGERPRINTS: FINGERPRINT })).toThrow(/VITE_ANDROID_SHA256_FINGERPRINTS=.*is set, but VITE_ANDROID_PACKAGE is not/)
    // An empty value is unset, as for every setting.
    expect(() => parseSiteEnv({ VITE_APPLE_TEAM_ID: 'ABCDE12345', VITE_IOS_BUNDLE_ID: '' })).toThrow(/is set, but VITE_IOS_BUNDLE_ID is not/)
    // Either platform alone is fine, and so are both.
    expect(parseSiteEnv(IOS).VITE_ANDROID_PACKAGE).toBeUndefined()
    expect(parseSiteEnv(ANDROID).VITE_APPLE_TEAM_ID).toBeUndefined()
    expect(parseSiteEnv({ ...IOS, ...ANDROID })).toMatchObject({ VITE_APPLE_TEAM_ID: 'ABCDE12345', VITE_ANDROID_PACKAGE: 'app.selah' })
  })

  it('take the paths that open the app: patterns starting with /, * and ? as wildcards', () => {
    expect(parseSiteEnv({ ...IOS, VITE_APP_LINK_PATHS: '/verse/*, /share/??-*,/open' }).VITE_APP_LINK_PATHS).toEqual(['/verse/*', '/share/??-*', '/open'])
    for (const bad of ['verse/*', '/verse/*#top', '/verse /x', 'https://selah.app/verse/*']) {
      expect(() => parseSiteEnv({ ...IOS, VITE_APP_LINK_PATHS: `/open,${bad}` }), bad).toThrow(/VITE_APP_LINK_PATHS=.*must be a path starting with \//)
    }
  })

  it('refuse a wildcard that would take the site’s own pages into the app, in any language, and take a page named exactly', () => {
    for (const [pattern, page] of <Array<[string, string]>>[
      ['/*', '/'],
      ['/en*', '/en'],
      ['/en/*', '/en/privacy'],
      ['/*/support', '/en/support'],
      ['/privac?', '/privacy'],
      ['/pt/*', '/pt/terms'],
      ['/support/*', '/support/'],
    ]) {
      expect(() => parseSiteEnv({ ...IOS, VITE_APP_LINK_PATHS: `/verse/*,${pattern}` }), pattern).toThrow(
        new RegExp(`VITE_APP_LINK_PATHS=.*${pattern.replace(/[*?]/g, '\\$&')} would open the app for the site's own pages \\([^)]*${page}`),
      )
    }
    expect(parseSiteEnv({ ...IOS, VITE_APP_LINK_PATHS: '/en/support,/verse/*,/en/verse/*' }).VITE_APP_LINK_PATHS).toEqual(['/en/support', '/verse/*', '/en/verse/*'])
    // The pages it would take, the first four of them.
    expect(() => parseSiteEnv({ ...IOS, VITE_APP_LINK_PATHS: '/*' })).toThrow("/* would open the app for the site's own pages (/, /privacy, /privacy/, /terms, …);")
    expect(() => parseSiteEnv({ ...IOS, VITE_APP_LINK_PATHS: '/de/privac?' })).toThrow("/de/privac? would open the app for the site's own pages (/de/privacy);")
    // Four exactly: all of them, and no "…" for more.
    expect(() => parseSiteEnv({ ...IOS, VITE_APP_LINK_PATHS: '/e?/terms*' })).toThrow("/e?/terms* would open the app for the site's own pages (/en/terms, /en/terms/, /es/terms, /es/terms/);")
  })

  it('know the site’s own pages in every language, as visitors write them', () => {
    const pages = sitePagePaths()
    for (const path of ['/', '/privacy', '/privacy/', '/terms', '/support', '/en', '/en/', '/en/privacy', '/es/terms/', '/fr/support', '/de', '/pt', '/pt/privacy']) {
      expect(pages, path).toContain(path)
    }
    expect(pages).not.toContain('/verse')
  })

  it('match patterns as Apple does: * any run of characters, slashes included; ? exactly one; the rest as written', () => {
    expect(appLinkPatternMatches('/verse/*', '/verse/john/3/16')).toBe(true)
    expect(appLinkPatternMatches('/verse/*', '/verse/')).toBe(true)
    expect(appLinkPatternMatches('/verse/*', '/verses')).toBe(false)
    expect(appLinkPatternMatches('/v?', '/va')).toBe(true)
    expect(appLinkPatternMatches('/v?', '/v')).toBe(false)
    expect(appLinkPatternMatches('/a.b', '/axb')).toBe(false)
    expect(appLinkPatternMatches('/a.b', '/a.b')).toBe(true)
    expect(appLinkPatternMatches('/v1+(x)', '/v1+(x)')).toBe(true)
    expect(appLinkPatternMatches('/Verse', '/verse')).toBe(false)
  })

  it('are never placeholders, though an example.com bundle id or package counts as one', () => {
    expect(placeholderSettings(parseSiteEnv({ ...IOS, ...ANDROID, VITE_APP_LINK_PATHS: '/verse/*' }))).not.toContainEqual(
      expect.objectContaining({ name: expect.stringMatching(/APPLE|IOS|ANDROID|APP_LINK/) }),
    )
    const example = parseSiteEnv({ VITE_APPLE_TEAM_ID: 'ABCDE12345', VITE_IOS_BUNDLE_ID: 'com.example.selah' })
    expect(placeholderSettings(example)).toContainEqual({ name: 'VITE_IOS_BUNDLE_ID', value: 'com.example.selah' })
  })
})

describe('the apps that open the site’s links', () => {
  it('are each there once both its settings are, with the paths they open', () => {
    expect(appLinksOf(parseSiteEnv({}))).toEqual({ ios: undefined, android: undefined, paths: [] })
    expect(appLinksOf(parseSiteEnv({ ...IOS, ...ANDROID, VITE_APP_LINK_PATHS: '/verse/*' }))).toEqual({
      ios: { teamId: 'ABCDE12345', bundleId: 'app.selah.ios' },
      android: { packageName: 'app.selah', fingerprints: [FINGERPRINT] },
      paths: ['/verse/*'],
    })
    expect(appLinksOf({ VITE_APPLE_TEAM_ID: 'ABCDE12345', VITE_ANDROID_PACKAGE: 'app.selah' })).toEqual({ ios: undefined, android: undefined, paths: [] })
  })
})
