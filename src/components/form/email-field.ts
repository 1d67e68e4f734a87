// The email field both forms share (newsletter and support): the rule of ./email-rule.ts with its
// localised errors (message ids, translated where they are shown).
import { msg, plural } from '@lingui/core/macro'
import { EMAIL_MAX_LENGTH, emailSchema } from './email-rule'
import { errorId } from './form-messages'

export { EMAIL_MAX_LENGTH }

const maxLength = EMAIL_MAX_LENGTH

export const emailErrors = {
  required: msg({ comment: 'Form error under an empty email field', message: 'Please enter your email address.' }),
  invalid: msg({
    comment: 'Form error under an email field whose value is not an address',
    message: 'Please enter a valid email address, like name@example.com.',
  }),
  tooLong: msg({
    comment: 'Form error under an email field; {maxLength} is a number',
    message: plural(maxLength, { other: 'An email address can have at most # characters.' }),
  }),
}

export const emailField = emailSchema({
  required: errorId(emailErrors.required),
  tooLong: errorId(emailErrors.tooLong),
  invalid: errorId(emailErrors.invalid),
})
