export interface ManifestInput {
  appName: string
  description: string
  /** BCP 47 tag of the manifest's texts. */
  lang: string
  themeColor: string
  backgroundColor: string
}

/** The icons the build renders from the brand mark (scripts/build.mjs), with their sizes. */
export const ICON_FILES = [
  { file: 'favicon-32.png', size: 32 },
  { file: 'apple-touch-icon.png', size: 180 },
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
] as const

/** site.webmanifest: name, colours and icons for "add to home screen" and the browser UI. */
export function buildManifest(input: ManifestInput): object {
  return {
    name: input.appName,
    short_name: input.appName,
    description: input.description,
    lang: input.lang,
    start_url: '/',
    scope: '/',
    display: 'browser',
    theme_color: input.themeColor,
    background_color: input.backgroundColor,
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ...ICON_FILES.filter((icon) => icon.size >= 192).map((icon) => ({
        src: `/${icon.file}`,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
      })),
    ],
  }
}
