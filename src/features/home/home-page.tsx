import { deferred } from '../../components/deferred'
import { HeroSection } from './hero-section'

// Below the first screen, each section's code loads when the visitor gets near it, the signup
// form's (with its validation) when it is used: the prerendered HTML shows them from the start
// (components/deferred.tsx).
/** Their messages come with the whole catalog, not in the page's HTML (src/i18n/catalog-areas.ts). */
const LATER = { messages: 'all' } as const
/**
 * Sections with nothing to press (the feature cards, the testimonials) need their code only when
 * the page may change, so it loads after the visitor's first tap or key, not when they come near:
 * on a 412 × 823 phone the features section is within reach of the first screen, and loading it
 * there cost the first view its code, the icons and the whole catalog (about 15 KiB).
 */
const STATIC_LATER = { ...LATER, load: 'first-action' } as const

const FeaturesSection = deferred('features', () => import('./features-section').then((m) => m.FeaturesSection), STATIC_LATER)
const ScreenshotsSection = deferred('screenshots', () => import('./screenshots/screenshots-section').then((m) => m.ScreenshotsSection), LATER)
const TestimonialsSection = deferred('testimonials', () => import('./testimonials-section').then((m) => m.TestimonialsSection), STATIC_LATER)
const FaqSection = deferred('faq', () => import('./faq-section').then((m) => m.FaqSection), LATER)
/** The signup form's code and validation load when it is used: pointed at, tapped or tabbed into. */
const NewsletterSection = deferred('newsletter', () => import('./newsletter-section').then((m) => m.NewsletterSection), {
  ...LATER,
  load: 'touched',
})

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
