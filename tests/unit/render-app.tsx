import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { act, render, waitFor, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { activateLocaleForPath } from '../../src/app/route-locale'
import { activateLocale } from '../../src/i18n/activate'
import type { Locale } from '../../src/i18n/locales'
import { createAppRouter } from '../../src/router'
import { useSiteStore } from '../../src/stores/site-store'

/** Renders the whole site at a URL, the way main.tsx does, with an in-memory history. */
export async function renderApp(url: string) {
  const history = createMemoryHistory({ initialEntries: [url] })
  const router = createAppRouter({ history })
  await activateLocaleForPath(url)
  await act(() => router.load())
  const view = render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  return { ...view, router, history }
}

/**
 * Renders one part of a page alone, in a language: for what the part shows and does, which needs
 * no router or page around it (renderApp is for what crosses parts: routes, language switches).
 */
export async function renderPart(locale: Locale, part: ReactElement) {
  await activateLocale(locale)
  return render(<I18nProvider i18n={i18n}>{part}</I18nProvider>)
}

/** Resets the store to a first visit, without touching localStorage. */
export function resetStore() {
  useSiteStore.setState({ language: 'pt', languageMenuOpen: false, openFaq: null })
}

/** The signup section, once its code has loaded (in a whole page, it is a deferred part). */
export async function newsletter() {
  const section = await waitFor(() => {
    const element = document.getElementById('newsletter')
    if (!element) throw new Error('the newsletter section is not there yet')
    return element
  })
  return within(section)
}
