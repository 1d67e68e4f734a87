// The site's Content-Security-Policy, for the <meta> tag of every prerendered page.
// Nothing from other origins; no script but our own files and the one inline language script,
// allowed by its SHA-256 (never 'unsafe-inline'); no eval (Zod runs jitless, see src/lib/zod.ts).
import { createHash } from 'node:crypto'

/** `'sha256-…'` of an inline script's exact text, as CSP expects it. */
export function scriptHash(source) {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`
}

/**
 * @param {{ inlineScripts: string[], connectOrigins?: string[] }} options
 *   connectOrigins: other origins the page may fetch from (the newsletter endpoint, when set)
 */
export function contentSecurityPolicy({ inlineScripts, connectOrigins = [] }) {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScripts.map(scriptHash).join(' ')}`,
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    ["connect-src 'self'", ...connectOrigins].join(' '),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}
