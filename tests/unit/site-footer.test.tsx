// The footer's links that depend on the operator (src/app/site-footer.tsx).
import { cleanup, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderApp, resetStore } from './render-app'
import { buildWith, configureWith } from './site-build'

beforeEach(resetStore)

describe('the footer of an operator established in Colombia', () => {
  it('links Colombia’s consumer authority from every page, in the page’s language (Ley 1480 art. 50); no other operator’s does', async () => {
    const sic = () => screen.queryByRole('link', { name: /\(SIC\)$/ })
    await renderApp('/en/support')
    await screen.findByRole('contentinfo')
    expect(sic()).not.toBeInTheDocument()
    for (const [path, name] of [['/en/support', 'Consumer protection in Colombia (SIC)'], ['/es', 'Superintendencia de Industria y Comercio (SIC)'], ['/de/privacy', 'Verbraucherschutz in Kolumbien (SIC)']] as const) {
      cleanup()
      buildWith({ operatorInColombia: true })
      await renderApp(path)
      await screen.findByRole('contentinfo')
      expect(sic(), path).toHaveAccessibleName(name)
      expect(sic(), path).toHaveAttribute('href', 'https://www.sic.gov.co/')
    }
  })
})

describe('the footer of an operator that keeps an online complaints book', () => {
  it('links it from every page, named in the page’s language and in Spanish (Peru: Ley 29571 art. 150); no other operator’s does', async () => {
    const book = () => screen.queryByRole('link', { name: /Libro de Reclamaciones/ })
    await renderApp('/es')
    await screen.findByRole('contentinfo')
    expect(book()).not.toBeInTheDocument()
    for (const [path, name] of [['/es', 'Libro de Reclamaciones'], ['/en/support', 'Complaints book (Libro de Reclamaciones)'], ['/de/privacy', 'Beschwerdebuch (Libro de Reclamaciones)']] as const) {
      cleanup()
      configureWith({ complaintsBook: 'https://reclamaciones.selah.app/' })
      await renderApp(path)
      await screen.findByRole('contentinfo')
      expect(book(), path).toHaveAccessibleName(name)
      expect(book(), path).toHaveAttribute('href', 'https://reclamaciones.selah.app/')
    }
  })
})

describe('the footer of an operator established in Portugal', () => {
  it('links Portugal’s electronic complaints book from every page, named in the page’s language and in Portuguese (Decreto-Lei 156/2005, art. 5.º-B); no other operator’s does', async () => {
    const book = () => screen.queryByRole('link', { name: /Livro de Reclamações/ })
    await renderApp('/')
    await screen.findByRole('contentinfo')
    expect(book()).not.toBeInTheDocument()
    for (const [path, name] of [['/', 'Livro de Reclamações'], ['/en/support', 'Complaints book (Livro de Reclamações)'], ['/es/terms', 'Libro de reclamaciones (Livro de Reclamações)'], ['/fr', 'Livre de réclamations (Livro de Reclamações)'], ['/de/privacy', 'Beschwerdebuch (Livro de Reclamações)']] as const) {
      cleanup()
      buildWith({ operatorInPortugal: true })
      await renderApp(path)
      await screen.findByRole('contentinfo')
      expect(within(screen.getByRole('contentinfo')).getByRole('link', { name }), path).toHaveAttribute('href', 'https://www.livroreclamacoes.pt/inicio')
    }
  })
})
