// The home page's sections follow from the settings too: a section with nothing to show is left
// out, and the header's link to the testimonials section is named after what it shows.
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Locale } from '../../src/i18n/locales'
import { buildWith, buildWithTestimonials, EXAMPLE, forgetBuild, NO_FIGURES, renderHomePart } from './home-build'

afterEach(forgetBuild)

describe('the link to the testimonials section is named after what it shows', () => {
  /** The section links of a whole page's header, every module imported afresh for the test's settings. */
  async function landingLinks(locale: Locale) {
    vi.resetModules()
    document.body.innerHTML = ''
    const { renderApp } = await import('./render-app')
    await renderApp(locale === 'pt' ? '/' : `/${locale}`)
    return [...document.querySelectorAll('header nav')[0]!.querySelectorAll('a')].map((link) => link.textContent)
  }

  it('testimonials: “Testimonials”', async () => {
    buildWithTestimonials(EXAMPLE)
    expect(await landingLinks('en')).toEqual(['Features', 'Screenshots', 'Testimonials', 'FAQ'])
  })

  it('none, with figures: named after the figures, in each language', async () => {
    buildWithTestimonials([])
    expect(await landingLinks('en')).toEqual(['Features', 'Screenshots', 'In numbers', 'FAQ'])
    expect(await landingLinks('pt')).toContain('Em números')
  })

  it('none, and no figure: no link to a section the page leaves out', async () => {
    buildWith({ stats: NO_FIGURES })
    buildWithTestimonials([])
    expect(await landingLinks('en')).toEqual(['Features', 'Screenshots', 'FAQ'])
  })
})

describe('the home page leaves out a section with nothing to show', () => {
  const sections = () => [...document.querySelectorAll('main section[id], section[id]')].map((section) => section.id)

  it('every section with the defaults', async () => {
    await renderHomePart('en', 'HomePage')
    await waitFor(() => expect(sections()).toEqual(['features', 'screenshots', 'testimonials', 'faq', 'newsletter']))
  })

  it('no newsletter (VITE_NEWSLETTER_URL=none), no testimonials and no figures: neither section', async () => {
    buildWith({ hasNewsletter: false, stats: NO_FIGURES })
    buildWithTestimonials([])
    await renderHomePart('en', 'HomePage')
    await waitFor(() => expect(sections()).toContain('faq'))
    expect(sections()).toEqual(['features', 'screenshots', 'faq'])
  })

  it('no testimonials but a figure: the section stays, for the figure', async () => {
    buildWith({ stats: { ...NO_FIGURES, rating: 4.8 } })
    buildWithTestimonials([])
    await renderHomePart('en', 'HomePage')
    await waitFor(() => expect(sections()).toEqual(['features', 'screenshots', 'testimonials', 'faq', 'newsletter']))
  })
})
