import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../app/page-head'
import { siteConfig } from '../../config/site'
import { SupportPage } from '../../features/support/support-page'

const { appName } = siteConfig

export const Route = createFileRoute('/{-$lang}/support')({
  head: pageHead(
    msg({ comment: 'Support page browser tab title; under 60 characters', message: `Contact support · ${appName}` }),
    msg({
      comment: 'Support page meta description; under 160 characters',
      message: `Questions about ${appName}? Send our support team a message or an email, and we will help you.`,
    }),
  ),
  component: SupportPage,
})
