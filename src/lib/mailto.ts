/**
 * Builds `mailto:` URLs per RFC 6068. Every value is percent-encoded as UTF-8
 * (spaces as %20, never +), so nothing typed can add recipients or headers.
 * Any text is accepted (tests/unit/mailto.node.test.ts tries every code point) and arrives as typed,
 * but for line breaks (one line in the subject, CRLF in the body) and lone surrogates: half of an
 * emoji on its own has no UTF-8 form (`encodeURIComponent` threw a URIError on it) and becomes
 * U+FFFD, the replacement character (`wellFormed`, as `String.prototype.toWellFormed`).
 */
import { wellFormed } from './well-formed'

/** RFC 6068 leaves these unreserved in hfvalues; everything else is encoded. */
function encodeHeaderValue(value: string): string {
  return encodeURIComponent(wellFormed(value)).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** Every line break JavaScript knows: CRLF, CR, LF and the Unicode line and paragraph separators. */
const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/g

/**
 * A subject is one line: any line break becomes a space. Also for any one-line value put into a
 * body (a name), so that it cannot start a line of its own there.
 */
export function singleLine(value: string): string {
  return value.replace(LINE_BREAK, ' ')
}

/** A body as the mail carries it, for showing on the page: every line break as `\n`, lone surrogates as U+FFFD. */
export function bodyAsSent(value: string): string {
  return wellFormed(value).replace(LINE_BREAK, '\n')
}

/** A subject as the mail carries it: one line, lone surrogates as U+FFFD. */
export function subjectAsSent(value: string): string {
  return singleLine(wellFormed(value))
}

/**
 * Bodies use CRLF line breaks, as the RFC asks; a Unicode line or paragraph separator is a line
 * break too (some mail programs show it as one, others not at all).
 */
function crlf(value: string): string {
  return value.replace(LINE_BREAK, '\r\n')
}

export interface MailtoOptions {
  subject?: string
  body?: string
}

export function buildMailto(recipient: string, { subject, body }: MailtoOptions = {}): string {
  if (!/^[^\s@,;?&#%]+@[^\s@,;?&#%]+$/.test(recipient)) {
    throw new Error(`Not a single email address: ${JSON.stringify(recipient)}`)
  }
  const fields: string[] = []
  if (subject !== undefined && subject !== '') fields.push(`subject=${encodeHeaderValue(singleLine(subject))}`)
  if (body !== undefined && body !== '') fields.push(`body=${encodeHeaderValue(crlf(body))}`)
  const [local, domain] = recipient.split('@') as [string, string]
  const to = `${encodeURIComponent(local)}@${domain}`
  return fields.length ? `mailto:${to}?${fields.join('&')}` : `mailto:${to}`
}

/**
 * The longest `mailto:` URL handed to a mail program. Longer ones may be cut short on the way,
 * without a word: some mail programs (Outlook among them) and Windows' hand-over to them stop at
 * about 2,048 characters, and the visitor would send an incomplete message. A longer one is shown
 * for the visitor to copy instead (src/features/mail/). 2,000 keeps a margin under that limit.
 */
export const MAILTO_MAX_LENGTH = 2000

/** Whether a mail program can be trusted to receive this `mailto:` URL whole. */
export function fitsMailProgram(url: string): boolean {
  return url.length <= MAILTO_MAX_LENGTH
}

/** Opens the visitor's mail program. Kept apart so tests can observe it. */
export function openMailto(url: string): void {
  window.location.assign(url)
}
