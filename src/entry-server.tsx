import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createMemoryHistory } from '@tanstack/react-router'
import { RouterServer } from '@tanstack/react-router/ssr/server'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { activateLocaleForPath } from './i18n/route-locale'
import { createAppRouter } from './router'

export interface RenderedPage {
  /** The HTTP status the page stands for: 200, or 404 for the not-found page. */
  status: number
  /** `<html lang>`: the BCP 47 tag of the page's language. */
  lang: string
  /** React's output: hoisted head tags (title, meta, links) first, then the app's markup. */
  html: string
}

/**
 * Renders one URL to HTML with the same route tree and components the browser hydrates.
 * Lingui's `i18n` is one shared object: render pages one after another, never at once.
 */
export async function render(url: string): Promise<RenderedPage> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) })
  await activateLocaleForPath(url)
  await router.load()
  const html = renderToString(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterServer router={router} />
      </I18nProvider>
    </StrictMode>,
  )
  return { status: router.state.statusCode, lang: i18n.locale, html }
}
