import { Trans, useLingui } from '@lingui/react/macro'
import { CheckboxField } from '../../components/form/checkbox-field'
import { TextField } from '../../components/form/text-field'
import { useValidatedForm } from '../../components/form/use-validated-form'
import { siteConfig } from '../../config/site'
import { buildMailto, openMailto } from '../../lib/mailto'
import { CONTACT_LIMITS, contactSchema, type ContactValues } from './contact-schema'
import { buttonClass } from '../../components/button'
import { mailSubject } from './urgent-subject'
import { supportMailBody } from './support-mail'

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '', urgent: false }

/** Opens the visitor's mail program with the message to support, then clears the form. */
export function ContactForm() {
  const { t, i18n } = useLingui()
  const { register, formProps, errorOf, sent, ready } = useValidatedForm(contactSchema, EMPTY, ({ name, email, subject, message, urgent }) => {
    const body = supportMailBody(i18n, { name, email, message })
    openMailto(buildMailto(siteConfig.supportEmail, { subject: mailSubject(subject, urgent), body }))
  })

  return (
    <form {...formProps} id="contact-form" aria-labelledby="contact-title" className="rounded-2xl bg-card p-6 shadow-sm ring-1 ring-line sm:p-8">
      <h2 id="contact-title" className="text-2xl font-bold text-brand-900">
        <Trans comment="Heading of the support contact form">Send us a message</Trans>
      </h2>
      <p className="mt-1 text-sm text-muted">
        <Trans comment="Under the support form heading; the one checkbox of the form is optional">All fields are required.</Trans>
      </p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField
          label={<Trans comment="Support form field label">Name</Trans>}
          autoComplete="name"
          registration={register('name')}
          error={errorOf('name')}
        />
        <TextField
          label={<Trans comment="Support form field label">E-mail</Trans>}
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errorOf('email')}
        />
        <TextField
          className="sm:col-span-2"
          label={<Trans comment="Support form field label">Subject</Trans>}
          registration={register('subject')}
          error={errorOf('subject')}
        />
        <TextField
          className="sm:col-span-2"
          label={<Trans comment="Support form field label">Message</Trans>}
          multiline
          characterLimit={CONTACT_LIMITS.message}
          registration={register('message')}
          error={errorOf('message')}
        />
        <CheckboxField
          className="sm:col-span-2"
          label={<Trans comment="Support form checkbox label, optional; ticking it marks the prepared e-mail as urgent">It’s urgent</Trans>}
          hint={
            <Trans comment="Hint under the support form checkbox “It’s urgent”; keep the word URGENT in capitals and in English, our team sorts by it">
              The subject of your e-mail will start with URGENT, so our team can give it priority.
            </Trans>
          }
          registration={register('urgent')}
        />
      </div>
      <button
        type="submit"
        disabled={!ready}
        className={`mt-6 w-full sm:w-auto ${buttonClass}`}
      >
        <Trans comment="Support form submit button; it opens the visitor's e-mail program">Open in my e-mail app</Trans>
      </button>
      <p role="status" className="mt-3 min-h-6 font-medium text-success">
        {sent
          ? t({ comment: 'Shown after the support form opened the e-mail program', message: 'Your e-mail program should now open with your message. Press send there.' })
          : ''}
      </p>
      <noscript>
        <p className="mt-1 text-muted">
          <Trans comment="Under the support form, shown only when JavaScript is turned off; the e-mail address is shown beside the form">
            This form needs JavaScript. You can also write to us directly at the address shown on this page.
          </Trans>
        </p>
      </noscript>
    </form>
  )
}
