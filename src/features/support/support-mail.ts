import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { singleLine } from '../../lib/mailto'

const body = msg({
  comment: 'Body of the email the support form prepares; keep the line breaks and placeholders',
  message: 'Name: {name}\nEmail: {email}\n\n{message}',
})

export interface SupportMailValues {
  name: string
  email: string
  message: string
}

/** Stands in for a value while Lingui formats the frame: a private-use character no text holds. */
const slot = (key: keyof SupportMailValues) => `\uE000${key}\uE000`
const SLOT = /\uE000(name|email|message)\uE000/g

/**
 * The body of the mail the support form prepares, in the page's language: what the visitor typed,
 * exactly (tests/unit/support-mail.node.test.ts tries any text). It never goes through Lingui's
 * formatting, which decodes `\u…` and `\x…` escapes in its whole result: a message holding the
 * characters `\u000a` got a line break there, which could pose as one of our lines. The frame is
 * formatted with slots, then each slot is replaced by its value. The name is one line, so a
 * Unicode line separator in it cannot start a line of its own either.
 */
export function supportMailBody(i18n: I18n, { name, email, message }: SupportMailValues): string {
  const values: SupportMailValues = { name: singleLine(name), email, message }
  const framed: MessageDescriptor = { ...body, values: { name: slot('name'), email: slot('email'), message: slot('message') } }
  const frame = i18n._(framed)
  return frame.replace(SLOT, (_, key: keyof SupportMailValues) => values[key])
}
