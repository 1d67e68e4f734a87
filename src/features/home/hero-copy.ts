import { msg } from '@lingui/core/macro'

/** The hero's promise, shared by the page and the share picture made at build time. */
export const heroTitle = msg({ comment: 'Home page main heading (h1)', message: 'Find peace in God’s Word, one day at a time' })

export const heroSubtitle = msg({
  comment: 'Hero subtitle under the main heading',
  message: 'Verses for how you feel, prayer and quiet reflection in one app.',
})
