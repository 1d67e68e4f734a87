import { bodyAsSent, buildMailto, fitsMailProgram, openMailto, subjectAsSent } from '../../lib/mailto'

/**
 * An email the site prepared for the visitor to send from their own mail program. `mailto:` does
 * nothing where no mail program is set up (most browsers on Windows, web-mail users), so the text
 * is also shown for the visitor to copy (`MailPanel`): what they wrote is never lost.
 */
export interface PreparedMail {
  to: string
  subject: string
  body: string
  /** The `mailto:` URL of exactly this mail. */
  url: string
  /** Whether the URL is short enough to reach a mail program whole (`MAILTO_MAX_LENGTH`). */
  fits: boolean
}

/** The mail, its subject and body shown exactly as the mail program receives them (`url`). */
export function prepareMail(to: string, subject: string, body: string): PreparedMail {
  const url = buildMailto(to, { subject, body })
  return { to, subject: subjectAsSent(subject), body: bodyAsSent(body), url, fits: fitsMailProgram(url) }
}

/** Opens the visitor's mail program with the mail, unless it would arrive cut short: then the panel alone shows it. */
export function handOver(mail: PreparedMail): void {
  if (mail.fits) openMailto(mail.url)
}
