import { Trans, useLingui } from '@lingui/react/macro'
import { Trash2 } from 'lucide-react'
import { useRef, useState } from 'react'
import { dangerButtonClass } from '../../components/button'
import { siteConfig } from '../../config/site'
import { MailPanel } from '../mail/mail-panel'
import { handOver, prepareMail, type PreparedMail } from '../mail/prepared-mail'

/**
 * The red button of the privacy page: a prefilled email asking support to delete the account. A
 * real `mailto:` link, which works before the page is hydrated; once it is, a press also shows the
 * email on the page (`MailPanel`), for visitors whose mail program does not open.
 */
export function DeletionRequestButton() {
  const { t } = useLingui()
  const { appName, supportEmail } = siteConfig
  const request = prepareMail(
    supportEmail,
    t({ comment: 'Subject of the account deletion email', message: `Account deletion request: ${appName}` }),
    t({
      comment: 'Body of the account deletion email; keep the line breaks; the visitor completes the last line',
      message: `Hello,\n\nPlease permanently delete my ${appName} account and all of its data.\n\nThe email address for my account is: `,
    }),
  )
  const [shown, setShown] = useState<PreparedMail | null>(null)
  const link = useRef<HTMLAnchorElement>(null)
  return (
    <div>
      <a
        ref={link}
        href={request.url}
        className={dangerButtonClass}
        onClick={(event) => {
          event.preventDefault()
          handOver(request)
          // A copy: each press is a new mail to the panel, announced again.
          setShown({ ...request })
        }}
      >
        <Trash2 aria-hidden="true" className="size-5" />
        <Trans comment="Red button on the privacy page; opens an email asking to delete the account">Request account deletion</Trans>
      </a>
      <MailPanel mail={shown} headingLevel={3} className="mt-4" onDismiss={() => setShown(null)} returnFocus={link} />
    </div>
  )
}
