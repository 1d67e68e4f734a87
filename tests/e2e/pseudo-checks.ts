import type { Page } from '@playwright/test'

/**
 * The pseudo-locale build shows every catalog message accented, lengthened and bracketed.
 * Any visible text without those marks escaped extraction, unless it is marked as not catalog
 * text: names and addresses (translate="no"), Bible quotations (data-scripture), dates (<time>).
 */
export async function escapedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pseudo = /[\u00C0-\u024F\u1E00-\u1EFF⟦⟧]/
    const exempt = '[translate="no"], [data-scripture], time, script, style, [hidden]'
    const found: string[] = []
    const check = (text: string | null, where: string) => {
      const value = (text ?? '').trim()
      if (/[A-Za-z]{2,}/.test(value) && !pseudo.test(value)) found.push(`${where}: ${value.slice(0, 80)}`)
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!
      if (parent.closest(exempt) || parent.getClientRects().length === 0) continue
      check(node.textContent, `text in <${parent.tagName.toLowerCase()}>`)
    }
    for (const el of document.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if (el.closest(exempt)) continue
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        if (el.hasAttribute(name)) check(el.getAttribute(name), `${name} of <${el.tagName.toLowerCase()}>`)
      }
    }
    check(document.title, '<title>')
    check(document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '', 'meta description')
    return found
  })
}

/** Text that runs out of the viewport or out of a box that clips it. */
export async function overflowingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const found: string[] = []
    // Text for screen readers only (`sr-only`, also behind a breakpoint such as `max-md:sr-only`).
    const visuallyHidden = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) if (getComputedStyle(e).clipPath === 'inset(50%)') return true
      return false
    }
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const hasText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())
      if (!hasText || el.closest('[hidden], .sr-only') || el.getClientRects().length === 0 || visuallyHidden(el)) continue
      const rect = el.getBoundingClientRect()
      const label = `<${el.tagName.toLowerCase()}> "${el.textContent!.trim().slice(0, 40)}"`
      if (rect.right > width + 0.5 || rect.left < -0.5) found.push(`${label} leaves the 320 px viewport`)
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') found.push(`${label} is clipped`)
      let box = el.parentElement
      while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement
      if (box && box !== document.body && box !== document.documentElement) {
        const outer = box.getBoundingClientRect()
        if (rect.right > outer.right + 1 || rect.left < outer.left - 1) found.push(`${label} spills out of its box`)
      }
    }
    return found
  })
}

