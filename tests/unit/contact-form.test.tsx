import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { openMailto } from '../../src/lib/mailto'
import { readMailto } from '../support/read-mailto'
import { renderApp, resetStore } from './render-app'

vi.mock('../../src/lib/mailto', async (original) => ({
  ...(await original<typeof import('../../src/lib/mailto')>()),
  openMailto: vi.fn(),
}))

beforeEach(() => {
  resetStore()
  vi.mocked(openMailto).mockClear()
})

describe('support contact form', () => {
  it('shows localised errors linked to the fields and focuses the first invalid one (English)', async () => {
    await renderApp('/en/support')
    await userEvent.type(await screen.findByLabelText('Name'), '   ')
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@')
    await userEvent.click(screen.getByRole('button', { name: 'Open in my e-mail app' }))

    const name = screen.getByLabelText('Name')
    expect(name).toHaveFocus()
    expect(name).toHaveAccessibleDescription('Please enter your name.')
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Please enter a valid e-mail address, like name@example.com.')
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Please write your message.')
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@')
    expect(openMailto).not.toHaveBeenCalled()
  })

  it('opens a mail to support with the subject and a body holding name, e-mail and message, then clears (German)', async () => {
    await renderApp('/de/support')
    const text = 'Hallo & willkommen? #1 100%\nZweite Zeile 🙏'
    await userEvent.type(await screen.findByLabelText('Name'), 'Jörg')
    await userEvent.type(screen.getByLabelText('E-Mail'), 'joerg@example.com')
    await userEvent.type(screen.getByLabelText('Betreff'), 'Frage&bcc=evil@example.com')
    await userEvent.type(screen.getByLabelText('Nachricht'), text)
    await userEvent.click(screen.getByRole('button', { name: /E-Mail/ }))

    expect(openMailto).toHaveBeenCalledTimes(1)
    const mail = readMailto(vi.mocked(openMailto).mock.calls[0]![0])
    expect(mail.recipients).toEqual(['support@example.com'])
    expect(mail.subject).toBe('Frage&bcc=evil@example.com')
    expect(mail.body).toContain('Jörg')
    expect(mail.body).toContain('joerg@example.com')
    expect(mail.body).toContain(text.replace('\n', '\r\n'))
    expect(mail.headers).toEqual(['subject', 'body'])

    for (const label of ['Name', 'E-Mail', 'Betreff', 'Nachricht']) expect(screen.getByLabelText(label)).toHaveValue('')
    expect(screen.getByRole('status')).not.toBeEmptyDOMElement()
  })
})

describe('support contact form and languages', () => {
  it('keeps what was typed, and its errors, across a language switch', async () => {
    await renderApp('/en/support')
    await userEvent.type(await screen.findByLabelText('Message'), 'Half-written message')
    await userEvent.click(screen.getByRole('button', { name: 'Open in my e-mail app' }))
    await userEvent.click(screen.getByRole('button', { name: /^Language:/ }))
    await userEvent.click(screen.getByRole('link', { name: 'Português' }))
    const message = await screen.findByLabelText('Mensagem')
    expect(message).toHaveValue('Half-written message')
    expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Nome')).not.toHaveAccessibleDescription('Please enter your name.')
  })
})
