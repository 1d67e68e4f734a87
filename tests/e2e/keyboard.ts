import { expect, type Page } from '@playwright/test'

interface FocusReport {
  /** Visible elements that should be reachable with Tab. */
  tabbable: number
  reached: number
  withoutIndicator: string[]
  outOfOrder: string[]
}

interface RingCheck {
  __focusRingCutBy(el: Element): string | null
}

/**
 * Puts `__focusRingCutBy(el)` in the page: the first box around `el` that cuts off its outline
 * (a rounded list or a popover, whose overflow is not visible, around a full-width row), as a
 * readable tag, or null when the outline shows whole.
 */
function installRingCheck() {
  ;(window as unknown as RingCheck).__focusRingCutBy = (el: Element) => {
    const style = getComputedStyle(el)
    const rect = el.getBoundingClientRect()
    // The outline's outer edge.
    const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth)
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(box)
      const around = box.getBoundingClientRect()
      const cutX = overflowX !== 'visible' && (rect.left - reach < around.left - 0.5 || rect.right + reach > around.right + 0.5)
      const cutY = overflowY !== 'visible' && (rect.top - reach < around.top - 0.5 || rect.bottom + reach > around.bottom + 0.5)
      if (cutX || cutY) return `<${box.tagName.toLowerCase()} class="${box.className}">`
    }
    return null
  }
}

/** The box that cuts off the focused element's outline, or null when it shows whole. */
export async function focusRingCutOff(page: Page): Promise<string | null> {
  await page.evaluate(installRingCheck)
  return page.evaluate(() => (window as unknown as RingCheck).__focusRingCutBy(document.activeElement!))
}

interface FocusStep {
  label: string
  indicator: boolean
  inOrder: boolean
  wrapped: boolean
}

/**
 * Presses Tab from the top of the page until focus leaves the page or wraps, checking that each
 * element shows a visible focus indicator (an outline or a box shadow), an outline whole, not cut
 * off by a box around it that clips what overflows it, and comes after the previous one in the
 * document. A focusin listener records each step in the page.
 */
async function tabThroughPage(page: Page, limit = 150): Promise<FocusReport> {
  await page.evaluate(installRingCheck)
  const expected = await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    // Tab starts from the top of the document, wherever focus was before (a tab that showed another
    // page may hand the new one a focused element): a focused mark at the very start, then gone.
    const mark = document.createElement('span')
    mark.tabIndex = -1
    document.body.prepend(mark)
    mark.focus()
    mark.remove()
    window.scrollTo(0, 0)
    const seen: Element[] = []
    const steps: FocusStep[] = []
    ;(window as unknown as { __focusSteps: FocusStep[] }).__focusSteps = steps
    // In the capture phase: React stops an event inside a part it has not hydrated yet (a form
    // loads its code on first focus) from bubbling on, and the step would go unseen. Once the part
    // is hydrated, React dispatches that event again on the same element: not a step of the walk.
    document.addEventListener('focusin', (event) => {
      const el = event.target as HTMLElement
      const previous = seen.at(-1)
      if (el === previous && el === document.activeElement) return
      const wrapped = el === seen[0]
      seen.push(el)
      const style = getComputedStyle(el)
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
      const shadow = style.boxShadow !== 'none'
      const rect = el.getBoundingClientRect()
      const clippedBy = outline ? (window as unknown as RingCheck).__focusRingCutBy(el) : null
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`
      steps.push({
        label: clippedBy ? `${name}, its outline cut off by ${clippedBy}` : name,
        indicator: (outline || shadow) && rect.width > 0 && rect.height > 0 && !clippedBy,
        inOrder: !previous || Boolean(previous.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING),
        wrapped,
      })
    }, true)
    // Elements a visitor can reach with Tab, as a count to press through.
    return Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input, textarea, select, summary, [tabindex]')).filter(
      (el) => el.tabIndex >= 0 && !el.closest('[hidden]') && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0,
    ).length
  })
  const presses = Math.min(limit, expected + 2)
  for (let i = 0; i < presses; i++) await page.keyboard.press('Tab')
  const steps = await page.evaluate(() => (window as unknown as { __focusSteps: FocusStep[] }).__focusSteps)
  const end = steps.findIndex((s) => s.wrapped)
  const walk = end === -1 ? steps : steps.slice(0, end)
  return {
    tabbable: expected,
    reached: walk.length,
    withoutIndicator: walk.filter((s) => !s.indicator).map((s) => s.label),
    outOfOrder: walk.filter((s) => !s.inOrder).map((s) => s.label),
  }
}

/** The keyboard walk through the page: Tab reaches every tabbable element, in document order, each with a visible focus indicator. */
export async function expectKeyboardWalk(page: Page) {
  const focus = await tabThroughPage(page)
  expect(focus.withoutIndicator, 'focused elements without a visible focus indicator').toEqual([])
  expect(focus.outOfOrder, 'elements reached out of document order').toEqual([])
  expect(focus.reached, 'elements reached with Tab').toBe(focus.tabbable)
}
