import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { APPLE_APP_SITE_ASSOCIATION, ASSET_LINKS, appLinkFiles, appleAppSiteAssociation, assetLinks } from '../../scripts/app-links.mjs'
import { nginxSite } from '../../scripts/nginx-config.mjs'
import { precompress } from '../../scripts/precompress.mjs'
import { netlifyHeaders, REVALIDATE, securityHeaders } from '../../scripts/security-headers.mjs'
import { appLinkPatternMatches, sitePagePaths } from '../../src/config/app-link-settings'
import { parseSiteEnv, placeholderSettings } from '../../src/config/site-schema'

const FINGERPRINT = '14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5'
const UPLOAD_KEY = 'AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89'
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

describe('app association files (scripts/app-links.mjs)', () => {
  it('write Apple’s file: the app by Team ID and bundle id, and the paths it opens, in order', () => {
    expect(JSON.parse(JSON.stringify(appleAppSiteAssociation({ teamId: 'ABCDE12345', bundleId: 'app.selah.ios' }, ['/verse/*', '/open'])))).toEqual({
      applinks: {
        details: [{ appIDs: ['ABCDE12345.app.selah.ios'], components: [{ '/': '/verse/*' }, { '/': '/open' }] }],
      },
    })
    // No paths: the app is named, and no link opens it.
    expect(appleAppSiteAssociation({ teamId: 'ABCDE12345', bundleId: 'app.selah.ios' }, [])).toEqual({
      applinks: { details: [{ appIDs: ['ABCDE12345.app.selah.ios'], components: [] }] },
    })
  })

  it('write Google’s statement: the app by package name and every signing certificate', () => {
    expect(JSON.parse(JSON.stringify(assetLinks({ packageName: 'app.selah', fingerprints: [FINGERPRINT, UPLOAD_KEY] })))).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: { namespace: 'android_app', package_name: 'app.selah', sha256_cert_fingerprints: [FINGERPRINT, UPLOAD_KEY] },
      },
    ])
  })

  it('are written exactly as set, and not at all when no app is', () => {
    expect(appLinkFiles({ paths: [] })).toEqual([])
    expect(appLinkFiles({ paths: ['/verse/*'] })).toEqual([])
    const files = appLinkFiles({
      ios: { teamId: 'ABCDE12345', bundleId: 'app.selah.ios' },
      android: { packageName: 'app.selah', fingerprints: [FINGERPRINT] },
      paths: ['/verse/*'],
    })
    expect(files.map((f) => f.url)).toEqual(['/.well-known/apple-app-site-association', '/.well-known/assetlinks.json'])
    expect(files[0]!.body).toBe(
      `{
  "applinks": {
    "details": [
      {
        "appIDs": [
          "ABCDE12345.app.selah.ios"
        ],
        "components": [
          {
            "/": "/verse/*"
          }
        ]
      }
    ]
  }
}
`,
    )
    expect(files[1]!.body).toBe(
      `[
  {
    "relation": [
      "delegate_permission/common.handle_all_urls"
    ],
    "target": {
      "namespace": "android_app",
      "package_name": "app.selah",
      "sha256_cert_fingerprints": [
        "${FINGERPRINT}"
      ]
    }
  }
]
`,
    )
    expect(appLinkFiles({ android: { packageName: 'app.selah', fingerprints: [FINGERPRINT] }, paths: [] }).map((f) => f.url)).toEqual([ASSET_LINKS])
  })
})

describe('serving the app association files', () => {
  const options = { inlineScripts: ['void 0'] }
  const site = { headers: securityHeaders(options), notFoundPages: ['/404.html', '/en/404.html'], manifest: '/site.webmanifest' }
  const jsonFiles = [APPLE_APP_SITE_ASSOCIATION, ASSET_LINKS]

  it('nginx: an exact location each, JSON whatever the name, no charset, every header; nothing without them', () => {
    const conf = nginxSite({ ...site, jsonFiles })
    const locations = [...conf.matchAll(/^location ([^{]+) \{\n([\s\S]*?)^\}/gm)].map((m) => ({ path: m[1]!, body: m[2]! }))
    expect(locations.map((l) => l.path)).toEqual(['/assets/', '= /site.webmanifest', ...jsonFiles.map((f) => `= ${f}`), '= /_headers', '/en/', '= /', '/'])
    for (const file of jsonFiles) {
      const body = locations.find((l) => l.path === `= ${file}`)!.body
      expect(body, file).toContain('    types { }\n    default_type application/json;\n    charset off;\n')
      const sent = [...body.matchAll(/add_header (\S+) "((?:[^"\\]|\\.)*)" always;/g)].map((m) => [m[1], m[2]])
      expect(sent, file).toEqual([...site.headers, ['Cache-Control', REVALIDATE]])
      expect(body, file).toContain('try_files $uri =404;')
      expect(body, file).not.toMatch(/return|rewrite|index\.html/)
    }
    expect(nginxSite({ ...site, jsonFiles: [] })).toBe(nginxSite(site))
    expect(() => nginxSite({ ...site, jsonFiles: ['/.well-known/x y'] })).toThrow(/unexpected JSON file/)
  })

  it('_headers: a Content-Type rule each, after the others; nothing without them', () => {
    const lines = netlifyHeaders(options, { jsonFiles }).split('\n')
    const before = netlifyHeaders(options).trimEnd().split('\n')
    expect(lines.slice(0, before.length)).toEqual(before)
    expect(lines.slice(before.length).filter(Boolean)).toEqual([
      APPLE_APP_SITE_ASSOCIATION,
      '  Content-Type: application/json',
      ASSET_LINKS,
      '  Content-Type: application/json',
    ])
    expect(netlifyHeaders(options, { jsonFiles: [] })).toBe(netlifyHeaders(options))
  })

  it('precompression leaves Apple’s file (no extension) as it is, and packs assetlinks.json, which nginx sends as JSON', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'app-links-'))
    try {
      for (const { url, body } of appLinkFiles({
        ios: { teamId: 'ABCDE12345', bundleId: 'app.selah.ios' },
        android: { packageName: 'app.selah', fingerprints: [FINGERPRINT] },
        paths: [],
      })) {
        mkdirSync(dirname(join(dir, url)), { recursive: true })
        writeFileSync(join(dir, url), body)
      }
      await precompress(dir)
      expect(existsSync(join(dir, `${APPLE_APP_SITE_ASSOCIATION}.gz`))).toBe(false)
      expect(existsSync(join(dir, `${APPLE_APP_SITE_ASSOCIATION}.br`))).toBe(false)
      expect(existsSync(join(dir, `${ASSET_LINKS}.gz`))).toBe(true)
      expect(readFileSync(join(dir, APPLE_APP_SITE_ASSOCIATION), 'utf8')).toContain('ABCDE12345.app.selah.ios')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
