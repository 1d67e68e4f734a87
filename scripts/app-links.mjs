// The files that let the site's links open the app (README, "Opening the app from links"): Apple's
// apple-app-site-association and Google's Digital Asset Links statement, both in /.well-known/.
// The build writes them only when the app's ids are set (src/config/site-schema.ts); the nginx
// snippet and `_headers` then serve both as `application/json` (scripts/nginx-config.mjs,
// scripts/security-headers.mjs).

/** Where each file is served; Apple's has no extension, and is JSON all the same. */
export const APPLE_APP_SITE_ASSOCIATION = '/.well-known/apple-app-site-association'
export const ASSET_LINKS = '/.well-known/assetlinks.json'

/**
 * Apple's association file (the `components` format of iOS 13 and later): the one app, by Team ID
 * and bundle id, and the paths it opens as universal links, in order. No paths, no link opens the
 * app (an empty list). No `webcredentials`: the site has no sign-in, so no password to share.
 * @param {{ teamId: string, bundleId: string }} ios
 * @param {readonly string[]} paths patterns such as `/verse/*`
 */
export function appleAppSiteAssociation({ teamId, bundleId }, paths) {
  return {
    applinks: {
      details: [{ appIDs: [`${teamId}.${bundleId}`], components: paths.map((path) => ({ '/': path })) }],
    },
  }
}

/**
 * Google's Digital Asset Links statement: the app, by package name and signing certificates, may
 * handle the site's links. Which paths is the app's own manifest (its `autoVerify` intent filter).
 * @param {{ packageName: string, fingerprints: readonly string[] }} android
 */
export function assetLinks({ packageName, fingerprints }) {
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: { namespace: 'android_app', package_name: packageName, sha256_cert_fingerprints: [...fingerprints] },
    },
  ]
}

/**
 * The files a build writes, by URL, with their text: none when no app is set.
 * @param {{
 *   ios?: { teamId: string, bundleId: string },
 *   android?: { packageName: string, fingerprints: readonly string[] },
 *   paths: readonly string[],
 * }} appLinks `appLinks` of the server entry (src/entry-server.tsx)
 * @returns {Array<{ url: string, body: string }>}
 */
export function appLinkFiles({ ios, android, paths }) {
  const json = (data) => `${JSON.stringify(data, null, 2)}\n`
  return [
    ...(ios ? [{ url: APPLE_APP_SITE_ASSOCIATION, body: json(appleAppSiteAssociation(ios, paths)) }] : []),
    ...(android ? [{ url: ASSET_LINKS, body: json(assetLinks(android)) }] : []),
  ]
}
