// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { catalogAreaOfPath, catalogAreasOfSources, isLaterMessage } from '../../src/i18n/catalog-areas'

describe('catalog areas', () => {
  it('name the area of each page in every language, and none for a missing page', () => {
    expect(catalogAreaOfPath('/')).toBe('home')
    expect(catalogAreaOfPath('/en')).toBe('home')
    expect(catalogAreaOfPath('/de/privacy')).toBe('legal')
    expect(catalogAreaOfPath('/terms')).toBe('legal')
    expect(catalogAreaOfPath('/fr/support/')).toBe('support')
    expect(catalogAreaOfPath('/help')).toBeUndefined()
    expect(catalogAreaOfPath('/xx/privacy')).toBeUndefined()
    expect(catalogAreaOfPath('/en/404')).toBeUndefined()
  })

  it('put a message in every area of the files that use it; none (shared) when shared code uses it too', () => {
    expect(catalogAreasOfSources(['src/features/home/faq-section.tsx'])).toEqual(['home'])
    expect(catalogAreasOfSources(['src/features/legal/privacy-page.tsx', 'src/features/legal/terms-page.tsx'])).toEqual(['legal'])
    expect(catalogAreasOfSources(['src/features/home/hero-copy.ts', 'src/seo/head-tags.ts'])).toEqual([])
    expect(catalogAreasOfSources(['src/features/home/a.tsx', 'src/features/support/b.tsx'])).toEqual(['home', 'support'])
    expect(catalogAreasOfSources([])).toEqual([])
    // The mail panel serves the legal and support areas, never home. A message it shares with the
    // support form is on the privacy page too, where the panel shows it.
    expect(catalogAreasOfSources(['src/features/mail/mail-panel.tsx'])).toEqual(['legal', 'support'])
    expect(catalogAreasOfSources(['src/features/mail/mail-panel.tsx', 'src/features/support/contact-form.tsx'])).toEqual(['legal', 'support'])
  })
})

describe('later parts of the home page', () => {
  it('leave out of the HTML only messages that nothing on the first screen writes', () => {
    expect(isLaterMessage(['src/features/home/faq-section.tsx'])).toBe(true)
    expect(isLaterMessage(['src/features/home/screenshots/bible-screen.tsx', 'src/features/home/newsletter-section.tsx'])).toBe(true)
    expect(isLaterMessage(['src/features/home/faq-section.tsx', 'src/features/home/hero-section.tsx'])).toBe(false)
    expect(isLaterMessage(['src/app/landing-anchors.ts', 'src/features/home/faq-section.tsx'])).toBe(false)
    expect(isLaterMessage([])).toBe(false)
    // The shared form parts: on the home page, only the newsletter (a later part) uses them.
    expect(isLaterMessage(['src/components/form/character-count.ts'])).toBe(true)
    expect(isLaterMessage(['src/components/form/email-field.ts'])).toBe(true)
  })
})
