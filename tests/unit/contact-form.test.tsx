import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CATALOG_LOCALES } from '../../src/i18n/locales'
import { openMailto } from '../../src/lib/mailto'
import { readMailto } from '../support/read-mailto'
import { ContactForm } from '../../src/features/support/contact-form'
import { renderApp, renderPart, resetStore } from './render-app'

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
    await renderPart('en', <ContactForm />)
    await userEvent.type(await screen.findByLabelText('Name'), '   ')
    await userEvent.type(screen.getByLabelText('Email'), 'ana@')
    const name = screen.getByLabelText('Name')
    // What a screen reader reads out as focus arrives: the field's error must already be there.
    const describedOnFocus: string[] = []
    name.addEventListener('focus', () => {
      const ids = name.getAttribute('aria-describedby')?.split(' ') ?? []
      describedOnFocus.push(ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim())
    })
    await userEvent.click(screen.getByRole('button', { name: 'Open in my email app' }))

    await waitFor(() => expect(name).toHaveFocus())
    expect(describedOnFocus).toEqual(['Please enter your name.'])
    expect(name).toHaveAccessibleDescription('Please enter your name.')
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address, like name@example.com.')
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Please write your message.')
    expect(screen.getByLabelText('Email')).toHaveValue('ana@')
    expect(openMailto).not.toHaveBeenCalled()
    // The browser adds no bubble of its own: our message is the only one.
    expect(name.closest('form')).toHaveAttribute('novalidate')
  })

  it('opens a mail to support with the subject and a body holding name, e-mail and message, then clears (German)', async () => {
    await renderPart('de', <ContactForm />)
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

    // The form is empty; the message it prepared is in the panel under it (read-only, same labels).
    const form = within(screen.getByRole('form'))
    for (const label of ['Name', 'E-Mail', 'Betreff', 'Nachricht']) expect(form.getByLabelText(label)).toHaveValue('')
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Deine E-Mail-App sollte sich jetzt öffnen.'))
  })

  it('bounds name, subject and message with messages linked to their fields', async () => {
    await renderPart('en', <ContactForm />)
    const paste = async (label: string, text: string) => {
      screen.getByLabelText(label).focus()
      await userEvent.paste(text)
    }
    await screen.findByLabelText('Name')
    await paste('Name', 'n'.repeat(101))
    await paste('Email', `${'a'.repeat(250)}@b.co`)
    await paste('Subject', 's'.repeat(151))
    await paste('Message', 'm'.repeat(5001))
    await userEvent.click(screen.getByRole('button', { name: 'Open in my email app' }))
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Your name can have at most 100 characters.')
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('An email address can have at most 254 characters.')
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('The subject can have at most 150 characters.')
    // The count under the message says by how much; the schema's error says what to do.
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('1 character too many The message can have at most 5,000 characters.')
    // Nothing typed or pasted is cut short.
    expect(screen.getByLabelText('Message')).toHaveValue('m'.repeat(5001))
    expect(openMailto).not.toHaveBeenCalled()
  })
})

describe('support contact form: "It’s urgent"', () => {
  async function fill(subject: string) {
    await userEvent.type(await screen.findByLabelText('Name'), 'Ana')
    // After a send, the panel under the form shows the subject and message too: type in the form.
    const form = within(screen.getByRole('form'))
    await userEvent.type(form.getByLabelText('Email'), 'ana@example.com')
    await userEvent.type(form.getByLabelText('Subject'), subject)
    await userEvent.type(form.getByLabelText('Message'), 'I cannot log in.')
  }
  const send = () => userEvent.click(screen.getByRole('button', { name: 'Open in my email app' }))
  const sentSubject = (call = 0) => readMailto(vi.mocked(openMailto).mock.calls[call]![0]).subject

  it.each(CATALOG_LOCALES)('%s: the note under the heading names each field that must be filled, and not the optional checkbox', async (locale) => {
    await renderPart(locale, <ContactForm />)
    const form = await screen.findByRole('form')
    const note = form.querySelector('h2 + p')?.textContent?.toLowerCase() ?? ''
    const fields = within(form).getAllByRole('textbox') as (HTMLInputElement | HTMLTextAreaElement)[]
    expect(fields).toHaveLength(4)
    for (const field of fields) expect(note, locale).toContain(field.labels![0]!.textContent!.toLowerCase())
    expect(note, locale).not.toContain(within(form).getByRole('checkbox').closest('label')!.textContent!.toLowerCase())
  })

  it('is a real checkbox, unticked, that explains what it does', async () => {
    await renderPart('en', <ContactForm />)
    const box = await screen.findByRole('checkbox', { name: 'It’s urgent' })
    expect(box).not.toBeChecked()
    expect(box).not.toBeRequired()
    expect(box).toHaveAccessibleDescription(/start with URGENT/)
  })

  it('puts URGENT at the start of the subject, then resets with the form', async () => {
    await renderPart('en', <ContactForm />)
    await fill('Login problem')
    await userEvent.click(screen.getByRole('checkbox', { name: 'It’s urgent' }))
    await send()
    expect(sentSubject()).toBe('URGENT: Login problem')
    expect(screen.getByRole('checkbox', { name: 'It’s urgent' })).not.toBeChecked()

    await fill('Another question')
    await send()
    expect(sentSubject(1)).toBe('Another question')
  })

  it('a tap on the label ticks it, and an URGENT already typed is not doubled (Portuguese)', async () => {
    await renderPart('pt', <ContactForm />)
    await userEvent.type(await screen.findByLabelText('Nome'), 'Ana')
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com')
    await userEvent.type(screen.getByLabelText('Assunto'), 'URGENT: não consigo entrar')
    await userEvent.type(screen.getByLabelText('Mensagem'), 'Socorro')
    const box = screen.getByRole<HTMLInputElement>('checkbox')
    await userEvent.click(screen.getByText(box.labels![0]!.textContent!))
    expect(box).toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: /e-mail/i }))
    expect(sentSubject()).toBe('URGENT: não consigo entrar')
  })
})

describe('support contact form and languages', () => {
  it('keeps what was typed, and its errors, across a language switch', async () => {
    await renderApp('/en/support')
    await userEvent.type(await screen.findByLabelText('Message'), 'Half-written message')
    await userEvent.click(screen.getByRole('button', { name: 'Open in my email app' }))
    // The picker's link (its popover opens in a browser only).
    await userEvent.click(screen.getByRole('link', { name: 'Português', hidden: true }))
    const message = await screen.findByLabelText('Mensagem')
    expect(message).toHaveValue('Half-written message')
    expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Nome')).not.toHaveAccessibleDescription('Please enter your name.')
  })
})

describe('support contact form: the message stays on the page after a send', () => {
  /** Fills the form by pasting (long texts type slowly) and sends it. */
  async function send(labels: Record<'name' | 'email' | 'subject' | 'message' | 'submit', string>, values: Record<'name' | 'email' | 'subject' | 'message', string>) {
    await screen.findByLabelText(labels.name)
    const form = within(screen.getByRole('form'))
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      form.getByLabelText(labels[field]).focus()
      await userEvent.paste(values[field])
    }
    await userEvent.click(form.getByRole('button', { name: labels.submit }))
  }
  const EN = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message', submit: 'Open in my email app' }
  const PT = { name: 'Nome', email: 'E-mail', subject: 'Assunto', message: 'Mensagem', submit: 'Abrir no meu programa de e-mail' }

  it('shows the address and the exact message under the emptied form, announced in short, without taking focus (English)', async () => {
    await renderPart('en', <ContactForm />)
    await send(EN, { name: 'Ana', email: 'ana@example.com', subject: 'Login problem', message: 'Line one\nLine two & 100%' })

    expect(openMailto).toHaveBeenCalledTimes(1)
    const url = vi.mocked(openMailto).mock.calls[0]![0]
    const panel = within(screen.getByRole('region', { name: 'Your email, ready to send' }))
    expect(panel.getByLabelText('To')).toHaveValue('support@example.com')
    expect(panel.getByLabelText('Subject')).toHaveValue('Login problem')
    const body = 'Name: Ana\nEmail: ana@example.com\n\nLine one\nLine two & 100%'
    expect(panel.getByLabelText('Message')).toHaveValue(body)
    // Exactly what the mail carries (which has CRLF line breaks).
    expect(readMailto(url).body).toBe(body.replace(/\n/g, '\r\n'))
    expect(panel.getByLabelText('Message')).toHaveAttribute('readonly')

    const form = within(screen.getByRole('form'))
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(form.getByLabelText(label)).toHaveValue('')
    expect(form.getByRole('button', { name: EN.submit })).toHaveFocus()
    const status = screen.getByRole('status')
    await waitFor(() => expect(status).toHaveTextContent('Your email app should open now. Your message is also on this page, ready to copy.'))
    expect(status).not.toHaveTextContent('Line one')
  })

  it('opens the same mail again, stays while the visitor types, and closes back to the send button (English)', async () => {
    await renderPart('en', <ContactForm />)
    await send(EN, { name: 'Ana', email: 'ana@example.com', subject: 'Hello', message: 'Question' })
    const url = vi.mocked(openMailto).mock.calls[0]![0]
    const region = screen.getByRole('region', { name: 'Your email, ready to send' })

    await userEvent.click(within(region).getByRole('button', { name: 'Open in my email app again' }))
    expect(openMailto).toHaveBeenCalledTimes(2)
    expect(vi.mocked(openMailto).mock.calls[1]![0]).toBe(url)

    await userEvent.type(within(screen.getByRole('form')).getByLabelText('Name'), 'Bo')
    expect(region).toBeInTheDocument()
    expect(within(region).getByLabelText('Message')).toHaveValue('Name: Ana\nEmail: ana@example.com\n\nQuestion')

    await userEvent.click(within(region).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('region', { name: 'Your email, ready to send' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: EN.submit })).toHaveFocus()
  })

  it('does not hand a mailto: URL over 2,000 characters to the mail program: it says why and shows the whole text (Portuguese)', async () => {
    await renderPart('pt', <ContactForm />)
    // 400 × “ç” is 2,400 characters once percent-encoded (%C3%A7), well within the form's 5,000.
    const message = `Olá!\n${'ç'.repeat(400)}\nFim.`
    await send(PT, { name: 'Ana', email: 'ana@example.com', subject: 'Longa', message })

    expect(openMailto).not.toHaveBeenCalled()
    const panel = within(screen.getByRole('region', { name: 'Seu e-mail, pronto para enviar' }))
    expect(panel.getByText(/longa demais para ser aberta no seu programa de e-mail/)).toHaveTextContent('support@example.com')
    expect(panel.getByLabelText('Mensagem')).toHaveValue(`Nome: Ana\nE-mail: ana@example.com\n\n${message}`)
    expect(panel.getByLabelText('Assunto')).toHaveValue('Longa')
    // Nothing to open again: the mail program never had it.
    expect(panel.queryByRole('button', { name: /de novo/ })).not.toBeInTheDocument()
    expect(within(screen.getByRole('form')).getByLabelText('Mensagem')).toHaveValue('')
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Sua mensagem é longa demais para o seu programa de e-mail. Ela está nesta página, pronta para você copiar e enviar para support@example.com.',
      ),
    )
  })
})
