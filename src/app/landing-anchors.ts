import { msg } from '@lingui/core/macro'
import { noTestimonials } from 'virtual:site'
import { hasTestimonialsSection } from '../config/landing-sections'

/** The four landing navigation entries, shared by the header and the footer's quick links. */
const ALL_ANCHORS = [
  { hash: 'features', label: msg({ comment: 'Navigation link to the features section', message: 'Features' }) },
  { hash: 'screenshots', label: msg({ comment: 'Navigation link to the app screens section', message: 'Screenshots' }) },
  {
    hash: 'testimonials',
    // Named after what the section shows: testimonials, or the figures alone. A literal the bundler
    // sees, so that a page carries only the name it shows (and its catalog only that message).
    label: !noTestimonials
      ? msg({ comment: 'Navigation link to the testimonials section', message: 'Testimonials' })
      : msg({ comment: 'Navigation link to the testimonials section when the operator has set no testimonial: it then shows only the app’s figures (active users, average rating…)', message: 'In numbers' }),
  },
  { hash: 'faq', label: msg({ comment: 'Navigation link to the frequently asked questions', message: 'FAQ' }) },
] as const

/**
 * The entries whose section the home page has: no testimonials link when the settings leave that
 * section out, and one named after the figures when they are all it shows.
 */
export const LANDING_ANCHORS = ALL_ANCHORS.filter(({ hash }) => hash !== 'testimonials' || hasTestimonialsSection())
