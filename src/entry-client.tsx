import './styles.css'

/**
 * The browser's entry: under 2 KiB. The page arrives prerendered, with its messages, and is read
 * before any script runs: the page's inline script imports this file only once the page has been
 * painted (src/lib/start-after-first-paint.ts), so the visitor's connection and processor go to the
 * page first. It starts in steps, each a task of its own, so that a tap or a scroll never waits
 * long: React, then the router and the site (`startClient`). (`npm start` serves no prerendered
 * page and loads this file from index.html.)
 */

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

void importWhileOpening(() => import('react-dom/client'), 'sessionStorage')
  .then(nextTask)
  .then(() => importWhileOpening(() => import('./start-client'), 'localStorage'))
  .then(({ startClient }) => startClient(document.getElementById('root')!))
