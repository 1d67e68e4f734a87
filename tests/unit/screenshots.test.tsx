import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { VERSES } from '../../src/content/verses'
import { HeroArt } from '../../src/features/home/screenshots/hero-art'
import { ScreenshotsSection } from '../../src/features/home/screenshots/screenshots-section'
import { renderPart, resetStore } from './render-app'

beforeEach(resetStore)

/** The screenshots section, once its code has arrived. */
async function screenshots() {
  const heading = await screen.findByRole('heading', { level: 2, name: /See how it works|Veja como funciona/ })
  return within(heading.closest('section')!)
}

describe('Bible screen sample', () => {
  it('highlights the verse, and Highlight toggles the mark off and on', async () => {
    const { container } = await renderPart('en', <ScreenshotsSection />)
    const section = await screenshots()
    const highlight = section.getByRole('button', { name: 'Highlight' })
    expect(highlight).toHaveAttribute('aria-pressed', 'true')
    expect(container.querySelector('#screenshots mark')).toHaveTextContent(VERSES.bible.en.text)

    await userEvent.click(highlight)
    expect(highlight).toHaveAttribute('aria-pressed', 'false')
    expect(container.querySelector('#screenshots mark')).toBeNull()
    expect(section.getByText(VERSES.bible.en.text)).toBeVisible()

    await userEvent.click(highlight)
    expect(highlight).toHaveAttribute('aria-pressed', 'true')
    expect(container.querySelector('#screenshots mark')).toHaveTextContent(VERSES.bible.en.text)
  })

  it('shows a note while Note is pressed, in a status a screen reader says', async () => {
    await renderPart('en', <ScreenshotsSection />)
    const section = await screenshots()
    const note = section.getByRole('button', { name: 'Note' })
    expect(note).toHaveAttribute('aria-pressed', 'false')
    expect(section.queryByText('Enough light for the next step.')).toBeNull()

    await userEvent.click(note)
    expect(note).toHaveAttribute('aria-pressed', 'true')
    expect(section.getByText('Enough light for the next step.')).toBeVisible()
    expect(section.getByText('Enough light for the next step.').closest('[role="status"]')).not.toBeNull()

    await userEvent.click(note)
    expect(section.queryByText('Enough light for the next step.')).toBeNull()
  })

  it('says the chapter is saved once Offline is pressed (Portuguese)', async () => {
    await renderPart('pt', <ScreenshotsSection />)
    const section = await screenshots()
    const offline = section.getByRole('button', { name: 'Offline' })
    const said = () => section.getAllByRole('status').map((status) => status.textContent)
    expect(said()).not.toContain('Salvo para ler offline')

    await userEvent.click(offline)
    expect(offline).toHaveAttribute('aria-pressed', 'true')
    expect(said()).toContain('Salvo para ler offline')
  })
})

describe('Mood picker sample', () => {
  it('opens with a mood chosen and its verse, and switches verses', async () => {
    await renderPart('en', <ScreenshotsSection />)
    const section = await screenshots()
    expect(section.getByRole('button', { name: 'Grateful' })).toHaveAttribute('aria-pressed', 'true')
    expect(section.getByText(VERSES.grateful.en.text)).toBeVisible()

    await userEvent.click(section.getByRole('button', { name: 'Worried' }))
    expect(section.getByRole('button', { name: 'Grateful' })).toHaveAttribute('aria-pressed', 'false')
    expect(section.getByText(VERSES.worried.en.text)).toBeVisible()
    expect(section.queryByText(VERSES.grateful.en.text)).toBeNull()
  })
})

describe('Devotional sample', () => {
  it('Like adds one to the count, said in a status, and a second press takes it back', async () => {
    await renderPart('en', <ScreenshotsSection />)
    const section = await screenshots()
    const like = section.getByRole('button', { name: 'Like' })
    const count = section.getByText('128 likes')
    expect(count).toHaveAttribute('role', 'status')
    await userEvent.click(like)
    expect(like).toHaveAttribute('aria-pressed', 'true')
    expect(count).toHaveTextContent('129 likes')
    await userEvent.click(like)
    expect(count).toHaveTextContent('128 likes')
  })
})

describe('Bible translation small print', () => {
  it('adds the abbreviation only when the name lacks it', async () => {
    await renderPart('pt', <ScreenshotsSection />)
    expect(await screen.findByText(/Textos bíblicos:/)).toHaveTextContent('Almeida 1911 (ortografia atualizada), de domínio público')
  })

  it('names the English translation with its abbreviation', async () => {
    await renderPart('en', <ScreenshotsSection />)
    expect(await screen.findByText(/Bible quotations:/)).toHaveTextContent('World English Bible (WEB), public domain.')
  })
})

describe('Hero illustration', () => {
  it('is one picture with a description in the page’s language and no heading', async () => {
    await renderPart('de', <HeroArt />)
    const art = await screen.findByRole('img', { name: /Meditation über Matthäus 11,28/ })
    expect(art.querySelector('h1, h2, h3, h4, h5, h6, button, a')).toBeNull()
  })
})
