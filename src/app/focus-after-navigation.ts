import type { RouterEvents } from '@tanstack/react-router'
import { stripLocale } from '../i18n/locale-path'
import { focusQuietly } from '../lib/focus-quietly'

/**
 * Where focus goes after a navigation inside the site, as after a link followed in a page without
 * script: to the section the link named (`#faq`, the store buttons), else to the new page's
 * heading. The next Tab then goes on from there, not from the link left behind in the header or
 * the footer, and a screen reader says where the visitor now is (WCAG 2.4.3). Not on the first
 * render (the browser placed the page), when only the query changed, nor for the same page in
 * another language (focus stays on the picker). A section whose part is still on its way is
 * focused when it arrives (components/deferred.tsx).
 */
export function focusAfterNavigation({ fromLocation, toLocation, pathChanged, hashChanged }: RouterEvents['onRendered']): void {
  if (!fromLocation || (!pathChanged && !hashChanged)) return
  if (!toLocation.hash && stripLocale(fromLocation.pathname) === stripLocale(toLocation.pathname)) return
  const section = toLocation.hash ? document.getElementById(toLocation.hash) : null
  const target = section ?? (pathChanged ? document.querySelector('main h1') : null)
  if (target instanceof HTMLElement) focusQuietly(target)
}
