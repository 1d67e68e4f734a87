import { FaqSection } from './faq-section'
import { FeaturesSection } from './features-section'
import { HeroSection } from './hero-section'
import { NewsletterSection } from './newsletter-section'
import { ScreenshotsSection } from './screenshots/screenshots-section'
import { TestimonialsSection } from './testimonials-section'

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
