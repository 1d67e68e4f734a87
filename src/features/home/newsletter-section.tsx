import { Trans, useLingui } from '@lingui/react/macro'
import { TextField } from '../../components/form/text-field'
import { useValidatedForm } from '../../components/form/use-validated-form'
import { siteConfig } from '../../config/site'
import { useLocale } from '../../i18n/use-locale'
import { formatCount } from '../../lib/format'
import { newsletterSchema, type NewsletterValues } from './newsletter-schema'
import { buttonClass } from '../../components/button'

/** Nothing is sent anywhere: the spec logs the address and clears the field. */
function subscribe({ email }: NewsletterValues) {
  console.log('Newsletter signup:', email)
}

export function NewsletterSection() {
  const { t } = useLingui()
  const locale = useLocale()
  const { register, formProps, errorOf, sent, ready } = useValidatedForm(newsletterSchema, { email: '' }, subscribe)
  const count = formatCount(siteConfig.stats.subscribers, locale)

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
            label={<Trans comment="Label of the newsletter e-mail field">Your e-mail address</Trans>}
            type="email"
            autoComplete="email"
            registration={register('email')}
            error={errorOf('email')}
            action={
              <button type="submit" disabled={!ready} className={buttonClass}>
                <Trans comment="Newsletter submit button">Subscribe</Trans>
              </button>
            }
          />
          <p role="status" className="mt-3 min-h-6 font-medium text-success">
            {sent ? t({ comment: 'Shown after a newsletter signup', message: 'Thank you for subscribing!' }) : ''}
          </p>
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
            <Trans comment="Newsletter note">No spam, ever. One e-mail a week at most.</Trans>
          </li>
          <li>
            <Trans comment="Newsletter note">You can unsubscribe at any time with one click.</Trans>
          </li>
          <li className="font-semibold text-brand-800">
            <Trans comment="Newsletter subscriber count, a lower bound; count is a formatted number such as 1,000 (say “more than” your language’s way)">
              Join more than {count} subscribers.
            </Trans>
          </li>
        </ul>
      </div>
    </section>
  )
}
