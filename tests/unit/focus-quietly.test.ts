import { afterEach, describe, expect, it, vi } from 'vitest'
import { focusQuietly, isTypingIn } from '../../src/lib/focus-quietly'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('focusQuietly: focus where a link inside the site led, without scrolling', () => {
  it('makes a section focusable by script only (tabindex -1) and focuses it without scrolling', () => {
    document.body.innerHTML = '<section id="faq"><h2>FAQ</h2></section>'
    const section = document.getElementById('faq')!
    const focus = vi.spyOn(section, 'focus')
    focusQuietly(section)
    expect(section.getAttribute('tabindex')).toBe('-1')
    expect(document.activeElement).toBe(section)
    expect(focus).toHaveBeenCalledWith({ preventScroll: true })
  })

  it('leaves a control or an element already in the Tab order as it is', () => {
    document.body.innerHTML = '<button>Go</button><div tabindex="0">Card</div><a href="#faq">FAQ</a>'
    for (const element of document.body.children) {
      const before = element.getAttribute('tabindex')
      focusQuietly(element as HTMLElement)
      expect(element.getAttribute('tabindex'), element.tagName).toBe(before)
      expect(document.activeElement).toBe(element)
    }
  })
})

describe('isTypingIn: what nothing should take focus from', () => {
  it('fields a visitor types in', () => {
    document.body.innerHTML = '<input type="email"><input><textarea></textarea><select><option>a</option></select><div contenteditable="true"></div>'
    for (const element of document.body.children) expect(isTypingIn(element), element.outerHTML).toBe(true)
  })

  it('not buttons, boxes to tick, links or nothing', () => {
    document.body.innerHTML = '<input type="submit"><input type="button"><input type="reset"><input type="checkbox"><input type="radio"><button>b</button><a href="#x">x</a>'
    for (const element of document.body.children) expect(isTypingIn(element), element.outerHTML).toBe(false)
    expect(isTypingIn(null)).toBe(false)
  })
})
