/**
 * Moves focus to `element` without scrolling (the router or the caller has scrolled), making it
 * focusable by script first when it is not a control: `tabindex="-1"`, which draws no ring
 * (styles.css). For where a link inside the site led: a section, or a new page's heading.
 */
export function focusQuietly(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) element.tabIndex = -1
  element.focus({ preventScroll: true })
}

/** Whether the visitor is typing in `element` (a field, or text being edited), which nothing should take focus from. */
export function isTypingIn(element: Element | null): boolean {
  if (!element) return false
  if (element instanceof HTMLElement && element.isContentEditable) return true
  return element.matches('textarea, select, input:not([type="button"], [type="submit"], [type="reset"], [type="checkbox"], [type="radio"])')
}
