import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { APPLE_APP_SITE_ASSOCIATION, ASSET_LINKS, appLinkFiles, appleAppSiteAssociation, assetLinks } from '../../scripts/app-links.mjs'
import { nginxSite } from '../../scripts/nginx-config.mjs'
import { precompress } from '../../scripts/precompress.mjs'
import { netlifyHeaders, REVALIDATE, securityHeaders } from '../../scripts/security-headers.mjs'
import { FINGERPRINT, UPLOAD_KEY } from './app-link-fixtures'

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
  const site = { headers: securityHeaders(options), notFoundPages: ['/404.html', '/en/404.html'], manifest: '/site.webmanifest', defaultLanguage: 'pt' }
  const jsonFiles = [APPLE_APP_SITE_ASSOCIATION, ASSET_LINKS]

  it('nginx: an exact location each, JSON whatever the name, no charset, every header; nothing without them', () => {
    const conf = nginxSite({ ...site, jsonFiles })
    const locations = [...conf.matchAll(/^location ([^{]+) \{\n([\s\S]*?)^\}/gm)].map((m) => ({ path: m[1]!, body: m[2]! }))
    expect(locations.map((l) => l.path)).toEqual(['/assets/', '= /site.webmanifest', ...jsonFiles.map((f) => `= ${f}`), '= /_headers', '= /_redirects', '/en/', '= /', '/'])
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
