// What a valid newsletter submit does: log the address (the spec, when the build has no endpoint),
// or send it to VITE_NEWSLETTER_URL and say why, when it did not go through.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { errorId, SubmitError } from '../../components/form/form-messages'
import type { SubscribeOutcome, Subscription } from './newsletter-endpoint'

/**
 * Why a signup did not go through, in words the visitor can act on. Plain descriptors (`errorId`
 * registers one when it is shown), so a build without an endpoint drops them with `sendSignup`.
 */
const failures = {
  'rate-limited': msg({
    comment: 'Newsletter form, after the newsletter service answered “too many requests”',
    message: 'Too many attempts in a short time. Please try again in a few minutes.',
  }),
  rejected: msg({
    comment: 'Newsletter form, after the newsletter service refused the email address the visitor typed (it stays in the field)',
    message: 'Our newsletter service didn’t accept this address. Please check it and try again.',
  }),
  unreachable: msg({
    comment: 'Newsletter form, after the newsletter service failed, did not answer in time, or the visitor is offline',
    message: 'We couldn’t reach our newsletter service. Please try again later.',
  }),
} satisfies Record<Exclude<SubscribeOutcome, 'subscribed'>, MessageDescriptor>

/** The spec's signup: nothing is sent anywhere; the address is logged and the field cleared. */
export function logSignup(email: string) {
  console.log('Newsletter signup:', email)
}

/**
 * Sends the signup; resolves once the endpoint took it, else rejects with a `SubmitError` naming
 * the reason. The code that sends is fetched now, the first time, so that a build with an endpoint
 * adds nothing to the page until someone subscribes.
 */
export async function sendSignup(url: string, subscription: Subscription): Promise<void> {
  let outcome: SubscribeOutcome
  try {
    const { postSubscription } = await import('./newsletter-endpoint')
    outcome = await postSubscription(url, subscription)
  } catch {
    // The code itself could not be fetched: offline, or a new release replaced it.
    outcome = 'unreachable'
  }
  if (outcome !== 'subscribed') throw new SubmitError(errorId(failures[outcome]))
}
