import './styles.css'

/**
 * The browser's entry: under 2 KiB. The page arrives prerendered, with its messages, and is
 * read before any script runs, so the code that makes it interactive is fetched only once the
 * page has been painted: the visitor's connection and processor go to the page first. Then it
 * starts in steps, each a task of its own, so that a tap or a scroll never waits long: React,
 * then the router and the site (`startClient`). In a tab opened in the background this waits
 * until the tab is shown.
 */

/** Resolves once the browser has shown the page's first text (or after 5 s, whatever happens). */
function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => setTimeout(resolve)
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
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

/** Ends the current task: the browser may paint and answer the visitor before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))

/**
 * Starts downloading a module, then opens a storage area while it comes. The first read of a
 * storage area waits on the browser process (3–30 ms measured on the benchmark machine). The
 * router reads `sessionStorage` as its module loads (scroll restoration), and the site store reads
 * `localStorage`: opened here, those waits do not fall inside the evaluation of the code that
 * needs them.
 */
function importWhileOpening<T>(load: () => Promise<T>, area: 'localStorage' | 'sessionStorage'): Promise<T> {
  const module = load()
  try {
    void window[area].length
  } catch {
    // Blocked or unavailable storage: the router and the store each cope without it.
  }
  return module
}

void afterFirstContentfulPaint()
  .then(() => importWhileOpening(() => import('react-dom/client'), 'sessionStorage'))
  .then(nextTask)
  .then(() => importWhileOpening(() => import('./start-client'), 'localStorage'))
  .then(({ startClient }) => startClient(document.getElementById('root')!))
