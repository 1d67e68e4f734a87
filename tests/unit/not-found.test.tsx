import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderApp, resetStore } from './render-app'
import { takeConsole } from './setup'

beforeEach(resetStore)

describe('404 page', () => {
  it('shows the spec’s texts in English and logs the missing path', async () => {
    await renderApp('/en/help')
    expect(await screen.findByText('404')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/en')
    expect(takeConsole('error')).toEqual([['404 Error: User attempted to access non-existent route:', '/en/help']])
    await waitFor(() => expect(document.title).toBe('Page not found · Selah'))
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  it('speaks Portuguese at /help and leads to the Portuguese home page', async () => {
    const { router } = await renderApp('/help')
    const home = await screen.findByRole('link', { name: 'Voltar para o início' })
    expect(home).toHaveAttribute('href', '/')
    takeConsole('error')
    await userEvent.click(home)
    expect(await screen.findByRole('heading', { level: 1, name: /Palavra de Deus/ })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')).toBeNull())
  })

  it('is where the footer’s help link leads, in the current language', async () => {
    const { router } = await renderApp('/fr/terms')
    await userEvent.click(await screen.findByRole('link', { name: 'Centre d’aide' }))
    expect(await screen.findByRole('heading', { level: 1, name: /^Oups\s!\sPage introuvable$/ })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/fr/help')
    expect(takeConsole('error').flat()).toContain('/fr/help')
  })
})
