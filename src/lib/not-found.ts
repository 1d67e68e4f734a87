import type { AnyRouteMatch } from '@tanstack/react-router'

/** Whether the router resolved the URL to the 404 page. */
export function isNotFound(matches: readonly AnyRouteMatch[]): boolean {
  return matches.some((m) => m.status === 'notFound' || m._notFound === true)
}
