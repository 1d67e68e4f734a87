import { msg } from '@lingui/core/macro'

/** The four landing navigation entries, shared by the header and the footer's quick links. */
export const LANDING_ANCHORS = [
  { hash: 'features', label: msg({ comment: 'Navigation link to the features section', message: 'Features' }) },
  { hash: 'screenshots', label: msg({ comment: 'Navigation link to the app screens section', message: 'Screenshots' }) },
  { hash: 'testimonials', label: msg({ comment: 'Navigation link to the testimonials section', message: 'Testimonials' }) },
  { hash: 'faq', label: msg({ comment: 'Navigation link to the frequently asked questions', message: 'FAQ' }) },
] as const
