// Every response header the site sends, in one place. The build turns it into the three forms a
// host can use (scripts/build.mjs):
//   - the `<meta>` policy of every prerendered page, for hosts that send no headers at all;
//   - `_headers`, the file Netlify and Cloudflare Pages read from the published folder;
//   - an nginx server snippet (scripts/nginx-config.mjs), which the end-to-end suite runs.
// Nothing here depends on a host: a header changed here changes in all three.
import { createHash } from 'node:crypto'

/** `'sha256-…'` of an inline script's or `<style>` element's exact text, as CSP expects it. */
export function scriptHash(source) {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`
}

/**
 * The Content-Security-Policy, as a list of directives. Nothing from other origins; no script but
 * our own files and the one inline head script (language, then layout), allowed by its SHA-256
 * (never 'unsafe-inline'); no stylesheet but our own files and the one
 * `<style>` element each page carries (the site's stylesheet, inlined by the build), by its SHA-256;
 * no eval (Zod runs jitless, src/lib/zod.ts); no `style=""` attributes (the prerendered HTML has
 * none, and a test keeps it so); and Trusted Types: no HTML string ever reaches a script sink, and
 * no code may even create a policy to do so ('none'). The forms never submit to a URL (they post
 * nowhere before the page is hydrated and call no server after it, decision 005): `form-action 'none'`.
 *
 * `frame-ancestors` only works as a header (a browser ignores it in `<meta>` and says so in the
 * console): `delivery: 'meta'` leaves it out, and the `X-Frame-Options` header says the same.
 *
 * @param {{ inlineScripts: string[], inlineStyles?: string[], connectOrigins?: string[], delivery?: 'header' | 'meta' }} options
 *   `inlineStyles`: the text of each `<style>` element the pages carry;
 *   `connectOrigins`: other origins the site calls with `fetch` (the optional newsletter endpoint and analytics).
 */
export function policyDirectives({ inlineScripts, inlineStyles = [], connectOrigins = [], delivery = 'header' }) {
  const directives = [
    "default-src 'none'",
    `script-src 'self' ${inlineScripts.map(scriptHash).join(' ')}`.trim(),
    `style-src 'self' ${inlineStyles.map(scriptHash).join(' ')}`.trim(),
    "img-src 'self'",
    "font-src 'self'",
    ["connect-src 'self'", ...connectOrigins].join(' '),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ]
  return delivery === 'meta' ? directives.filter((d) => !d.startsWith('frame-ancestors')) : directives
}

/** @param {Parameters<typeof policyDirectives>[0]} options */
export function contentSecurityPolicy(options) {
  return policyDirectives(options).join('; ')
}

/**
 * Browser features the site does not use, denied to the page and anything it could embed. Only
 * features Chromium knows: an unknown name is a console warning on every page.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
  'browsing-topics',
  'clipboard-read',
]

/** The mail panel's copy buttons write to the clipboard (src/features/mail), from this origin only. */
const PERMISSIONS_POLICY = [...DENIED_FEATURES.map((f) => `${f}=()`), 'clipboard-write=(self)'].join(', ')

/** Hashed file names (`/assets/index-Dzsyr020.js`) never change: a year, and no revalidation. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Everything else (the pages, icons, share images, sitemap) may change with any release. */
export const REVALIDATE = 'no-cache'

/**
 * The headers of every response, in the order hosts send them. Cache-Control comes apart, per path
 * (`cacheControl`), because hosts merge it differently.
 * @param {Parameters<typeof policyDirectives>[0]} options
 * @returns {Array<[name: string, value: string]>}
 */
export function securityHeaders(options) {
  return [
    ['Content-Security-Policy', contentSecurityPolicy({ ...options, delivery: 'header' })],
    // Two years, this host and every subdomain. Not `preload`: that is a promise to a browser
    // vendor's list which the site's owner makes for the whole domain, not a build setting.
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
  ]
}

/** Where hashed files live in the build (Vite's `build.assetsDir`). */
export const ASSETS_PREFIX = '/assets/'

/**
 * `_headers` for Netlify and Cloudflare Pages: the security headers on every path, the year-long
 * cache on hashed files. HTML keeps the hosts' own default (`max-age=0, must-revalidate`: revalidated
 * every time) because both hosts join a header set by two matching rules into one value. Hashed
 * files get every header, as on nginx (which sends them without HPACK's table: about 0.7 KiB more per
 * file than a script needs, which a slow phone's paint and hydration did not show, bench/NOTES.md).
 * `jsonFiles`: files to send as `application/json` whatever their name (the app association files
 * the build wrote, scripts/app-links.mjs: Apple's has no extension); a rule each, only when written.
 * @param {Parameters<typeof policyDirectives>[0]} options
 * @param {{ jsonFiles?: string[] }} [files]
 */
export function netlifyHeaders(options, { jsonFiles = [] } = {}) {
  const lines = [
    '/*',
    ...securityHeaders(options).map(([name, value]) => `  ${name}: ${value}`),
    `${ASSETS_PREFIX}*`,
    `  Cache-Control: ${IMMUTABLE}`,
    ...jsonFiles.flatMap((file) => [file, '  Content-Type: application/json']),
  ]
  return `# Generated by npm run build from scripts/security-headers.mjs: edit that file, not this one.\n${lines.join('\n')}\n`
}
