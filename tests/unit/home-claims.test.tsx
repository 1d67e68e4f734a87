// What the home page claims comes from the operator's settings (README, "Configuration"): a figure
// set to `none` is not shown, the testimonials are the file's, none, or the development samples.
import { within } from '@testing-library/react'
import { figuresAsOf, heroFigures } from 'virtual:site'
import { afterEach, describe, expect, it } from 'vitest'
import { buildWith, buildWithTestimonials, EXAMPLE, forgetBuild, NO_FIGURES, renderHomePart } from './home-build'
import { buildWith as buildSite } from './site-build'

afterEach(forgetBuild)

const testimonials = () => within(document.getElementById('testimonials')!)
const statisticLabels = () => testimonials().queryAllByRole('term').map((term) => term.textContent)
/** The line under the cards that says how the testimonials were gathered, if any. */
const gatheringNote = () => document.querySelector('#testimonials ul + p')?.textContent ?? undefined
const cardAuthors = () => [...document.querySelectorAll('#testimonials figcaption .font-semibold')].map((name) => name.textContent)

describe('the statistics show only the figures the operator set', () => {
  it('all four by default', async () => {
    await renderHomePart('en', 'TestimonialsSection')
    expect(statisticLabels()).toEqual(['Active users', 'Verses read every day', 'Average rating on the App\u00a0Store and Google\u00a0Play', 'Prayers shared'])
    expect(testimonials().getByText('4.9')).toBeInTheDocument()
  })

  it('three, two or one: each figure set to none goes with its label', async () => {
    buildWith({ stats: { rating: undefined } })
    await renderHomePart('en', 'TestimonialsSection')
    expect(statisticLabels()).toEqual(['Active users', 'Verses read every day', 'Prayers shared'])
    expect(testimonials().queryByText('4.9')).toBeNull()
    document.body.innerHTML = ''

    buildWith({ stats: { activeUsers: undefined, prayersShared: undefined } })
    await renderHomePart('de', 'TestimonialsSection')
    expect(statisticLabels()).toEqual(['Täglich gelesene Verse', 'Durchschnittliche Bewertung im App\u00a0Store und bei Google\u00a0Play'])
    document.body.innerHTML = ''

    buildWith({ stats: { ...NO_FIGURES, prayersShared: 25_000 } })
    await renderHomePart('en', 'TestimonialsSection')
    expect(statisticLabels()).toEqual(['Prayers shared'])
  })

  it('with the month they were read, in the language', async () => {
    buildSite({ figuresAsOf: { ...figuresAsOf, en: 'January 2027', de: 'Januar 2027' } })
    await renderHomePart('en', 'TestimonialsSection')
    expect(document.querySelector('#testimonials dl')!.nextElementSibling).toHaveTextContent(/^Figures as of January 2027$/)
    document.body.innerHTML = ''
    await renderHomePart('de', 'TestimonialsSection')
    expect(document.querySelector('#testimonials dl')!.nextElementSibling).toHaveTextContent(/^Stand: Januar 2027$/)
  })

  it('none: no list of figures at all, and no date', async () => {
    buildWith({ stats: NO_FIGURES })
    await renderHomePart('en', 'TestimonialsSection')
    expect(document.querySelector('#testimonials dl')).toBeNull()
    expect(testimonials().queryByText(/Figures as of/)).toBeNull()
    expect(cardAuthors()).toHaveLength(3)
  })
})

describe('the hero’s rating and user count', () => {
  const proof = () => document.getElementById('download')!.nextElementSibling
  /** The hero's figures in English, read in January 2027 (VITE_STATS_AS_OF). */
  const buildWithHeroFigures = (en: { rating?: string; activeUsers?: string }) =>
    buildSite({ heroFigures: { ...heroFigures, en }, figuresAsOf: { ...figuresAsOf, en: 'January 2027' } })

  it('both, after five stars, with the month they were read', async () => {
    buildWithHeroFigures({ rating: '4.9', activeUsers: '50,000' })
    await renderHomePart('en', 'HeroSection')
    expect(proof()!.textContent, 'the stores’ names unbroken, no line starting with the dot').toBe('4.9 out of 5 on average across the App\u00a0Store and Google\u00a0Play\u00a0· more than 50,000 active users (as of January 2027)')
    expect(proof()!.querySelector('svg')).not.toBeNull()
  })

  it('the rating alone, after five stars', async () => {
    buildWithHeroFigures({ rating: '4.7' })
    await renderHomePart('en', 'HeroSection')
    expect(proof()!.textContent).toBe('4.7 out of 5 on average across the App\u00a0Store and Google\u00a0Play (as of January 2027)')
    expect(proof()!.querySelector('svg')).not.toBeNull()
  })

  it('stars filled as far as the rating reaches, not five full ones for any rating', async () => {
    buildWithHeroFigures({ rating: '3.5' })
    buildWith({ stats: { rating: 3.5 } })
    await renderHomePart('en', 'HeroSection')
    expect(proof()!.textContent).toBe('3.5 out of 5 on average across the App\u00a0Store and Google\u00a0Play (as of January 2027)')
    // The filled stars are an inner picture 3.5 fifths as wide as the row (80), which clips them.
    const filled = proof()!.querySelector('svg svg')!
    expect([filled.getAttribute('width'), filled.getAttribute('viewBox')]).toEqual(['56', '0 0 56 16'])
  })

  it('the user count alone, without stars', async () => {
    buildWithHeroFigures({ activeUsers: '12,000' })
    await renderHomePart('en', 'HeroSection')
    expect(proof()).toHaveTextContent(/^More than 12,000 active users \(as of January 2027\)$/)
    expect(proof()!.querySelector('svg')).toBeNull()
  })

  it('neither: no line', async () => {
    buildWithHeroFigures({})
    await renderHomePart('en', 'HeroSection')
    expect(proof()).toBeNull()
    expect(document.body).not.toHaveTextContent(/out of 5|active users/)
  })

  it('says “free” only with what costs money', async () => {
    buildWithHeroFigures({ rating: '4.9' })
    await renderHomePart('en', 'HeroSection')
    expect(document.getElementById('download')).toHaveTextContent('Free · Premium optional · iPhone & Android')
  })
})

describe('the newsletter’s subscriber count', () => {
  it('shown when set, gone when none', async () => {
    await renderHomePart('en', 'NewsletterSection')
    expect(document.getElementById('newsletter')).toHaveTextContent('Join more than 1,000 subscribers.')
    document.body.innerHTML = ''

    buildWith({ stats: { subscribers: undefined } })
    await renderHomePart('en', 'NewsletterSection')
    expect(document.getElementById('newsletter')).toHaveTextContent('No spam, ever.')
    expect(document.getElementById('newsletter')).not.toHaveTextContent(/subscribers/)
  })
})

describe('the testimonials', () => {
  it('unset: the development samples, translated', async () => {
    buildWithTestimonials(null)
    await renderHomePart('en', 'TestimonialsSection')
    expect(cardAuthors()).toEqual(['Mariana S.', 'Daniel R.', 'Esther L.'])
    expect(testimonials().getByText('Testimonials')).toBeInTheDocument()
  })

  it('say under them how they were gathered and chosen, in the page’s language (UCPD art. 7(6))', async () => {
    buildWithTestimonials(EXAMPLE)
    await renderHomePart('en', 'TestimonialsSection')
    expect(gatheringNote()).toBe('These testimonials come from people we’ve confirmed have a Selah account. We chose them and publish them with their permission, translated where needed.')
    document.body.innerHTML = ''
    await renderHomePart('de', 'TestimonialsSection')
    expect(gatheringNote()).toMatch(/^Diese Erfahrungsberichte stammen von Menschen mit einem Selah-Konto/)
  })

  it('from the file: the operator’s own texts in the page’s language, no sample', async () => {
    buildWithTestimonials(EXAMPLE)
    await renderHomePart('de', 'TestimonialsSection')
    expect(cardAuthors()).toEqual(EXAMPLE.map(({ author }) => author.de))
    for (const { quote, role } of EXAMPLE) {
      expect(testimonials().getByText(quote.de)).toBeInTheDocument()
      expect(testimonials().getAllByText(role.de).length).toBeGreaterThan(0)
    }
    expect(document.body).not.toHaveTextContent(/Mariana|Daniel R\.|Esther/)
    document.body.innerHTML = ''

    await renderHomePart('pt', 'TestimonialsSection')
    expect(testimonials().getByText(EXAMPLE[0]!.quote.pt)).toBeInTheDocument()
    expect(testimonials().queryByText(EXAMPLE[0]!.quote.de)).toBeNull()
  })

  it('none: no cards, and no “Testimonials” over the figures', async () => {
    buildWithTestimonials([])
    await renderHomePart('en', 'TestimonialsSection')
    expect(testimonials().queryAllByRole('listitem')).toEqual([])
    expect(testimonials().queryByText('Testimonials')).toBeNull()
    expect(gatheringNote(), 'a note on testimonials not shown').toBeUndefined()
    expect(statisticLabels()).toHaveLength(4)
  })
})
