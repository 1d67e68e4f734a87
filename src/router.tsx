import { createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'

interface AppRouterOptions {
  history?: Parameters<typeof createRouter>[0]['history']
  /**
   * Rendering at build time: no inline scroll-restoration script in the HTML (the policy allows
   * no inline script but the language one; the browser's router restores scroll itself).
   */
  prerender?: boolean
}

export function createAppRouter(options: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    scrollRestoration: !options.prerender,
    defaultPreload: 'intent',
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
