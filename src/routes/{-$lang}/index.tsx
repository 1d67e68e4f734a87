import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { siteConfig } from '../../config/site'
import { HomePage } from '../../features/home/home-page'
import { homeStructuredData } from '../../features/home/home-structured-data'
import { pageHead } from '../../i18n/page-head'

const { appName } = siteConfig

export const Route = createFileRoute('/{-$lang}/')({
  head: pageHead(
    msg({ comment: 'Home page browser tab title; under 60 characters', message: `${appName} · Daily verses, prayer and meditation` }),
    msg({
      comment: 'Home page meta description; under 160 characters',
      message: `Verses for your mood, guided meditation, the Bible, a private journal and a caring community. Download ${appName} free.`,
    }),
    { structuredData: homeStructuredData },
  ),
  component: HomePage,
})
