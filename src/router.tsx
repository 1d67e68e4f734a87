import { createRouter } from '@tanstack/react-router'
import { sectionScroll } from './lib/section-scroll'
import { routeTree } from './routeTree.gen'

interface AppRouterOptions {
  history?: Parameters<typeof createRouter>[0]['history']
  /**
   * Rendering at build time: no inline scroll-restoration script in the HTML (the policy allows
   * no inline script but the language one; the browser's router restores scroll itself).
   */
  prerender?: boolean
}

/**
 * Scroll restoration for navigations inside the site, but not on the first render: the browser
 * has already placed the prerendered page (at its #fragment, or wherever the visitor scrolled
 * while the script loaded), and hydrating must not move it.
 */
function afterFirstRender() {
  let rendered = false
  return () => {
    const first = !rendered
    rendered = true
    return !first
  }
}

export function createAppRouter(options: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    scrollRestoration: options.prerender ? false : afterFirstRender(),
    defaultHashScrollIntoView: sectionScroll(),
    defaultPreload: 'intent',
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
