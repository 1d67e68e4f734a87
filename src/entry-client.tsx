import './styles.css'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { focusAfterNavigation } from './app/focus-after-navigation'
import { rememberLanding } from './components/use-store-href'
import { createAppRouter } from './router'

/**
 * The browser's entry. The page names it as a module script and preloads what it imports (Vite's
 * `modulepreload` links) and the page's own route code (scripts/build.mjs), so the browser fetches
 * all of it alongside the stylesheet. Built pages arrive prerendered (entry-server.tsx renders
 * them): the page's language and route are made ready, then React hydrates that HTML. Until then
 * the page's links, `<details>`, popovers and forms work as HTML, and a press on a button or a
 * submit is kept and answered once the code that handles it is here (src/lib/early-gestures.ts).
 * The dev server (`npm start`) sends an empty root, which is simply rendered.
 */
async function start(root: HTMLElement) {
  // The campaign of the address the visitor landed on, before any link inside the site drops the
  // query: the store links carry it for the tab's life (README, "Campaign links").
  if (__STORE_CAMPAIGNS__) void rememberLanding(window.location.search)
  // Loading runs the root route's `beforeLoad`, the one place after the inline script that applies
  // the URL's language (src/app/route-locale.ts): its catalog is active before anything renders
  // (I18nProvider renders nothing until then).
  const router = createAppRouter()
  // After each navigation inside the site, focus where the link led (src/app/focus-after-navigation.ts).
  router.subscribe('onRendered', focusAfterNavigation)
  await router.load()
  // Counting visits, in a build that does (README, "Measuring"): its code loads once the page is
  // hydrated. The consent question is the privacy page's part, which analytics may not import.
  if (__ANALYTICS_URL__) {
    void import('./analytics/count').then(({ countVisits }) =>
      countVisits(router, (navigations) => import('./features/legal/privacy-analytics-consent').then(({ askConsent }) => askConsent(navigations))),
    )
  }
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>
  )
  if (!root.firstElementChild) {
    createRoot(root).render(app)
    return
  }
  // Tells the router the markup came from a server render, so it renders the tree the way it did
  // there (no client-only Suspense boundary around the root), and React can adopt the HTML.
  router.ssr = { manifest: undefined }
  // As a transition, hydration yields to the browser between small pieces of work: a tap or a
  // scroll is never held up by one long task.
  startTransition(() => {
    hydrateRoot(root, app)
  })
}

void start(document.getElementById('root')!)
