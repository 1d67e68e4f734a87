import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState, type RefObject } from 'react'
import { CheckboxField } from '../../components/form/checkbox-field'
import { TextField } from '../../components/form/text-field'
import { useValidatedForm } from '../../components/form/use-validated-form'
import { siteConfig } from '../../config/site'
import { MailPanel } from '../mail/mail-panel'
import { handOver, prepareMail, type PreparedMail } from '../mail/prepared-mail'
import { CONTACT_LIMITS, contactSchema, type ContactValues } from './contact-schema'
import { buttonClass } from '../../components/button'
import { mailSubject } from './urgent-subject'
import { supportMailBody } from './support-mail'

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '', urgent: false }

/**
 * The support form, and under it the last message it prepared (`MailPanel`): the form clears after
 * a send, and the message stays there to copy until the visitor closes it or sends another.
 */
export function ContactForm() {
  const [mail, setMail] = useState<PreparedMail | null>(null)
  const submit = useRef<HTMLButtonElement>(null)
  return (
    <div>
      <MessageForm submitRef={submit} onPrepared={setMail} />
      <MailPanel mail={mail} headingLevel={2} className="mt-6" onDismiss={() => setMail(null)} returnFocus={submit} />
    </div>
  )
}

interface MessageFormProps {
  submitRef: RefObject<HTMLButtonElement | null>
  onPrepared: (mail: PreparedMail) => void
}

/** Opens the visitor's mail program with the message to support (when it fits a mailto: URL), then clears the form. */
function MessageForm({ submitRef, onPrepared }: MessageFormProps) {
  const { i18n } = useLingui()
  const { register, formProps, errorOf } = useValidatedForm(contactSchema, EMPTY, ({ name, email, subject, message, urgent }) => {
    const body = supportMailBody(i18n, { name, email, message })
    const mail = prepareMail(siteConfig.supportEmail, mailSubject(subject, urgent), body)
    handOver(mail)
    onPrepared(mail)
  })

  return (
    <form {...formProps} aria-labelledby="contact-title" className="rounded-2xl bg-card p-6 shadow-sm ring-1 ring-line sm:p-8">
      <h2 id="contact-title" className="text-2xl font-bold text-brand-900">
        <Trans comment="Heading of the support contact form">Send us a message</Trans>
      </h2>
      <p className="mt-1 text-sm text-muted">
        <Trans comment="Under the support form heading: the four fields that must be filled, named as their labels are (the form's one checkbox, “It’s urgent”, is optional, so do not say “all fields”)">
          Name, email, subject and message are required.
        </Trans>
      </p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField
          label={<Trans comment="Support form field label">Name</Trans>}
          autoComplete="name"
          registration={register('name')}
          error={errorOf('name')}
        />
        <TextField
          label={<Trans comment="Support form field label">Email</Trans>}
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
          label={<Trans comment="Support form checkbox label, optional; ticking it marks the prepared email as urgent">It’s urgent</Trans>}
          hint={
            <Trans comment="Hint under the support form checkbox “It’s urgent”; keep the word URGENT in capitals and in English, our team sorts by it">
              The subject of your email will start with URGENT, so our team can give it priority.
            </Trans>
          }
          registration={register('urgent')}
        />
      </div>
      <button ref={submitRef} type="submit" className={`mt-6 w-full sm:w-auto ${buttonClass}`}>
        <Trans comment="Support form submit button; it opens the visitor's email app">Open in my email app</Trans>
      </button>
      <noscript>
        <p className="mt-3 text-muted">
          <Trans comment="Under the support form, shown only when JavaScript is turned off; the email address is shown beside the form">
            This form needs JavaScript. You can also write to us directly at the address shown on this page.
          </Trans>
        </p>
      </noscript>
    </form>
  )
}
