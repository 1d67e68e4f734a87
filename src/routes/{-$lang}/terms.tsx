import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../app/page-head'
import { siteConfig } from '../../config/site'
import { TermsPage } from '../../features/legal/terms-page'

const { appName } = siteConfig

export const Route = createFileRoute('/{-$lang}/terms')({
  head: pageHead(
    msg({ comment: 'Terms page browser tab title; under 60 characters', message: `Terms of use · ${appName}` }),
    msg({
      comment: 'Terms page meta description; under 160 characters',
      message: `The terms for using the ${appName} app: your account, your content, Premium and the community rules.`,
    }),
  ),
  component: TermsPage,
})
