import type { FocusEvent } from 'react'

/**
 * A popover panel's `onBlur` (React's focusout, which bubbles from its entries): when focus moves
 * to an element outside the panel and its button (Tab past the last entry), the panel closes, so
 * that it never lies over the control that now has focus (WCAG 2.4.11). Focus to nowhere (a click
 * on the panel's own padding) leaves it open; a click outside closes it anyway (light dismiss).
 */
export function closeOnFocusLeaving(event: FocusEvent<HTMLElement>): void {
  const panel = event.currentTarget
  const next = event.relatedTarget
  if (!(next instanceof Node) || panel.contains(next)) return
  if (next instanceof Element && next.getAttribute('popovertarget') === panel.id) return
  if (panel.matches(':popover-open')) panel.hidePopover()
}
