// The email rule itself, free of Lingui macros, so Node-side tests (Playwright) can build the very
// schema the forms use. The forms set `noValidate`, so this schema is the only judge: it must agree
// with the browser's own `<input type="email">` check, hence the HTML standard's rule, not a stricter one.
import { z } from '../../lib/zod'

/** RFC 5321 limits a whole address to 254 characters. */
export const EMAIL_MAX_LENGTH = 254

/**
 * The HTML standard's "valid email address" (WHATWG, `<input type="email">`), which Zod ships as
 * `regexes.html5Email`; tests/unit/email-rule.node.test.ts checks it is the standard's regex. It accepts
 * `a@b` (no dot needed) and consecutive dots in the local part, and refuses quoted local parts,
 * non-ASCII characters (Chromium turns a typed Unicode domain into punycode before checking it) and
 * domain labels over 63 characters.
 */
export const WHATWG_EMAIL: RegExp = z.regexes.html5Email

/**
 * The browser's value sanitization for `type="email"`: line breaks removed, then leading and
 * trailing ASCII whitespace. `String.prototype.trim` would remove more (a no-break space, say),
 * which the browser keeps and then refuses.
 */
export function sanitizeEmail(value: string): string {
  return value.replace(/[\r\n]/g, '').replace(/^[\t\f ]+|[\t\f ]+$/g, '')
}

export interface EmailMessages {
  required: string
  tooLong: string
  invalid: string
}

/** Required first, then length, then format: one error at a time, the most useful one. */
export function emailSchema(messages: EmailMessages) {
  return z.string().check(
    z.overwrite(sanitizeEmail),
    z.minLength(1, { error: messages.required, abort: true }),
    z.maxLength(EMAIL_MAX_LENGTH, { error: messages.tooLong, abort: true }),
    z.regex(WHATWG_EMAIL, { error: messages.invalid }),
  )
}
