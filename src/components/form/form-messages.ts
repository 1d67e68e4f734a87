import type { I18n, MessageDescriptor } from '@lingui/core'

/**
 * Schemas report errors as message ids (a string is all react-hook-form keeps), translated where
 * they are shown so they follow a language switch. A message with a number in it ("at most
 * # characters") also needs its values: `errorId` remembers the whole descriptor under its id.
 */
const descriptors = new Map<string, MessageDescriptor>()

/** The id to give Zod as an error, with the message's values kept for `translateError`. */
export function errorId(descriptor: MessageDescriptor): string {
  descriptors.set(descriptor.id, descriptor)
  return descriptor.id
}

/** An error id from a schema, in the current language, numbers filled in. */
export function translateError(i18n: I18n, id: string): string {
  const descriptor = descriptors.get(id)
  return descriptor ? i18n._(descriptor) : i18n._(id)
}

/**
 * What an asynchronous submit rejects with when the values did not go through: the message id to
 * show in the form's status area (`submitError` of `useValidatedForm`). The values stay.
 */
export class SubmitError extends Error {
  constructor(readonly messageId: string) {
    super(messageId)
    this.name = 'SubmitError'
  }
}
