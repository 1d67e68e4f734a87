import type { Page } from '@playwright/test'

/** How far the page scrolls sideways, in CSS px (0 when nothing sticks out). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

/**
 * The rows a grid's items form, each as the number of items in it, and the rows that leave part
 * of the grid's width empty (an orphan, or a 3 + 2 whose cards do not stretch). A row fills the
 * grid when its first item starts at the grid's left edge and its last ends at the right edge.
 */
export function gridRows(page: Page, listSelector: string): Promise<{ rows: number[]; unfilled: string[] }> {
  return page.evaluate((selector) => {
    const list = document.querySelector(selector)
    if (!list) throw new Error(`no ${selector}`)
    const box = list.getBoundingClientRect()
    const rows = new Map<number, DOMRect[]>()
    for (const item of list.children) {
      const rect = item.getBoundingClientRect()
      const top = Math.round(rect.top)
      rows.set(top, [...(rows.get(top) ?? []), rect])
    }
    const unfilled: string[] = []
    const counts: number[] = []
    for (const [top, rects] of [...rows].sort(([a], [b]) => a - b)) {
      counts.push(rects.length)
      const left = Math.min(...rects.map((r) => r.left))
      const right = Math.max(...rects.map((r) => r.right))
      if (Math.abs(left - box.left) > 1 || Math.abs(right - box.right) > 1) {
        unfilled.push(`row at y=${top} with ${rects.length} item(s) spans ${Math.round(left - box.left)}–${Math.round(right - box.left)} of ${Math.round(box.width)} px`)
      }
    }
    return { rows: counts, unfilled }
  }, listSelector)
}

/**
 * Visible standalone links and buttons smaller than `min` × `min` CSS px, as readable labels.
 *
 * A link in running text is exempt (WCAG 2.5.8's inline exception): an `a` laid out inline
 * (`display: inline`) whose nearest block container holds text besides the link's own, such as the
 * address in "Write to {email}." Everything else counts, including a link alone in a paragraph
 * and an inline-flex link beside a sentence. Screen-reader-only elements (a 1 px or clipped box) and
 * hidden ones are skipped. `skip` lists selectors for elements checked elsewhere (see the spec).
 */
export function smallTargets(page: Page, min = 44, skip: readonly string[] = []): Promise<string[]> {
  return page.evaluate(
    ({ min, skip }) => {
      const inRunningText = (el: Element) => {
        if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false
        let block = el.parentElement
        while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement
        const own = (el.textContent ?? '').replace(/\s+/g, ' ').trim()
        const around = (block?.textContent ?? '').replace(/\s+/g, ' ').trim()
        return around.length > own.length
      }
      const found: string[] = []
      for (const el of document.querySelectorAll<HTMLElement>('a[href], button')) {
        const rect = el.getBoundingClientRect()
        if (rect.width <= 1 || rect.height <= 1 || el.closest('[hidden], [inert]')) continue
        const style = getComputedStyle(el)
        if (style.visibility !== 'visible' || style.display === 'none') continue
        // Screen-reader-only (Tailwind's sr-only clips the box away until it is focused).
        if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') continue
        if (inRunningText(el) || skip.some((selector) => el.matches(selector))) continue
        if (rect.width < min - 0.5 || rect.height < min - 0.5) {
          const labelledBy = el.getAttribute('aria-labelledby')
          const label = labelledBy ? document.getElementById(labelledBy)?.textContent : el.getAttribute('aria-label')
          const name = (label ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
          const where = el.closest('[id]')?.id ?? 'page'
          found.push(`<${el.tagName.toLowerCase()}> "${name}" in #${where}: ${Math.round(rect.width)}×${Math.round(rect.height)}`)
        }
      }
      return found
    },
    { min, skip },
  )
}

/**
 * The page's animations that run for more than `limitMs` from their start: motion that starts by
 * itself has to stop within 5 s (WCAG 2.2.2, no control to pause it needed then), and a page
 * left open then draws no frame more. An endless one ends never (`Infinity`).
 */
export function longAnimations(page: Page, limitMs = 5_000): Promise<string[]> {
  return page.evaluate(
    (limit) =>
      document
        .getAnimations()
        .map((animation) => ({ animation, end: Number(animation.effect?.getComputedTiming().endTime) }))
        .filter(({ end }) => end > limit)
        .map(({ animation, end }) => {
          const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null
          const name = animation instanceof CSSAnimation ? animation.animationName : animation.id
          return `${name} on ${target?.tagName.toLowerCase()}.${target?.className}: ends after ${end} ms`
        }),
    limitMs,
  )
}

/**
 * Words that stick out of the box that holds them, as readable lines: a word longer than its box
 * is wide cannot wrap, so it overflows into the next box or is cut off by a clipping one (a tab
 * label in the app samples, "Markieren" on a button). Each text run's lines are measured against
 * its element's content box; inline elements are measured through the block around them. Hidden,
 * screen-reader-only and scrolling boxes are skipped.
 */
export function wordsOutOfTheirBox(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(el)
      if (['inline', 'none', 'contents'].includes(style.display) || el.getClientRects().length === 0) continue
      if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') continue
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue
      const left = el.getBoundingClientRect().left + el.clientLeft + parseFloat(style.paddingLeft)
      const right = left + el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      for (const node of el.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const line = [...range.getClientRects()].find((rect) => rect.width > 0 && (rect.left < left - 1 || rect.right > right + 1))
        if (!line) continue
        const where = el.closest('[id]')?.id ?? 'page'
        found.push(`<${el.tagName.toLowerCase()}> "${node.textContent.trim().slice(0, 30)}" in #${where}: ${Math.round(line.width)} px of text in ${Math.round(right - left)} px`)
      }
    }
    return found
  })
}

/**
 * What reaches past the right edge of a screen `width` CSS px wide, as readable lines: the outermost
 * such element of each branch (its children are not listed again). Against the screen, not the
 * page's scroll width: a phone widens its layout to what sticks out. Hidden and screen-reader-only
 * elements are skipped.
 */
export function pastTheScreen(page: Page, width: number): Promise<string[]> {
  return page.evaluate((width) => {
    const past = (el: Element) => {
      if (el.getClientRects().length === 0 || el.getBoundingClientRect().right <= width + 0.5) return false
      const style = getComputedStyle(el)
      return style.visibility === 'visible' && style.clipPath !== 'inset(50%)' && style.clip !== 'rect(0px, 0px, 0px, 0px)'
    }
    return [...document.body.querySelectorAll('*')]
      .filter((el) => past(el) && !(el.parentElement && past(el.parentElement)))
      .map((el) => {
        const where = el.closest('[id]')?.id ?? 'page'
        const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30)
        return `<${el.tagName.toLowerCase()}> "${text}" in #${where} ends at ${Math.round(el.getBoundingClientRect().right)} px`
      })
  }, width)
}

/**
 * Words the browser broke across two lines because they were wider than their box (the page's
 * `overflow-wrap: break-word`), as readable lines: "versícul" on one line and "os" on the next. Words that carry
 * their own break opportunities (a soft hyphen, a dash, a slash, brackets) and boxes that hyphenate
 * (`hyphens: auto`: a phone with the language's dictionary hyphenates there; this Chromium has none)
 * or break anywhere on purpose (an email address) are skipped.
 */
export function wordsBrokenMidWord(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) {
      const node = walker.currentNode as Text
      const el = node.parentElement
      if (!el || el.getClientRects().length === 0) continue
      const style = getComputedStyle(el)
      if (style.overflowWrap === 'anywhere' || style.hyphens === 'auto' || style.clipPath === 'inset(50%)') continue
      for (const word of node.data.matchAll(/\S+/g)) {
        if (/[\u00AD\u2010-\u2014/()[\]-]/.test(word[0])) continue
        const range = document.createRange()
        range.setStart(node, word.index)
        range.setEnd(node, word.index + word[0].length)
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
        if (lines.size > 1) found.push(`"${word[0]}" in #${el.closest('[id]')?.id ?? 'page'}`)
      }
    }
    return found
  })
}
