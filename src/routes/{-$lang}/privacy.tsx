import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../app/page-head'
import { siteConfig } from '../../config/site'
import { PrivacyPage } from '../../features/legal/privacy-page'

const { appName } = siteConfig

export const Route = createFileRoute('/{-$lang}/privacy')({
  head: pageHead(
    msg({ comment: 'Privacy page browser tab title; under 60 characters', message: `Privacy policy · ${appName}` }),
    msg({
      comment: 'Privacy page meta description; under 160 characters',
      message: `How ${appName} collects, uses and protects your data, and how to access, correct or delete it.`,
    }),
  ),
  component: PrivacyPage,
})
