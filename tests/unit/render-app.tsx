import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import { activateLocaleForPath } from '../../src/i18n/route-locale'
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

/** Resets the store to a first visit, without touching localStorage. */
export function resetStore() {
  useSiteStore.setState({ language: 'pt', languageMenuOpen: false, openFaq: null })
}
