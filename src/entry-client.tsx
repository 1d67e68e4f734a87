import './styles.css'

/**
 * The browser's entry: a few hundred bytes. The page arrives prerendered, with its catalog, and
 * is read before any script runs, so the code that makes it interactive is fetched only once the
 * page has been painted: the visitor's connection and processor go to the page first. In a tab
 * opened in the background this waits until the tab is shown.
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

void afterFirstContentfulPaint()
  .then(() => import('./start-client'))
  .then(({ startClient }) => startClient(document.getElementById('root')!))
