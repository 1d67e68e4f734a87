// The settings that let links open the app (README, "Opening the app from links"), validated with
// the others in site-schema.ts.
import { z } from 'zod'
import { CATALOG_LOCALES } from '../i18n/locales.ts'
import { SITE_PAGES } from '../seo/site-pages.ts'

// Opening the app from links (README, "Opening the app from links"). Set, they make the build
// write /.well-known/apple-app-site-association and /.well-known/assetlinks.json (scripts/app-links.mjs);
// unset, neither exists. Optional, so never placeholders; each platform's two are set together.

/** Apple's Team ID: ten capital letters and digits (developer account, Membership details). */
const appleTeamId = z.string().trim().regex(/^[A-Z0-9]{10}$/, 'must be the 10-character Team ID, capital letters and digits, such as ABCDE12345')
/** A bundle id, reverse-DNS: letters, digits, hyphens and periods, two parts at least. */
const bundleId = z
  .string()
  .trim()
  .max(155)
  .regex(/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, 'must be the app’s bundle id, reverse-DNS such as com.example.selah (letters, digits, hyphens, periods)')
/** An Android application id: two segments at least, each a letter then letters, digits or underscores. */
const androidPackage = z
  .string()
  .trim()
  .max(150)
  .regex(/^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/, 'must be the app’s package name, such as com.example.selah (each part starts with a letter; letters, digits, underscores)')

/** A comma-separated list, each item trimmed; empty items (a trailing comma) are dropped. */
const listItems = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

const FINGERPRINT = /^[0-9A-F]{2}(:[0-9A-F]{2}){31}$/
/** SHA-256 certificate fingerprints, `AB:CD:…` (32 pairs); lower case is accepted and written in capitals. */
const fingerprints = z.string().transform((value, ctx) => {
  const items = [...new Set(listItems(value).map((item) => item.toUpperCase()))]
  const bad = items.filter((item) => !FINGERPRINT.test(item))
  if (items.length === 0) ctx.addIssue('must list at least one SHA-256 certificate fingerprint')
  for (const item of bad) ctx.addIssue(`${JSON.stringify(item)} is not a SHA-256 fingerprint: 32 pairs of hex digits joined by colons, AB:CD:…`)
  return items
})

/**
 * The site's own pages, in every language, as a visitor may write them: with and without the
 * language prefix the default language drops (`/pt/privacy` moves to `/privacy`), with and
 * without a trailing slash.
 */
export function sitePagePaths(): string[] {
  const prefixes = ['', ...CATALOG_LOCALES.map((code) => `/${code}`)]
  return prefixes.flatMap((prefix) =>
    SITE_PAGES.flatMap((page) => {
      const path = page === '/' ? prefix || '/' : `${prefix}${page}`
      return path === '/' ? [path] : [path, `${path}/`]
    }),
  )
}

/** Whether a universal-link path pattern matches a path: `*` any run of characters, `?` one. */
export function appLinkPatternMatches(pattern: string, path: string): boolean {
  const source = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')
  return new RegExp(`^${source}$`).test(path)
}

/** A path pattern: `/` first, then URL path characters, `*` and `?` (no comma, space, `#` or query). */
const APP_LINK_PATTERN = /^\/[A-Za-z0-9\-._~!$&'()+;=:@%/*?]*$/
/**
 * The paths that open the app. A wildcard pattern must not reach one of the site's own pages (a
 * visitor with the app could no longer read them on the web); a page named exactly (`/en/support`)
 * is taken as meant.
 */
const appLinkPaths = z.string().transform((value, ctx) => {
  const patterns = [...new Set(listItems(value))]
  for (const pattern of patterns) {
    if (!APP_LINK_PATTERN.test(pattern)) {
      ctx.addIssue(`${JSON.stringify(pattern)} must be a path starting with /, with * and ? as wildcards (such as /verse/*)`)
      continue
    }
    if (!/[*?]/.test(pattern)) continue
    const pages = sitePagePaths().filter((path) => appLinkPatternMatches(pattern, path))
    if (pages.length > 0) {
      const listed = pages.slice(0, 4).join(', ') + (pages.length > 4 ? ', …' : '')
      ctx.addIssue(`${pattern} would open the app for the site's own pages (${listed}); narrow it, or name a page exactly (such as /en/support) to send that page to the app on purpose`)
    }
  }
  return patterns
})

export const APP_LINK_ENV = {
  /** The Apple developer Team ID (the prefix of the app id in the association file). */
  VITE_APPLE_TEAM_ID: appleTeamId.optional(),
  /** The iOS app's bundle id; with the Team ID, `ABCDE12345.com.example.selah`. */
  VITE_IOS_BUNDLE_ID: bundleId.optional(),
  /** The Android app's package name (its application id). */
  VITE_ANDROID_PACKAGE: androidPackage.optional(),
  /** The SHA-256 fingerprints of the certificates that sign the Android app: Play App Signing's and the upload key's. */
  VITE_ANDROID_SHA256_FINGERPRINTS: fingerprints.optional(),
  /** Which paths open the app, comma-separated patterns (`/verse/*`); unset, none: the site's pages stay on the web. */
  VITE_APP_LINK_PATHS: appLinkPaths.optional(),
} as const

/** The settings that only work in pairs: set both, or neither. */
export const APP_LINK_PAIRS = [
  ['VITE_APPLE_TEAM_ID', 'VITE_IOS_BUNDLE_ID'],
  ['VITE_ANDROID_PACKAGE', 'VITE_ANDROID_SHA256_FINGERPRINTS'],
] as const

/** The app-link settings, as validated. */
type AppLinkEnv = { [K in keyof typeof APP_LINK_ENV]?: z.output<(typeof APP_LINK_ENV)[K]> }

/**
 * The apps that open the site's links, each undefined until its settings are, and the paths they
 * open (none by default): what the build writes the association files from (scripts/app-links.mjs).
 */
export function appLinksOf(env: AppLinkEnv) {
  return {
    ios: env.VITE_APPLE_TEAM_ID && env.VITE_IOS_BUNDLE_ID ? { teamId: env.VITE_APPLE_TEAM_ID, bundleId: env.VITE_IOS_BUNDLE_ID } : undefined,
    android:
      env.VITE_ANDROID_PACKAGE && env.VITE_ANDROID_SHA256_FINGERPRINTS
        ? { packageName: env.VITE_ANDROID_PACKAGE, fingerprints: env.VITE_ANDROID_SHA256_FINGERPRINTS }
        : undefined,
    paths: env.VITE_APP_LINK_PATHS ?? [],
  }
}
