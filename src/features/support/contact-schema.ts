import { msg, plural } from '@lingui/core/macro'
import { z } from '../../lib/zod'
import type { MessageDescriptor } from '@lingui/core'
import { emailField } from '../../components/form/email-field'
import { errorId } from '../../components/form/form-messages'

export const CONTACT_LIMITS = { name: 100, subject: 150, message: 5000 } as const

const { name: nameMax, subject: subjectMax, message: messageMax } = CONTACT_LIMITS

export const contactErrors = {
  nameRequired: msg({ comment: 'Support form error under an empty name field', message: 'Please enter your name.' }),
  nameTooLong: msg({
    comment: 'Support form error; the placeholder is a number',
    message: plural(nameMax, { other: 'Your name can have at most # characters.' }),
  }),
  subjectRequired: msg({ comment: 'Support form error under an empty subject field', message: 'Please enter a subject.' }),
  subjectTooLong: msg({
    comment: 'Support form error; the placeholder is a number',
    message: plural(subjectMax, { other: 'The subject can have at most # characters.' }),
  }),
  messageRequired: msg({ comment: 'Support form error under an empty message field', message: 'Please write your message.' }),
  messageTooLong: msg({
    comment: 'Support form error; the placeholder is a number',
    message: plural(messageMax, { other: 'The message can have at most # characters.' }),
  }),
}

const requiredText = (max: number, required: MessageDescriptor, tooLong: MessageDescriptor) =>
  z.string().check(z.trim(), z.minLength(1, { error: errorId(required), abort: true }), z.maxLength(max, { error: errorId(tooLong) }))

export const contactSchema = z.object({
  name: requiredText(CONTACT_LIMITS.name, contactErrors.nameRequired, contactErrors.nameTooLong),
  email: emailField,
  subject: requiredText(CONTACT_LIMITS.subject, contactErrors.subjectRequired, contactErrors.subjectTooLong),
  message: requiredText(CONTACT_LIMITS.message, contactErrors.messageRequired, contactErrors.messageTooLong),
  /** "It's urgent": the prepared mail's subject then starts with URGENT (./urgent-subject.ts). */
  urgent: z.boolean(),
})

export type ContactValues = z.infer<typeof contactSchema>
