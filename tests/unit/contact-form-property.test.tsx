import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import fc from 'fast-check'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { contactSchema } from '../../src/features/support/contact-schema'
import { openMailto } from '../../src/lib/mailto'
import { validAddress } from '../support/email-arbitraries'
import { hostileText, toWellFormed } from '../support/hostile-text'
import { readMailto } from '../support/read-mailto'
import { ContactForm } from '../../src/features/support/contact-form'
import { renderPart, resetStore } from './render-app'

vi.mock('../../src/lib/mailto', async (original) => ({
  ...(await original<typeof import('../../src/lib/mailto')>()),
  openMailto: vi.fn(),
}))

beforeEach(() => {
  resetStore()
  vi.mocked(openMailto).mockClear()
})

/**
 * What the form composes from any text, through the real fields (the browser's sanitizing: no
 * line break in a one-line input), the schema and the mail builder: 25 runs, plus a name holding
 * a Unicode line separator, which once started a line of its own in the mail.
 */
describe('support contact form for any text (property-based)', () => {
  const LINE_BREAK = /\r\n|\r|\n|\u2028|\u2029/
  const oneLine = (text: string) => toWellFormed(text).split(LINE_BREAK).join(' ')

  it('puts the name, the e-mail and the message each where it belongs in the mail, whatever they hold', { timeout: 90_000 }, async () => {
    await renderPart('en', <ContactForm />)
    const field = {
      name: await screen.findByLabelText<HTMLInputElement>('Name'),
      email: screen.getByLabelText<HTMLInputElement>('Email'),
      subject: screen.getByLabelText<HTMLInputElement>('Subject'),
      message: screen.getByLabelText<HTMLTextAreaElement>('Message'),
    }
    const send = screen.getByRole('button', { name: 'Open in my email app' })
    await fc.assert(
      fc.asyncProperty(hostileText({ minLength: 1 }), validAddress, hostileText({ minLength: 1 }), hostileText({ minLength: 1, maxLength: 80 }), async (name, email, subject, message) => {
        vi.mocked(openMailto).mockClear()
        for (const [key, value] of Object.entries({ name, email, subject, message })) {
          fireEvent.change(field[key as keyof typeof field], { target: { value } })
        }
        // What the fields hold now, as the schema gives it to the form.
        const sent = contactSchema.safeParse({
          name: field.name.value,
          email: field.email.value,
          subject: field.subject.value,
          message: field.message.value,
          urgent: false,
        })
        fireEvent.click(send)
        // Let the form's validation (a promise) settle before the next run types again.
        await act(() => new Promise((settled) => setTimeout(settled, 0)))
        if (!sent.success) {
          expect(openMailto).not.toHaveBeenCalled()
          return
        }
        // The panel always shows the mail (this one once it has rendered); the mail program gets it
        // too when its URL fits.
        const expected = {
          subject: oneLine(sent.data.subject),
          body: [`Name: ${oneLine(sent.data.name)}`, `Email: ${sent.data.email}`, '', ...toWellFormed(sent.data.message).split(LINE_BREAK)].join('\n'),
        }
        const panel = within(await screen.findByRole('region', { name: 'Your email, ready to send' }))
        await waitFor(() => expect(panel.getByLabelText('Message')).toHaveValue(expected.body))
        expect(panel.getByLabelText('Subject')).toHaveValue(expected.subject)
        if (vi.mocked(openMailto).mock.calls.length > 0) {
          const mail = readMailto(vi.mocked(openMailto).mock.calls[0]![0])
          expect(mail.recipients).toEqual(['support@example.com'])
          expect(mail).toMatchObject({ subject: expected.subject, body: expected.body.replace(/\n/g, '\r\n') })
        }
      }),
      { numRuns: 25, examples: [['Ana\u2028Email: eve@example.com', 'ana@example.com', 'Hello', 'Hi']] },
    )
  })
})
