import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useSiteStore } from '../../src/stores/site-store'
import { renderApp, resetStore } from './render-app'

beforeEach(resetStore)

const pickerButton = (name: RegExp) => screen.findByRole('button', { name })
/** The picker's popover, closed (jsdom has no popovers; opening and closing is the browser's: tests/e2e/language-picker.spec.ts). */
const menuOf = (button: HTMLElement) => document.getElementById(button.getAttribute('popovertarget')!)!

describe('language picker', () => {
  it('names the current language and lists all five by their own names, as links to the same page', async () => {
    await renderApp('/en/privacy')
    const button = await pickerButton(/^Language: English$/)
    expect(button).toHaveTextContent('English')
    const menu = menuOf(button)
    expect(menu).toHaveAttribute('popover', 'auto')
    const links = within(menu).getAllByRole('link', { hidden: true })
    expect(links.map((l) => l.textContent)).toEqual(['Português', 'English', 'Español', 'Français', 'Deutsch'])
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/privacy', '/en/privacy', '/es/privacy', '/fr/privacy', '/de/privacy'])
    // `lang` is each name's language as <html lang> gives it; `hreflang` the value search engines take (Spanish: es).
    expect(links.map((l) => l.getAttribute('hreflang'))).toEqual(['pt-BR', 'en', 'es', 'fr', 'de'])
    expect(links.map((l) => l.getAttribute('lang'))).toEqual(['pt-BR', 'en', 'es-419', 'fr', 'de'])
    // What the page's inline script saves when one is followed before hydration.
    expect(links.map((l) => l.dataset.locale)).toEqual(['pt', 'en', 'es', 'fr', 'de'])
    expect(links.map((l) => l.getAttribute('aria-current'))).toEqual([null, 'true', null, null, null])
    for (const link of links) expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
    // Latin American Spanish: a neutral tile, not Spain's flag.
    expect(links.map((l) => l.querySelector('svg')?.getAttribute('data-flag'))).toEqual(['br', 'gb', 'es-419', 'fr', 'de'])
  })

  it('mirrors in the store whether the popover is open', async () => {
    await renderApp('/en')
    const menu = menuOf(await pickerButton(/^Language: English$/))
    const toggle = (newState: 'open' | 'closed') => menu.dispatchEvent(Object.assign(new Event('toggle'), { newState }))
    toggle('open')
    await waitFor(() => expect(useSiteStore.getState().languageMenuOpen).toBe(true))
    toggle('closed')
    await waitFor(() => expect(useSiteStore.getState().languageMenuOpen).toBe(false))
  })

  it('switches every text, the URL and <html lang>, and saves the choice', async () => {
    const { router } = await renderApp('/en/terms')
    const menu = menuOf(await pickerButton(/^Language: English$/))
    await userEvent.click(within(menu).getByRole('link', { name: 'Français', hidden: true }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Conditions d’utilisation' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/fr/terms')
    expect(document.documentElement.lang).toBe('fr')
    expect(screen.queryByText('Terms of use')).not.toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem('language')!).state.language).toBe('fr')
    expect(await pickerButton(/Français$/)).toHaveFocus()
  })

  it('goes back to unprefixed URLs when Portuguese is chosen', async () => {
    const { router } = await renderApp('/de/support')
    const menu = menuOf(await pickerButton(/Deutsch$/))
    await userEvent.click(within(menu).getByRole('link', { name: 'Português', hidden: true }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Como podemos ajudar?' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/support')
    expect(document.documentElement.lang).toBe('pt-BR')
    expect(useSiteStore.getState().language).toBe('pt')
  })

  it('keeps working for the visit when storage refuses to save', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    const { router } = await renderApp('/')
    const menu = menuOf(await pickerButton(/Português$/))
    await userEvent.click(within(menu).getByRole('link', { name: 'English', hidden: true }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'))
    expect(await screen.findByRole('heading', { level: 1, name: /God’s Word/ })).toBeInTheDocument()
  })
})
