import { describe, expect, it } from 'vitest'
import { sectionLandingScript } from '../../src/lib/section-landing'

const script = sectionLandingScript({ pageEnd: 'site-footer' })

interface Link {
  rel?: string
  href?: string
  blocking?: string
}

/**
 * Runs the inline script in a fake page opened at `hash`: `parsed` holds the ids the parser has
 * reached so far (the test adds more between frames), `navigation` how the page was opened.
 */
function open(hash: string, { navigation = 'navigate', scrollY = 0, parsed = ['faq', 'site-footer'] as string[] } = {}) {
  const links: Link[] = []
  const scrolledTo: string[] = []
  const frames: Array<() => void> = []
  const document = {
    readyState: 'loading',
    head: { append: (link: Link) => links.push(link) },
    createElement: () => {
      const link: Link & { setAttribute: (name: string, value: string) => void } = { setAttribute: (name, value) => name === 'blocking' && (link.blocking = value) }
      return link
    },
    getElementById: (id: string) => (parsed.includes(id) ? { scrollIntoView: () => scrolledTo.push(id) } : null),
  }
  const performance = { getEntriesByType: (type: string) => (type === 'navigation' ? [{ type: navigation }] : []) }
  const requestAnimationFrame = (callback: () => void) => frames.push(callback)
  new Function('location', 'document', 'performance', 'requestAnimationFrame', 'scrollY', script)({ hash }, document, performance, requestAnimationFrame, scrollY)
  /** The next frame, if one was asked for; whether there was one. */
  const frame = () => {
    const next = frames.shift()
    next?.()
    return next !== undefined
  }
  return { links: links.map(({ rel, href, blocking }) => ({ rel, href, blocking })), scrolledTo, frame, parsed, document }
}

describe('inline section landing (in <head>)', () => {
  it('holds the first paint of a page opened at a section until the page is parsed to its footer, then brings the section in that first frame', () => {
    const page = open('#faq')
    expect(page.links).toEqual([{ rel: 'expect', href: '#site-footer', blocking: 'render' }])
    expect(page.frame()).toBe(true)
    expect(page.scrolledTo).toEqual(['faq'])
    expect(page.frame(), 'no frame asked for once there').toBe(false)
  })

  it('finds a section named in percent-encoded characters', () => {
    const page = open('#r%C3%A9sum%C3%A9', { parsed: ['résumé', 'site-footer'] })
    page.frame()
    expect(page.scrolledTo).toEqual(['résumé'])
  })

  it('leaves a reload and a step back or forward to the browser, which puts the visitor back where they were', () => {
    for (const navigation of ['reload', 'back_forward']) {
      const page = open('#faq', { navigation })
      expect(page.links, navigation).toEqual([])
      expect(page.frame(), navigation).toBe(false)
    }
  })

  it('does nothing for a page opened at its top, or at a fragment that is not a section name', () => {
    for (const hash of ['', '#%E0%A4%A']) {
      const page = open(hash)
      expect(page.links, hash).toEqual([])
      expect(page.frame(), hash).toBe(false)
    }
  })

  it('never moves a page that has already moved', () => {
    const page = open('#faq', { scrollY: 120 })
    page.frame()
    expect(page.scrolledTo).toEqual([])
  })

  it('waits while the page loads until it is parsed to its footer, in a browser that paints before, and gives up on a section the page does not have', () => {
    const page = open('#newsletter', { parsed: [] })
    expect(page.frame()).toBe(true)
    expect(page.scrolledTo).toEqual([])
    page.parsed.push('newsletter')
    expect(page.frame()).toBe(true)
    expect(page.scrolledTo, 'the page may still be too short to bring the section to the top').toEqual([])
    page.parsed.push('site-footer')
    expect(page.frame()).toBe(true)
    expect(page.scrolledTo).toEqual(['newsletter'])

    const missing = open('#nowhere', { parsed: [] })
    missing.frame()
    missing.document.readyState = 'interactive'
    expect(missing.frame()).toBe(true)
    expect(missing.frame(), 'no frame asked for once the page is parsed').toBe(false)
    expect(missing.scrolledTo).toEqual([])
  })
})
