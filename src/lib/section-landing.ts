import { inlineScript } from './inline-script'

interface LandingOptions {
  /** The id of the element that ends every page's content (the site's footer). */
  pageEnd: string
}

/**
 * In <head> of every prerendered page: a page opened at a section (`/en#faq`, a footer link
 * followed before the page's code, a shared link) is first painted at that section. Left to
 * itself, Chrome paints the top of the page and jumps to the section only once the page has
 * loaded, which the page's start-up scripts delay: on the slow phone the FAQ came 0.4–0.7 s later
 * than on the same page without scripts, after a first screen of the hero (bench/NOTES.md,
 * 2026-11-27, night).
 *
 * - The first paint waits until the page is parsed to its end (a render-blocking `expect` link
 *   to the footer, as the home page's first screen waits for the section after the hero; Chrome,
 *   other browsers ignore it). Waiting for the section alone is not enough: until what follows it
 *   has arrived, the page may be too short to bring the section to the top.
 * - In the first frame in which the section and the footer exist, the page is scrolled to the
 *   section, unless it has already moved (the browser, or the visitor). The browser's own jump at
 *   load then finds the page where it would have put it.
 * - Only for a page opened by a link or an address: on a reload or a step back the browser puts
 *   the visitor back where they were, and is left to it.
 */
export function landOnSection({ pageEnd }: LandingOptions): void {
  if (!location.hash) return
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  if (navigation && navigation.type !== 'navigate') return
  let id: string
  try {
    id = decodeURIComponent(location.hash.slice(1))
  } catch {
    return
  }
  const expect = document.createElement('link')
  expect.rel = 'expect'
  expect.href = `#${pageEnd}`
  expect.setAttribute('blocking', 'render')
  document.head.append(expect)
  // In a browser that paints before (no render-blocking `expect`), not until the page is parsed to
  // its end either, so that it can bring the section to the top: one move, not two.
  const land = () => {
    if (scrollY !== 0) return
    const section = document.getElementById(id)
    if (section && document.getElementById(pageEnd)) section.scrollIntoView()
    else if (document.readyState === 'loading') requestAnimationFrame(land)
  }
  requestAnimationFrame(land)
}

/** The script text for <head>. */
export function sectionLandingScript(options: LandingOptions): string {
  return inlineScript(landOnSection, options)
}
