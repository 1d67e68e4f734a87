import { Trans, useLingui } from '@lingui/react/macro'
import { Mail, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type RefObject } from 'react'
import { buttonClass } from '../../components/button'
import { openMailto } from '../../lib/mailto'
import { CopyField, SELECTED_NOTE } from './copy-field'
import { copyOrSelect, type CopyOutcome } from './copy-text'
import type { PreparedMail } from './prepared-mail'
import { useAnnouncement } from './use-announcement'

type Part = 'to' | 'subject' | 'body'

/** What the live region says: the mail is ready (or too long to hand over), or what a copy did. */
type News = 'ready' | 'too-long' | CopyOutcome

/** How long a copy button says "Copied". */
const COPIED_MS = 2000

interface MailPanelProps {
  /** The mail to show. None: the panel is only its live region, empty, ready to speak. */
  mail: PreparedMail | null
  /** Its heading's level where it stands: 2 beside the support form, 3 in a privacy section. */
  headingLevel: 2 | 3
  /** Hides it (its close button was pressed). */
  onDismiss: () => void
  /** The button that made it, where focus goes back when it closes (the close button is gone). */
  returnFocus: RefObject<HTMLElement | null>
  /** Its space from what comes before it, when shown (the live region takes none). */
  className?: string
}

/**
 * Where a prepared email went, for visitors whose mail program did not open (none set up, web
 * mail): the address, subject and message, each with a copy button, and a button to try the mail
 * program again. A mail too long to hand over whole (`fits` false) was not handed over: the panel
 * says so, and offers the text to copy. It stays until dismissed or replaced by the next mail. It
 * takes no focus: it comes into view, and a polite live region says a short summary.
 */
export function MailPanel({ mail, headingLevel, onDismiss, returnFocus, className = '' }: MailPanelProps) {
  const { t, i18n } = useLingui()
  const headingId = useId()
  const intro = useRef<HTMLDivElement>(null)
  const [news, announce] = useAnnouncement<News>()
  // The last copy, for the mail it was made on: a new mail starts with none.
  const [copy, setCopy] = useState<{ mail: PreparedMail; part: Part; outcome: CopyOutcome } | null>(null)
  const copiedTimer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(copiedTimer.current), [])

  useEffect(() => {
    if (!mail) return
    announce(mail.fits ? 'ready' : 'too-long')
    // Its heading and first words come into view, without taking focus and with as little scrolling
    // as that needs: the button just pressed stays in view when it can (jsdom has no scrollIntoView).
    intro.current?.scrollIntoView?.({ block: 'nearest' })
  }, [mail, announce])

  const copyPart = (part: Part) => async (field: HTMLInputElement | HTMLTextAreaElement) => {
    if (!mail) return
    const outcome = await copyOrSelect(field)
    window.clearTimeout(copiedTimer.current)
    setCopy({ mail, part, outcome })
    announce(outcome)
    if (outcome === 'copied') copiedTimer.current = window.setTimeout(() => setCopy(null), COPIED_MS)
  }
  const outcomeOf = (part: Part) => (copy && copy.mail === mail && copy.part === part ? copy.outcome : null)

  const to = mail?.to ?? ''
  const say = (what: News): string => {
    switch (what) {
      case 'ready':
        return t({
          comment: 'Said by screen readers when the site has prepared an email and opened the email app; short',
          message: 'Your email app should open now. Your message is also on this page, ready to copy.',
        })
      case 'too-long':
        return t({
          comment: 'Said by screen readers when a prepared email was too long to open in the email app; to is an email address',
          message: `Your message is too long for your email app. It is on this page, ready to copy and send to ${to}.`,
        })
      case 'copied':
        return t({ comment: 'Said by screen readers after a copy button of the prepared email copied its text', message: 'Copied' })
      case 'selected':
        return i18n._(SELECTED_NOTE)
    }
  }
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  return (
    <>
      <p role="status" className="sr-only">
        {mail && news ? say(news) : ''}
      </p>
      {mail && (
        <section aria-labelledby={headingId} className={`rounded-2xl bg-card p-5 text-base shadow-sm ring-1 ring-line sm:p-6 ${className}`}>
          <div ref={intro}>
            <div className="flex items-start justify-between gap-3">
              <Heading id={headingId} className="pt-1.5 text-xl font-bold text-brand-900 sm:text-2xl">
                <Trans comment="Heading of the panel that shows an email the site prepared (support message, deletion request)">
                  Your email, ready to send
                </Trans>
              </Heading>
              <button
                type="button"
                onClick={() => {
                  onDismiss()
                  returnFocus.current?.focus()
                }}
                aria-label={t({ comment: 'Button that closes the panel showing the prepared email (an × icon)', message: 'Close' })}
                className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-brand-50 hover:text-ink"
              >
                <X aria-hidden="true" className="size-6" />
              </button>
            </div>
            {mail.fits ? (
              <p className="mt-2 text-muted">
                <Trans comment="Panel of the prepared email, under its heading, when the email app was asked to open it">
                  Your email app should have opened with this message. If it didn’t, or if you use email in your
                  browser, copy the address, the subject and the message into a new email.
                </Trans>
              </p>
            ) : (
              <p className="mt-3 rounded-xl bg-brand-50 px-4 py-3 font-medium text-ink">
                <Trans comment="Panel of the prepared email: why the email app was not opened; to is the email address to write to">
                  This message is too long to open in your email app: it could get cut off. Copy it and paste it
                  into a new email to <span translate="no" className="[overflow-wrap:anywhere]">{to}</span>.
                </Trans>
              </p>
            )}
          </div>
          <div className="mt-5 space-y-5">
            <CopyField
              label={<Trans comment="Panel of the prepared email: label of the recipient's address">To</Trans>}
              copyLabel={<Trans comment="Panel of the prepared email: button that copies the recipient's address">Copy address</Trans>}
              value={mail.to}
              verbatim
              outcome={outcomeOf('to')}
              onCopy={copyPart('to')}
            />
            <CopyField
              label={<Trans comment="Panel of the prepared email: label of its subject (the support form's word)">Subject</Trans>}
              copyLabel={<Trans comment="Panel of the prepared email: button that copies the subject">Copy subject</Trans>}
              value={mail.subject}
              rows={1}
              outcome={outcomeOf('subject')}
              onCopy={copyPart('subject')}
            />
            <CopyField
              label={<Trans comment="Panel of the prepared email: label of its text (the support form's word)">Message</Trans>}
              copyLabel={<Trans comment="Panel of the prepared email: button that copies the message text">Copy message</Trans>}
              value={mail.body}
              rows={6}
              outcome={outcomeOf('body')}
              onCopy={copyPart('body')}
            />
          </div>
          {mail.fits && (
            <button type="button" onClick={() => openMailto(mail.url)} className={`mt-6 w-full sm:w-auto ${buttonClass}`}>
              <Mail aria-hidden="true" className="size-5" />
              <Trans comment="Panel of the prepared email: opens the email app with the same email again">
                Open in my email app again
              </Trans>
            </button>
          )}
        </section>
      )}
    </>
  )
}
