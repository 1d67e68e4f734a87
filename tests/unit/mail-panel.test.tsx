import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MailPanel } from '../../src/features/mail/mail-panel'
import { prepareMail } from '../../src/features/mail/prepared-mail'
import { activateLocale } from '../../src/i18n/activate'
import type { Locale } from '../../src/i18n/locales'
import { openMailto } from '../../src/lib/mailto'
import { renderApp, resetStore } from './render-app'

vi.mock('../../src/lib/mailto', async (original) => ({
  ...(await original<typeof import('../../src/lib/mailto')>()),
  openMailto: vi.fn(),
}))

beforeEach(() => {
  resetStore()
  vi.mocked(openMailto).mockClear()
})

const TO = 'support@example.com'
const SUBJECT = 'Login problem'
const BODY = 'Name: Ana\nE-mail: ana@example.com\n\nI cannot log in.'

async function renderPanel(locale: Locale) {
  await activateLocale(locale)
  const mail = prepareMail(TO, SUBJECT, BODY)
  render(
    <I18nProvider i18n={i18n}>
      <MailPanel mail={mail} headingLevel={2} onDismiss={() => {}} returnFocus={{ current: null }} />
    </I18nProvider>,
  )
  return { mail }
}

/** Every text the live region shows, in order: each announcement is a change a screen reader reads. */
function recordTexts(element: HTMLElement): string[] {
  const texts: string[] = []
  new MutationObserver(() => texts.push(element.textContent ?? '')).observe(element, { childList: true, subtree: true, characterData: true })
  return texts
}

describe('mail panel: copy buttons', () => {
  let restoreClipboard: (() => void) | undefined
  afterEach(() => {
    restoreClipboard?.()
    restoreClipboard = undefined
  })

  it('copy each part to the clipboard, say “Copied” for a moment, and announce each copy anew (French)', async () => {
    const user = userEvent.setup()
    await renderPanel('fr')
    const status = screen.getByRole('status')
    const said = recordTexts(status)

    await user.click(screen.getByRole('button', { name: 'Copier le message' }))
    expect(await navigator.clipboard.readText()).toBe(BODY)
    expect(screen.getByRole('button', { name: 'Copié' })).toBeInTheDocument()
    await waitFor(() => expect(status).toHaveTextContent('Copié'))

    await user.click(screen.getByRole('button', { name: 'Copier l’adresse' }))
    expect(await navigator.clipboard.readText()).toBe(TO)
    // Only the last button says it; the message's is back to its own words.
    expect(screen.getByRole('button', { name: 'Copier le message' })).toBeInTheDocument()
    await waitFor(() => expect(said.filter((text) => text === 'Copié')).toHaveLength(2))
    expect(said).toContain('')

    await user.click(screen.getByRole('button', { name: 'Copier l’objet' }))
    expect(await navigator.clipboard.readText()).toBe(SUBJECT)
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Copié' })).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Copier l’objet' })).toBeInTheDocument()
  })

  it('select the text instead when the browser refuses the clipboard, say so, and throw nothing (English)', async () => {
    const user = userEvent.setup()
    const refuse = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'))
    restoreClipboard = () => refuse.mockRestore()
    await renderPanel('en')

    await user.click(screen.getByRole('button', { name: 'Copy message' }))
    const field = screen.getByLabelText<HTMLTextAreaElement>('Message')
    const note = 'Your browser did not allow copying. The text is selected: copy it with your device’s Copy command.'
    await waitFor(() => expect(field).toHaveFocus())
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, BODY.length])
    expect(field).toHaveAccessibleDescription(note)
    expect(screen.queryByRole('button', { name: 'Copied' })).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(note))
  })

  it('select the text when there is no clipboard at all, as on a page not served over https (English)', async () => {
    const user = userEvent.setup()
    const own = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard')
    Object.defineProperty(window.navigator, 'clipboard', { value: undefined, configurable: true })
    restoreClipboard = () => own && Object.defineProperty(window.navigator, 'clipboard', own)
    await renderPanel('en')

    await user.click(screen.getByRole('button', { name: 'Copy address' }))
    const field = screen.getByLabelText<HTMLInputElement>('To')
    await waitFor(() => expect(field).toHaveFocus())
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, TO.length])
  })
})

describe('mail panel: the account-deletion button of the privacy page', () => {
  it('stays a mailto: link; a press opens that mail and shows it with copy buttons, and closing goes back to the button (German)', async () => {
    await renderApp('/de/privacy')
    const link = await screen.findByRole('link', { name: 'Kontolöschung anfordern' })
    const href = link.getAttribute('href')!
    expect(href).toMatch(/^mailto:support@example\.com\?subject=/)

    await userEvent.click(link)
    expect(openMailto).toHaveBeenCalledTimes(1)
    expect(openMailto).toHaveBeenCalledWith(href)
    expect(link).toHaveAttribute('href', href)

    const region = screen.getByRole('region', { name: 'Deine E-Mail, bereit zum Senden' })
    const panel = within(region)
    expect(panel.getByRole('heading', { level: 3 })).toHaveTextContent('Deine E-Mail, bereit zum Senden')
    expect(panel.getByLabelText('An')).toHaveValue('support@example.com')
    expect(panel.getByLabelText('Betreff')).toHaveValue('Anfrage zur Kontolöschung: Selah')
    expect(panel.getByLabelText('Nachricht')).toHaveValue(
      'Hallo,\n\nhiermit bitte ich darum, mein Selah-Konto und alle dazugehörigen Daten dauerhaft zu löschen.\n\nDie E-Mail-Adresse meines Kontos lautet: ',
    )
    for (const name of ['Adresse kopieren', 'Betreff kopieren', 'Nachricht kopieren', 'Erneut in der E-Mail-App öffnen']) {
      expect(panel.getByRole('button', { name })).toBeInTheDocument()
    }
    expect(link).toHaveFocus()
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Deine E-Mail-App sollte sich jetzt öffnen.'))

    await userEvent.click(panel.getByRole('button', { name: 'Schließen' }))
    expect(region).not.toBeInTheDocument()
    expect(link).toHaveFocus()
  })
})
