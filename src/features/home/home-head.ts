import { msg } from '@lingui/core/macro'
import { siteConfig } from '../../config/site'

const { appName } = siteConfig

/** The home page's browser tab title. */
export const homeTitle = msg({ comment: 'Home page browser tab title; under 60 characters', message: `${appName} · Daily verses, prayer and meditation` })

/** The home page's meta description, also the description of its JSON-LD (src/entry-server.tsx). */
export const homeDescription = msg({
  comment: 'Home page meta description; under 160 characters',
  message: `Verses for your mood, guided meditation, the Bible, a private journal and a caring community. Download ${appName} free.`,
})
