import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useSiteStore } from '../../src/stores/site-store'
import { renderApp, resetStore } from './render-app'

beforeEach(resetStore)

const pickerButton = (name: RegExp) => screen.findByRole('button', { name })

describe('language picker', () => {
  it('shows the current language and lists all five by their own names', async () => {
    await renderApp('/en/privacy')
    const button = await pickerButton(/^Language: English$/)
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!
    const links = within(menu).getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual(['Português', 'English', 'Español', 'Français', 'Deutsch'])
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/privacy', '/en/privacy', '/es/privacy', '/fr/privacy', '/de/privacy'])
    expect(links.map((l) => l.getAttribute('hreflang'))).toEqual(['pt-BR', 'en', 'es-419', 'fr', 'de'])
    expect(links.map((l) => l.getAttribute('lang'))).toEqual(['pt-BR', 'en', 'es-419', 'fr', 'de'])
    for (const link of links) expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
    // Latin American Spanish: a neutral tile, not Spain's flag.
    expect(links.map((l) => l.querySelector('svg')?.getAttribute('data-flag'))).toEqual(['br', 'gb', 'es-419', 'fr', 'de'])
  })

  it('closes on a second click, on Escape (focus back on the button) and on a click outside', async () => {
    await renderApp('/en')
    const button = await pickerButton(/^Language: English$/)
    await userEvent.click(button)
    await userEvent.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'false')

    await userEvent.click(button)
    await userEvent.tab()
    await userEvent.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()

    await userEvent.click(button)
    await userEvent.click(screen.getByRole('heading', { level: 1 }))
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('switches every text, the URL and <html lang>, and saves the choice', async () => {
    const { router } = await renderApp('/en/terms')
    await userEvent.click(await pickerButton(/^Language: English$/))
    await userEvent.click(screen.getByRole('link', { name: 'Français' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Conditions d’utilisation' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/fr/terms')
    expect(document.documentElement.lang).toBe('fr')
    expect(screen.queryByText('Terms of use')).not.toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem('language')!).state.language).toBe('fr')
    const button = await pickerButton(/Français$/)
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })

  it('goes back to unprefixed URLs when Portuguese is chosen', async () => {
    const { router } = await renderApp('/de/support')
    await userEvent.click(await pickerButton(/Deutsch$/))
    await userEvent.click(screen.getByRole('link', { name: 'Português' }))
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
    await userEvent.click(await pickerButton(/Português$/))
    await userEvent.click(screen.getByRole('link', { name: 'English' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'))
    expect(await screen.findByRole('heading', { level: 1, name: /God’s Word/ })).toBeInTheDocument()
  })
})
