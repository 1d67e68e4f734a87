// The e-mail rule both forms share (newsletter and support), with its localised errors.
import { msg, plural } from '@lingui/core/macro'
import { z } from '../../lib/zod'

/** RFC 5321 limits a whole address to 254 characters. */
export const EMAIL_MAX_LENGTH = 254

const maxLength = EMAIL_MAX_LENGTH

export const emailErrors = {
  required: msg({ comment: 'Form error under an empty e-mail field', message: 'Please enter your e-mail address.' }),
  invalid: msg({
    comment: 'Form error under an e-mail field whose value is not an address',
    message: 'Please enter a valid e-mail address, like name@example.com.',
  }),
  tooLong: msg({
    comment: 'Form error under an e-mail field; {maxLength} is a number',
    message: plural(maxLength, { other: 'An e-mail address can have at most # characters.' }),
  }),
}

/** Required first, then length, then format: the visitor sees the most useful error. */
export const emailField = z.pipe(
  z.string().check(
    z.trim(),
    z.minLength(1, { error: emailErrors.required.id }),
    z.maxLength(EMAIL_MAX_LENGTH, { error: emailErrors.tooLong.id }),
  ),
  z.email({ error: emailErrors.invalid.id }),
)
