export const APPLE_APP_SITE_ASSOCIATION: '/.well-known/apple-app-site-association'
export const ASSET_LINKS: '/.well-known/assetlinks.json'
export interface IosApp {
  teamId: string
  bundleId: string
}
export interface AndroidApp {
  packageName: string
  fingerprints: readonly string[]
}
export function appleAppSiteAssociation(
  ios: IosApp,
  paths: readonly string[],
): { applinks: { details: Array<{ appIDs: string[]; components: Array<{ '/': string }> }> } }
export function assetLinks(android: AndroidApp): Array<{
  relation: string[]
  target: { namespace: 'android_app'; package_name: string; sha256_cert_fingerprints: string[] }
}>
export function appLinkFiles(appLinks: { ios?: IosApp; android?: AndroidApp; paths: readonly string[] }): Array<{ url: string; body: string }>
