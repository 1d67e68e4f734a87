import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { activateLocale } from './i18n/activate'
import { resolveLocationLocale } from './i18n/locale-path'
import { createAppRouter } from './router'
import { useSiteStore } from './stores/site-store'
import './styles.css'

const router = createAppRouter()

async function start(root: HTMLElement) {
  // I18nProvider renders nothing until a locale is active: activate first.
  const { locale } = resolveLocationLocale(window.location.pathname, useSiteStore.getState().language)
  await activateLocale(locale)
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  )
}

void start(document.getElementById('root')!)
