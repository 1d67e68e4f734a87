import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { activateLocaleForPath } from './i18n/route-locale'
import { createAppRouter } from './router'
import './styles.css'

const router = createAppRouter()

async function start(root: HTMLElement) {
  // I18nProvider renders nothing until a locale is active: activate first.
  await activateLocaleForPath(window.location.pathname)
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  )
}

void start(document.getElementById('root')!)
