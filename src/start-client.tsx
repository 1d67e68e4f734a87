import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createBrowserHistory, RouterProvider } from '@tanstack/react-router'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { activateLocaleForPath } from './i18n/route-locale'
import { createAppRouter } from './router'

/** Ends the current task: the browser may paint and answer the visitor before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))

/**
 * Built pages arrive prerendered (scripts/build.mjs renders them with entry-server.tsx):
 * the same language, route and data are made ready first, then React hydrates that HTML.
 * The dev server (`npm start`) sends an empty root, which is simply rendered. Each step is a task
 * of its own (a phone spends tens of milliseconds on each the first time): the language, the
 * browser history, the router, its first match of the address, its first load, then hydration
 * in small pieces.
 */
export async function startClient(root: HTMLElement) {
  // The module's own evaluation was a task; so is each step after it.
  await nextTask()
  // I18nProvider renders nothing until a locale is active: activate first.
  await activateLocaleForPath(window.location.pathname)
  await nextTask()
  // The history reads the page's address and history state from the browser: a step of its own.
  const history = createBrowserHistory()
  await nextTask()
  const router = createAppRouter({ history })
  await nextTask()
  // Matching the address against the routes the first time costs a phone several milliseconds
  // (the router's matching code runs for the first time): done once here, in a task of its own,
  // the first load then only repeats it. Matching has no side effect; the matches are not kept.
  router.matchRoutes(router.latestLocation)
  await nextTask()
  await router.load()
  await nextTask()
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>
  )
  if (root.firstElementChild) {
    // Tells the router the markup came from a server render, so it renders the tree the way it
    // did there (no client-only Suspense boundary around the root), and React can adopt the HTML.
    router.ssr = { manifest: undefined }
    // As a transition, hydration yields to the browser between small pieces of work, so a visitor's
    // tap or scroll is never held up by one long task (the page is already on screen).
    startTransition(() => {
      hydrateRoot(root, app)
    })
  } else {
    createRoot(root).render(app)
  }
}
