// @vitest-environment jsdom
// (jsdom: happy-dom puts a space before the full stop after a link in an accessible description)
// The newsletter form of a build with an endpoint (VITE_NEWSLETTER_URL); newsletter.test.tsx has the form itself.
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createMemoryHistory, RouterContextProvider } from '@tanstack/react-router'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { siteConfig } from '../../src/config/site'
import { NewsletterSection } from '../../src/features/home/newsletter-section'
import { activateLocale } from '../../src/i18n/activate'
import { localizePath } from '../../src/i18n/locale-path'
import type { Locale } from '../../src/i18n/locales'
import { createAppRouter } from '../../src/router'
import { newsletter, renderApp, resetStore } from './render-app'
import { server } from './setup'
import { buildWith } from './site-build'

beforeEach(resetStore)
afterEach(() => {
  server.resetHandlers()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const ENDPOINT = 'https://newsletter.example.net/subscribe'

/** The build's newsletter endpoint (VITE_NEWSLETTER_URL); undefined is a build without one. */
function buildWithEndpoint(url: string | undefined) {
  buildWith({ newsletterUrl: url })
}

/**
 * The section alone, in a language, with the site's router around it: a build with an endpoint
 * links the privacy policy, and a link inside the site needs the router.
 */
async function renderWithRouter(locale: Locale) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [localizePath('/', locale)] }) })
  await activateLocale(locale)
  await act(() => router.load())
  return render(
    <I18nProvider i18n={i18n}>
      <RouterContextProvider router={router}>
        <NewsletterSection />
      </RouterContextProvider>
    </I18nProvider>,
  )
}

/** The endpoint's requests, each answered by `answer` (msw fails the test on any other request). */
function endpoint(answer: () => Response | Promise<Response>) {
  const requests: Request[] = []
  server.use(
    http.post(ENDPOINT, ({ request }) => {
      requests.push(request.clone())
      return answer()
    }),
  )
  return requests
}

/** An answer that waits until the test releases it, to look at the form while it waits. */
function heldAnswer(status = 201) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  return { release, answer: () => released.then(() => new HttpResponse(null, { status })) }
}

/** Shows the section in a language (in its whole page, to switch languages), types an address into the newsletter form and presses Subscribe. */
async function subscribe(locale: Locale, address: string, { wholePage = false } = {}) {
  if (wholePage) await renderApp(locale === 'pt' ? '/' : `/${locale}`)
  else await renderWithRouter(locale)
  const form = await newsletter()
  const field = form.getByRole('textbox')
  const button = form.getByRole('button')
  await userEvent.type(field, address)
  await userEvent.click(button)
  return { form, field, button }
}

/** The thanks of a build with an endpoint: the newsletter service then asks to confirm the address (double opt-in). */
const CONFIRM = 'Almost done: check your inbox and confirm your address.'

const MESSAGES = {
  rateLimited: 'Too many attempts in a short time. Please try again in a few minutes.',
  rejected: 'Our newsletter service didn’t accept this address. Please check it and try again.',
  unreachable: 'We couldn’t reach our newsletter service. Please try again later.',
}

describe('newsletter signup with an endpoint (VITE_NEWSLETTER_URL)', () => {
  beforeEach(() => buildWithEndpoint(ENDPOINT))

  it('says what the address is for, with the privacy policy of the page’s language, as the field’s description', async () => {
    for (const [locale, privacy] of [['en', '/en/privacy'], ['pt', '/privacy']] as const) {
      const view = await renderWithRouter(locale)
      const form = await newsletter()
      const field = form.getByRole('textbox')
      const link = form.getByRole('link')
      expect(link).toHaveAttribute('href', privacy)
      // The note is read with the field, link and all.
      const note = document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)
      expect(note).toContainElement(link)
      if (locale === 'en') {
        expect(field).toHaveAccessibleDescription(`${siteConfig.operator.name} uses your address only to send you the newsletter. You can access, correct or delete it at any time, as our privacy policy explains.`)
        expect(link).toHaveAccessibleName('privacy policy')
      }
      // An error joins the note in the description; it does not replace it.
      await userEvent.click(form.getByRole('button'))
      // Validation runs asynchronously (react-hook-form): wait for the error, then read the description.
      await waitFor(() => expect(field.getAttribute('aria-describedby')!.split(' ')).toHaveLength(2))
      expect(note).toBeInTheDocument()
      view.unmount()
    }
  })

  it('posts the trimmed address and the page language as JSON, says it is busy, then thanks and clears (Portuguese)', async () => {
    const log = vi.spyOn(console, 'log')
    const held = heldAnswer(201)
    const requests = endpoint(held.answer)
    const { form, field, button } = await subscribe('pt', '  ana@example.com ')

    await waitFor(() => expect(requests).toHaveLength(1))
    expect(form.getByRole('status')).toHaveTextContent('Enviando sua inscrição…')
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toHaveFocus()
    expect(field).toHaveValue('ana@example.com')

    held.release()
    // In the page's language: ask to confirm the address (double opt-in is the provider's).
    await waitFor(() => expect(form.getByRole('status')).toHaveTextContent('Falta pouco: abra sua caixa de entrada e confirme seu e-mail.'))
    expect(form.getByRole('status')).not.toHaveTextContent('Obrigado por se inscrever!')
    expect(field).toHaveValue('')
    expect(button).not.toHaveAttribute('aria-disabled')
    expect(form.getByRole('alert')).toBeEmptyDOMElement()

    const [request] = requests as [Request]
    expect(request.headers.get('content-type')).toBe('application/json')
    expect(request.credentials).toBe('omit')
    expect(await request.json()).toStrictEqual({ email: 'ana@example.com', language: 'pt' })
    expect(log).not.toHaveBeenCalled()
  })

  it.each([
    [400, MESSAGES.rejected],
    [422, MESSAGES.rejected],
    [429, MESSAGES.rateLimited],
    [500, MESSAGES.unreachable],
  ])('answered %i: says why in the alert, keeps the address and lets the visitor try again', async (status, message) => {
    endpoint(() => new HttpResponse(null, { status }))
    const { form, field, button } = await subscribe('en', 'ana@example.com')

    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(message))
    expect(field).toHaveValue('ana@example.com')
    expect(form.getByRole('status')).toBeEmptyDOMElement()
    expect(button).not.toHaveAttribute('aria-disabled')
  })

  it('a network error: says the service could not be reached; the next try goes through', async () => {
    const requests = endpoint(() => HttpResponse.error())
    const { form, field, button } = await subscribe('en', 'ana@example.com')
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(MESSAGES.unreachable))
    expect(field).toHaveValue('ana@example.com')

    server.resetHandlers()
    const retried = endpoint(() => new HttpResponse(null, { status: 200 }))
    await userEvent.click(button)
    await waitFor(() => expect(form.getByRole('status')).toHaveTextContent(CONFIRM))
    expect(form.getByRole('alert')).toBeEmptyDOMElement()
    expect(field).toHaveValue('')
    expect(requests).toHaveLength(1)
    expect(await retried[0]!.json()).toStrictEqual({ email: 'ana@example.com', language: 'en' })
  })

  it('an endpoint that does not answer: gives up after ten seconds, keeps the address', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const requests = endpoint(async () => {
      await delay('infinite')
      return new HttpResponse(null, { status: 201 })
    })
    await renderWithRouter('en')
    const form = await newsletter()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.type(form.getByRole('textbox'), 'ana@example.com')
    await user.click(form.getByRole('button'))
    await waitFor(() => expect(requests).toHaveLength(1))

    await vi.advanceTimersByTimeAsync(9_000)
    expect(form.getByRole('status')).toHaveTextContent('Subscribing…')
    expect(form.getByRole('alert')).toBeEmptyDOMElement()
    await vi.advanceTimersByTimeAsync(1_500)
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(MESSAGES.unreachable))
    expect(form.getByRole('textbox')).toHaveValue('ana@example.com')
  })

  it('a second press or Enter while the first is on its way sends nothing more', async () => {
    const held = heldAnswer(201)
    const requests = endpoint(held.answer)
    const { form, field, button } = await subscribe('en', 'ana@example.com')
    await waitFor(() => expect(requests).toHaveLength(1))

    await userEvent.click(button)
    await userEvent.type(field, '{Enter}')
    held.release()
    await waitFor(() => expect(form.getByRole('status')).toHaveTextContent(CONFIRM))
    expect(requests).toHaveLength(1)
  })

  it('the reason follows a language switch, and goes once the visitor types again', async () => {
    endpoint(() => new HttpResponse(null, { status: 429 }))
    const { form } = await subscribe('en', 'ana@example.com', { wholePage: true })
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(MESSAGES.rateLimited))

    // The picker's link (its popover opens in a browser only).
    await userEvent.click(screen.getByRole('link', { name: 'Español', hidden: true }))
    const field = await screen.findByLabelText('Tu correo electrónico')
    const alert = within(document.getElementById('newsletter')!).getByRole('alert')
    await waitFor(() => expect(alert).toHaveTextContent('Demasiados intentos en poco tiempo. Vuelve a intentarlo en unos minutos.'))
    expect(field).toHaveValue('ana@example.com')

    await userEvent.type(field, 'x')
    expect(alert).toBeEmptyDOMElement()
  })
})
