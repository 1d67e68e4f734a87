import { preloadDocumentCatalog } from './i18n/catalogs'
import './styles.css'

/**
 * The browser's entry: a few hundred bytes. The page arrives prerendered and is read before any
 * script runs, so the code that makes it interactive is fetched only once the page has been
 * painted: the visitor's connection and processor go to the page first. Then it starts in small
 * steps, each its own task, so that a tap or a scroll never waits long: React (with the page's
 * catalog on its way), the router, then the rest (`startClient`). In a tab opened in the background this waits until the tab is shown.
 */

/** Resolves once the browser has shown the page's first text (or after 5 s, whatever happens). */
function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => setTimeout(resolve)
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(done)
      return
    }
    const painted = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      painted.disconnect()
      done()
    })
    painted.observe({ type: 'paint', buffered: true })
    setTimeout(resolve, 5000)
  })
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))

void afterFirstContentfulPaint()
  .then(() => {
    preloadDocumentCatalog()
    return import('react-dom/client')
  })
  .then(nextTask)
  .then(() => import('@tanstack/react-router'))
  .then(nextTask)
  .then(() => import('./start-client'))
  .then(({ startClient }) => startClient(document.getElementById('root')!))
