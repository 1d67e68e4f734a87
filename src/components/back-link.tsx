import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { useLangParams } from '../i18n/use-locale'
import { CURRENT_ON_THE_PAGE } from '../lib/link-current'

/** "Back to home", at the top of the privacy, terms and support pages. */
export function BackLink() {
  const params = useLangParams()
  return (
    <Link
      to="/{-$lang}"
      params={params}
      activeOptions={CURRENT_ON_THE_PAGE}
      className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 underline-offset-4 hover:underline print:hidden"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans comment="Link at the top of the privacy, terms and support pages">Back to home</Trans>
    </Link>
  )
}
