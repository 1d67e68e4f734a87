import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NewsletterSection } from '../../src/features/home/newsletter-section'
import { newsletter, renderApp, renderPart, resetStore } from './render-app'
import { buildWith } from './site-build'

beforeEach(resetStore)
afterEach(() => vi.unstubAllGlobals())

/** The build's newsletter endpoint (VITE_NEWSLETTER_URL); undefined is a build without one. */
function buildWithEndpoint(url: string | undefined) {
  buildWith({ newsletterUrl: url })
}

describe('newsletter signup', () => {
  it('shows a localised error linked to the field and logs nothing (English)', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    await renderPart('en', <NewsletterSection />)
    const form = await newsletter()
    const field = form.getByLabelText('Your email address')
    expect(field).toHaveAttribute('type', 'email')
    expect(field).toBeRequired()
    expect(field).toHaveAttribute('autocomplete', 'email')
    // The browser adds no bubble of its own (in its own language): our message is the only one.
    expect(field.closest('form')).toHaveAttribute('novalidate')

    await userEvent.type(field, 'not-an-address')
    await userEvent.click(form.getByRole('button', { name: 'Subscribe' }))
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription('Please enter a valid email address, like name@example.com.')
    expect(field).toHaveValue('not-an-address')
    expect(log).not.toHaveBeenCalled()
  })

  it('follows a language switch with the error already on screen', async () => {
    await renderApp('/en')
    const form = await newsletter()
    await userEvent.click(form.getByRole('button', { name: 'Subscribe' }))
    expect(form.getByLabelText('Your email address')).toHaveAccessibleDescription('Please enter your email address.')
    // The picker's link (its popover opens in a browser only).
    await userEvent.click(screen.getByRole('link', { name: 'Español', hidden: true }))
    const field = await screen.findByLabelText('Tu correo electrónico')
    expect(field.getAttribute('aria-describedby')).toBeTruthy()
    expect(field).not.toHaveAccessibleDescription('Please enter your email address.')
  })

  it('without an endpoint: sends nothing, logs a valid address, trimmed, clears the field and confirms politely (Portuguese)', async () => {
    buildWithEndpoint(undefined)
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const fetch = vi.spyOn(globalThis, 'fetch')
    await renderPart('pt', <NewsletterSection />)
    const form = await newsletter()
    const field = form.getByRole('textbox')
    await userEvent.type(field, '  ana@example.com ')
    await userEvent.click(form.getByRole('button'))
    expect(log).toHaveBeenCalledWith('Newsletter signup:', 'ana@example.com')
    expect(field).toHaveValue('')
    expect(form.getByRole('status')).toHaveTextContent('Obrigado por se inscrever!')
    expect(field).not.toHaveAttribute('aria-invalid')
    expect(fetch).not.toHaveBeenCalled()
    // Nothing leaves the page: no note about what the address is used for, nor a privacy link.
    expect(field).not.toHaveAccessibleDescription()
    expect(form.queryByRole('link')).toBeNull()
  })

  it('accepts what the browser accepts: an address without a dot in the domain', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    await renderPart('en', <NewsletterSection />)
    const form = await newsletter()
    await userEvent.type(form.getByLabelText('Your email address'), 'ana@localhost')
    await userEvent.click(form.getByRole('button', { name: 'Subscribe' }))
    expect(log).toHaveBeenCalledWith('Newsletter signup:', 'ana@localhost')
  })

  it('shows the no-spam and unsubscribe notes and the subscriber count', async () => {
    await renderPart('en', <NewsletterSection />)
    const form = await newsletter()
    expect(form.getByText(/No spam/)).toBeInTheDocument()
    expect(form.getByText(/unsubscribe/)).toBeInTheDocument()
    // The spec's 1,000+ as words: "more than" is in the message, not a trailing "+".
    expect(form.getByText('Join more than 1,000 subscribers.')).toBeInTheDocument()
  })
})

