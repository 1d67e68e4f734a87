import { deferred } from '../../components/deferred'
import { hasTestimonialsSection } from '../../config/landing-sections'
import { siteConfig } from '../../config/site'
import { HeroSection } from './hero-section'

// Below the first screen, each section is an island (components/deferred.tsx): the prerendered
// HTML shows it from the start, and its code loads, with the whole catalog, when it comes into view.
/** Sections with nothing to press: their HTML is all they need until the page changes language. */
const STATIC = { load: 'static' } as const

const FeaturesSection = deferred('features', () => import('./features-section').then((m) => m.FeaturesSection), STATIC)
const ScreenshotsSection = deferred('screenshots', () => import('./screenshots/screenshots-section').then((m) => m.ScreenshotsSection))
const TestimonialsSection = deferred('testimonials', () => import('./testimonials-section').then((m) => m.TestimonialsSection), STATIC)
const FaqSection = deferred('faq', () => import('./faq-section').then((m) => m.FaqSection))
const NewsletterSection = deferred('newsletter', () => import('./newsletter-section').then((m) => m.NewsletterSection))

/**
 * The landing page, in the spec's order. The footer comes from the layout. A section the settings
 * leave empty is left out: the testimonials with no testimonial and no figure, the newsletter with
 * `VITE_NEWSLETTER_URL=none`.
 */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <ScreenshotsSection />
      {hasTestimonialsSection() && <TestimonialsSection />}
      <FaqSection />
      {siteConfig.hasNewsletter && <NewsletterSection />}
    </>
  )
}
