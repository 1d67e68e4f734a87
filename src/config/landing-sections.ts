// Whether the home page has a testimonials section, from the build's settings: not when it would
// have nothing to show (no testimonial and no figure). The home page and the navigation ask it.
import { noTestimonials } from 'virtual:site'
import { siteConfig } from './site'

/** The figures of the statistics under the testimonials (the subscribers are the newsletter's). */
const STATISTIC_FIGURES = ['activeUsers', 'dailyVerses', 'rating', 'prayersShared'] as const

/**
 * Whether the testimonials section has anything to show: a testimonial (or the development
 * samples), or a figure. Asked through `noTestimonials`, not `testimonials`: the bundler would put
 * every testimonial in every language into the page's first script to count them.
 */
export function hasTestimonialsSection(): boolean {
  return !noTestimonials || STATISTIC_FIGURES.some((figure) => siteConfig.stats[figure] !== undefined)
}
