import { readFileSync } from 'node:fs'
import { loadEnv } from 'vite'
import { portSetting } from '../../scripts/port.mjs'
import { parseSiteEnv } from '../../src/config/site-schema'
import { expect, test } from './fixtures'

// The files that let links open the app (scripts/app-links.mjs), as nginx serves them with the
// snippet each build generated. The production build has no app settings, so neither file; the
// pseudo-locale build has them (.env.pseudo), so both, from its own server.
const AASA = '/.well-known/apple-app-site-association'
const ASSET_LINKS = '/.well-known/assetlinks.json'
const pseudoServer = `https://127.0.0.1:${portSetting('E2E_PSEUDO_PORT', portSetting('E2E_PORT') + 1)}`

test('without the app’s settings, neither association file exists: both answer 404', { tag: '@once' }, async ({ request }) => {
  for (const file of [AASA, ASSET_LINKS]) {
    const response = await request.get(file, { maxRedirects: 0 })
    expect(response.status(), file).toBe(404)
    expect(response.headers()['content-type'], `${file}: the site's 404 page`).toBe('text/html; charset=utf-8')
  }
  expect(readFileSync('dist/_headers', 'utf8')).not.toContain('.well-known')
})

test('with them, both files answer 200 as exactly application/json, with no redirect, whatever the encoding, matching the settings', { tag: '@once' }, async ({
  request,
}) => {
  // The settings the pseudo-locale build was made with, read as the build reads them.
  const env = parseSiteEnv(loadEnv('pseudo', process.cwd(), 'VITE_'))
  expect(env.VITE_APPLE_TEAM_ID, '.env.pseudo sets the app').toBeDefined()
  const { VITE_APPLE_TEAM_ID: teamId, VITE_IOS_BUNDLE_ID: bundleId, VITE_ANDROID_PACKAGE: packageName } = env
  const fingerprints = env.VITE_ANDROID_SHA256_FINGERPRINTS!
  const paths = env.VITE_APP_LINK_PATHS ?? []
  expect(fingerprints.every((f) => /^[0-9A-F]{2}(:[0-9A-F]{2}){31}$/.test(f)), 'written in capitals').toBe(true)
  // Every response header the build generated for hosts, on these files too.
  const hostHeaders = readFileSync('dist-pseudo/_headers', 'utf8')
  const policy = /^ {2}Content-Security-Policy: (.*)$/m.exec(hostHeaders)![1]
  // Netlify and Cloudflare Pages get the type from `_headers`.
  for (const file of [AASA, ASSET_LINKS]) expect(hostHeaders, file).toContain(`\n${file}\n  Content-Type: application/json\n`)

  for (const encoding of ['identity', 'gzip', 'br']) {
    for (const file of [AASA, ASSET_LINKS]) {
      const label = `${file} (${encoding})`
      const response = await request.get(`${pseudoServer}${file}`, { maxRedirects: 0, headers: { 'accept-encoding': encoding } })
      expect(response.status(), label).toBe(200)
      const headers = response.headers()
      expect(headers['content-type'], label).toBe('application/json')
      expect(headers['location'], label).toBeUndefined()
      expect(headers['content-security-policy'], label).toBe(policy)
      expect(headers['x-content-type-options'], label).toBe('nosniff')
      expect(headers['strict-transport-security'], label).toBe('max-age=63072000; includeSubDomains')
      const body = JSON.parse(await response.text())
      if (file === AASA) {
        expect(body, label).toEqual({ applinks: { details: [{ appIDs: [`${teamId}.${bundleId}`], components: paths.map((path) => ({ '/': path })) }] } })
      } else {
        expect(body, label).toEqual([
          {
            relation: ['delegate_permission/common.handle_all_urls'],
            target: { namespace: 'android_app', package_name: packageName, sha256_cert_fingerprints: fingerprints },
          },
        ])
      }
    }
  }
})
