import { describe, expect, it } from 'vitest'
import { appLinksOf } from '../../src/config/app-link-settings'
import { parseSiteEnv } from '../../src/config/site-schema'

// Which apps the build writes association files for (scripts/app-links.mjs; the settings and the
// files themselves: app-links.node.test.ts).

const FINGERPRINT = '14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5'
const IOS = { VITE_APPLE_TEAM_ID: 'ABCDE12345', VITE_IOS_BUNDLE_ID: 'app.selah.ios' }
const ANDROID = { VITE_ANDROID_PACKAGE: 'app.selah', VITE_ANDROID_SHA256_FINGERPRINTS: FINGERPRINT }

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
