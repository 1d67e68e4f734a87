import { deferred } from '../../components/deferred'
import { HeroSection } from './hero-section'

// Below the first screen, each section's code (and the signup form's validation) loads when the
// visitor gets near it: the prerendered HTML shows it from the start (components/deferred.tsx).
const FeaturesSection = deferred('features', () => import('./features-section').then((m) => m.FeaturesSection))
const ScreenshotsSection = deferred('screenshots', () => import('./screenshots/screenshots-section').then((m) => m.ScreenshotsSection))
const TestimonialsSection = deferred('testimonials', () => import('./testimonials-section').then((m) => m.TestimonialsSection))
const FaqSection = deferred('faq', () => import('./faq-section').then((m) => m.FaqSection))
const NewsletterSection = deferred('newsletter', () => import('./newsletter-section').then((m) => m.NewsletterSection))

/** The landing page, in the spec's order. The footer comes from the layout. */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <ScreenshotsSection />
      <TestimonialsSection />
      <FaqSection />
      <NewsletterSection />
    </>
  )
}
