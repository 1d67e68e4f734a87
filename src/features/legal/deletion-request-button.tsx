import { Trans, useLingui } from '@lingui/react/macro'
import { Trash2 } from 'lucide-react'
import { dangerButtonClass } from '../../components/button'
import { siteConfig } from '../../config/site'
import { buildMailto } from '../../lib/mailto'

/** The red button of the privacy page: a prefilled e-mail asking support to delete the account. */
export function DeletionRequestButton() {
  const { t } = useLingui()
  const { appName, supportEmail } = siteConfig
  const href = buildMailto(supportEmail, {
    subject: t({ comment: 'Subject of the account deletion e-mail', message: `Account deletion request: ${appName}` }),
    body: t({
      comment: 'Body of the account deletion e-mail; keep the line breaks; the visitor completes the last line',
      message: `Hello,\n\nPlease permanently delete my ${appName} account and all of its data.\n\nThe e-mail address of my account is: `,
    }),
  })
  return (
    <a href={href} className={dangerButtonClass}>
      <Trash2 aria-hidden="true" className="size-5" />
      <Trans comment="Red button on the privacy page; opens an e-mail asking to delete the account">Request account deletion</Trans>
    </a>
  )
}
