import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderApp, resetStore } from './render-app'

beforeEach(resetStore)

async function questions() {
  // The section's code loads on demand: wait until its questions are there.
  const section = await waitFor(() => {
    const faq = document.querySelector<HTMLElement>('section#faq')
    if (!faq?.querySelector('h3 > button[aria-expanded]')) throw new Error('the FAQ is not rendered yet')
    return faq
  }, { timeout: 10_000 })
  return Array.from(section.querySelectorAll<HTMLButtonElement>('h3 > button[aria-expanded]'))
}

describe('FAQ accordion', () => {
  it('opens one answer at a time and closes the open one on a second click (English)', async () => {
    await renderApp('/en')
    const buttons = await questions()
    expect(buttons).toHaveLength(4)
    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false', 'false'])

    await userEvent.click(screen.getByRole('button', { name: 'Can I use the app offline?' }))
    const panel = screen.getByRole('region', { name: 'Can I use the app offline?' })
    expect(panel).toBeVisible()
    expect(panel).toHaveTextContent(/without internet/)
    expect(buttons[2]).toHaveAttribute('aria-controls', panel.id)

    await userEvent.click(buttons[0]!)
    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false', 'false'])
    expect(panel).not.toBeVisible()

    await userEvent.click(buttons[0]!)
    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false', 'false'])
  })

  it('works from the keyboard and states the free tier (Portuguese)', async () => {
    await renderApp('/')
    const [first] = await questions()
    first!.focus()
    await userEvent.keyboard('{Enter}')
    expect(first).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('region', { name: first!.textContent! })).toHaveTextContent(/gratuit|grátis/i)
    await userEvent.keyboard(' ')
    expect(first).toHaveAttribute('aria-expanded', 'false')
  })

  it('is followed by a contact-support mailto link', async () => {
    await renderApp('/en')
    await screen.findByRole('heading', { level: 2, name: 'Frequently asked questions' })
    const faq = document.getElementById('faq')!
    expect(within(faq).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', 'mailto:support@example.com')
  })
})
