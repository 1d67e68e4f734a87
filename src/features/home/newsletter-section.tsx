import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { newsletterUrl } from 'virtual:site'
import { countEvent } from '../../analytics/count'
import { translateError } from '../../components/form/form-messages'
import { TextField } from '../../components/form/text-field'
import { useValidatedForm } from '../../components/form/use-validated-form'
import { siteConfig } from '../../config/site'
import { contentLocale } from '../../i18n/locales'
import { useLangParams, useLocale } from '../../i18n/use-locale'
import { formatCount } from '../../lib/format'
import { newsletterSchema, type NewsletterValues } from './newsletter-schema'
import { logSignup, sendSignup } from './newsletter-signup'
import { buttonClass } from '../../components/button'
import { textLinkClass } from '../../components/text-link'

/**
 * Under the email field of a form that sends the address (a build with VITE_NEWSLETTER_URL): who
 * uses it, what for and the reader's rights over it, with the privacy policy in the page's language
 * for the rest (the first layer of a layered notice, which Spain's LOPDGDD, art. 11, asks beside a
 * form). Part of the field's description.
 */
function PrivacyNote() {
  const operatorName = siteConfig.operator.name
  return (
    <Trans comment="Under the newsletter's email field, read with it by screen readers: who uses the address (operatorName, the company, as registered), what for, and the reader's rights over it (access, correction, deletion; es: acceder, rectificar, suprimir). <0> links the privacy policy">
      {operatorName} uses your address only to send you the newsletter. You can access, correct or delete it at any
      time, as our{' '}
      <Link to="/{-$lang}/privacy" params={useLangParams()} className={textLinkClass}>
        privacy policy
      </Link>{' '}
      explains.
    </Trans>
  )
}

export function NewsletterSection() {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  // `siteConfig.newsletterUrl` as a constant of the build (`virtual:site`): a build without an
  // endpoint drops this branch and `sendSignup`. A field of siteConfig would not do: the bundler
  // cannot see through an object.
  const subscribe = ({ email }: NewsletterValues) => {
    if (newsletterUrl) {
      const signup = sendSignup(newsletterUrl, { email, language: contentLocale(locale) })
      // A signup the endpoint took is counted, in a build that counts visits (README, "Measuring").
      return __ANALYTICS_URL__ ? signup.then(() => countEvent({ name: 'Newsletter signup', props: { language: locale } })) : signup
    }
    logSignup(email)
  }
  const { register, formProps, errorOf, sent, pending, submitError } = useValidatedForm(newsletterSchema, { email: '' }, subscribe)
  const { subscribers } = siteConfig.stats

  return (
    <section id="newsletter" aria-labelledby="newsletter-title" className="bg-brand-50 py-20">
      <div className="mx-auto max-w-xl px-4 text-center sm:px-6">
        <h2 id="newsletter-title" className="text-3xl font-bold text-ink sm:text-4xl">
          <Trans comment="Newsletter section heading (h2)">A word of encouragement in your inbox</Trans>
        </h2>
        <p className="mt-4 text-lg text-muted">
          <Trans comment="Newsletter lead">Receive a weekly verse, a short reflection and news about the app.</Trans>
        </p>
        <form {...formProps} className="mt-8 text-left" aria-labelledby="newsletter-title">
          <TextField
            label={<Trans comment="Label of the newsletter email field">Your email address</Trans>}
            type="email"
            autoComplete="email"
            registration={register('email')}
            error={errorOf('email')}
            hint={newsletterUrl ? <PrivacyNote /> : undefined}
            action={
              // Never disabled: a press before the form's code has arrived is answered when it comes.
              // While a signup is on its way the button says it is unavailable but keeps the focus
              // (`disabled` would drop it to the page); a second press or Enter is ignored.
              <button type="submit" aria-disabled={pending || undefined} className={buttonClass}>
                <Trans comment="Newsletter submit button">Subscribe</Trans>
              </button>
            }
          />
          {/* One line's room for what happened: a thank-you or progress (polite), or why it failed (alert). */}
          <div className="mt-3 min-h-6 font-medium">
            <p role="status" className={pending ? 'text-muted' : 'text-success'}>
              {pending
                ? t({ comment: 'Under the newsletter form while the signup is being sent', message: 'Subscribing…' })
                : !sent
                  ? ''
                  : newsletterUrl
                    ? // The newsletter service asks the visitor to confirm the address (double opt-in).
                      t({ comment: 'Shown after the newsletter service took a signup: it sends an email asking to confirm the address', message: 'Almost done: check your inbox and confirm your address.' })
                    : t({ comment: 'Shown after a newsletter signup', message: 'Thank you for subscribing!' })}
            </p>
            <p role="alert" className="text-danger">
              {submitError ? translateError(i18n, submitError) : ''}
            </p>
          </div>
          <noscript>
            <p className="mt-1 text-muted">
              <Trans comment="Under the newsletter form, shown only when JavaScript is turned off in the browser">
                Subscribing needs JavaScript. Please turn it on in your browser and reload the page.
              </Trans>
            </p>
          </noscript>
        </form>
        <ul className="mt-4 space-y-1 text-sm text-muted">
          <li>
            <Trans comment="Newsletter note">No spam, ever. One email a week at most.</Trans>
          </li>
          <li>
            <Trans comment="Newsletter note">You can unsubscribe at any time with one click.</Trans>
          </li>
          {subscribers !== undefined && <SubscriberCount count={formatCount(subscribers, locale)} />}
        </ul>
      </div>
    </section>
  )
}

/** The subscriber count (VITE_STAT_SUBSCRIBERS), when the operator gives one. */
function SubscriberCount({ count }: { count: string }) {
  return (
    <li className="font-semibold text-brand-800">
      <Trans comment="Newsletter subscriber count, a lower bound; count is a formatted number such as 1,000 (say “more than” your language’s way)">
        Join more than {count} subscribers.
      </Trans>
    </li>
  )
}
