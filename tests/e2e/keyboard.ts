import type { Page } from '@playwright/test'

interface FocusReport {
  reached: number
  withoutIndicator: string[]
  outOfOrder: string[]
}

/**
 * Presses Tab from the top of the page until focus leaves the page or wraps, checking that each
 * element shows a visible focus indicator (an outline or a box shadow) and comes after the
 * previous one in the document.
 */
export async function tabThroughPage(page: Page, limit = 150): Promise<FocusReport> {
  await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.scrollTo(0, 0)
    ;(window as unknown as { __seen: Element[] }).__seen = []
  })
  const report: FocusReport = { reached: 0, withoutIndicator: [], outOfOrder: [] }
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    const step = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      const seen = (window as unknown as { __seen: Element[] }).__seen
      if (!el || el === document.body || el === seen[0]) return null
      const previous = seen.at(-1)
      seen.push(el)
      const style = getComputedStyle(el)
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
      const shadow = style.boxShadow !== 'none'
      const rect = el.getBoundingClientRect()
      return {
        label: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
        indicator: (outline || shadow) && rect.width > 0 && rect.height > 0,
        inOrder: !previous || Boolean(previous.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING),
      }
    })
    if (!step) break
    report.reached++
    if (!step.indicator) report.withoutIndicator.push(step.label)
    if (!step.inOrder) report.outOfOrder.push(step.label)
  }
  return report
}
