// The home page's settings for a test (README, "Configuration"): figures, newsletter and
// testimonials as a build would set them, and a part of the page rendered with them. Each test
// file calls `forgetBuild` after each test.
import { readFileSync } from 'node:fs'
import { vi } from 'vitest'
import type { siteConfig } from '../../src/config/site'
import { parseTestimonials, type TestimonialsSetting } from '../../src/config/testimonials-file'
import type { Locale } from '../../src/i18n/locales'
import { buildWith as buildSite } from './site-build'

export type Stats = { -readonly [K in keyof typeof siteConfig.stats]?: number | undefined }

/** The build's testimonials (VITE_TESTIMONIALS): the file's, none (`[]`) or the samples (`null`). */
export function buildWithTestimonials(testimonials: TestimonialsSetting) {
  buildSite({ testimonials, noTestimonials: testimonials?.length === 0 })
}

/** The build's settings (a VITE_STAT_* set to `none` is undefined): siteConfig as they make it. */
export function buildWith({ stats = {}, hasNewsletter = true }: { stats?: Stats; hasNewsletter?: boolean }) {
  vi.doMock('../../src/config/site', async (importOriginal) => {
    const actual = await importOriginal<typeof import('../../src/config/site')>()
    return { ...actual, siteConfig: { ...actual.siteConfig, hasNewsletter, stats: { ...actual.siteConfig.stats, ...stats } } }
  })
}

/** Renders a part of the home page in a language, everything imported afresh so that the settings take hold. */
export async function renderHomePart(locale: Locale, part: 'TestimonialsSection' | 'HeroSection' | 'NewsletterSection' | 'HomePage') {
  vi.resetModules()
  const { renderPart } = await import('./render-app')
  const modules = {
    TestimonialsSection: () => import('../../src/features/home/testimonials-section'),
    HeroSection: () => import('../../src/features/home/hero-section'),
    NewsletterSection: () => import('../../src/features/home/newsletter-section'),
    HomePage: async () => {
      // Every section's code first, as the build does, so that the page renders them all at once.
      await (await import('../../src/components/deferred')).loadDeferredParts()
      return import('../../src/features/home/home-page')
    },
  }
  const Part = ((await modules[part]()) as Record<string, () => React.JSX.Element>)[part]!
  return renderPart(locale, <Part />)
}

/** Undoes the settings a test made. */
export function forgetBuild() {
  vi.doUnmock('../../src/config/site')
  vi.resetModules()
}

/** Every figure set to `none`. */
export const NO_FIGURES: Stats = { activeUsers: undefined, dailyVerses: undefined, rating: undefined, prayersShared: undefined }

/** The operator's testimonials file as the template gives it. */
export const EXAMPLE = parseTestimonials(readFileSync('content/testimonials.example.json', 'utf8'), 'content/testimonials.example.json')
