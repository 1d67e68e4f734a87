import { describe, expect, it } from 'vitest'
import { FIRST_FRAME_ATTRIBUTE, WHOLE_PAGE_ATTRIBUTE, wholePageScript } from '../../src/lib/whole-page-layout'

type Listener = (event: { target: unknown }) => void

/**
 * Runs the inline script against a fake page: whether it laid the page out whole, whether its
 * first frame waits for the rest, its listeners, and `paint()` to report the first paint.
 */
function run(
  hash: string,
  navigation: { type: string } | null | 'throws',
  page: { shift?: number; paintTiming?: boolean } = {},
) {
  const attributes = new Map<string, string>()
  const scrolled: unknown[] = []
  // The element in the middle of the screen: `shift` px lower once the page is laid out whole.
  const inView = { getBoundingClientRect: () => ({ top: 400 + (attributes.has(WHOLE_PAGE_ATTRIBUTE) ? (page.shift ?? 0) : 0) }) }
  const listeners = new Map<string, Listener>()
  const performance = {
    getEntriesByType: () => {
      if (navigation === 'throws') throw new TypeError('not supported')
      return navigation ? [navigation] : []
    },
  }
  const document = {
    body: page.shift === undefined ? null : {},
    elementFromPoint: () => inView,
    documentElement: {
      hasAttribute: (name: string) => attributes.has(name),
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      removeAttribute: (name: string) => attributes.delete(name),
    },
    addEventListener: (type: string, listener: Listener, capture: boolean) => capture && listeners.set(`document ${type}`, listener),
  }
  const addEventListener = (type: string, listener: Listener, options: { once?: boolean; passive?: boolean }) =>
    options.once && options.passive && listeners.set(`window ${type}`, listener)
  const scrollBy = (options: unknown) => scrolled.push(options)
  const observers: Array<{ type: string; callback: () => void; connected: boolean }> = []
  class PerformanceObserver {
    static supportedEntryTypes = page.paintTiming === false ? ['navigation'] : ['navigation', 'paint']
    private entry = { type: '', callback: () => {}, connected: true }
    constructor(callback: (list: unknown, observer: PerformanceObserver) => void) {
      this.entry.callback = () => callback({}, this)
    }
    observe({ type }: { type: string }) {
      this.entry.type = type
      observers.push(this.entry)
    }
    disconnect() {
      this.entry.connected = false
    }
  }
  const args = ['location', 'performance', 'document', 'addEventListener', 'innerWidth', 'innerHeight', 'scrollBy', 'PerformanceObserver']
  new Function(...args, wholePageScript)({ hash }, performance, document, addEventListener, 412, 823, scrollBy, PerformanceObserver)
  return {
    whole: () => attributes.has(WHOLE_PAGE_ATTRIBUTE),
    firstFrame: () => attributes.has(FIRST_FRAME_ATTRIBUTE),
    paint: () => observers.filter((o) => o.type === 'paint' && o.connected).forEach((o) => o.callback()),
    observers,
    listeners,
    scrolled,
  }
}

/** A press on an element inside a link, or on one outside any. */
const pressIn = (href: string | null) => ({
  target: { closest: (selector: string) => (href !== null && selector === 'a[href*="#"]' && href.includes('#') ? {} : null) },
})

describe('inline whole-page script (in <head>)', () => {
  it('lays out the whole page when it opens at a #fragment, is reloaded or is reached with back or forward', () => {
    expect(run('#faq', { type: 'navigate' }).whole()).toBe(true)
    expect(run('', { type: 'reload' }).whole()).toBe(true)
    expect(run('', { type: 'back_forward' }).whole()).toBe(true)
  })

  it('leaves a fresh visit to the first screen only, also where the browser has no navigation timing', () => {
    expect(run('', { type: 'navigate' }).whole()).toBe(false)
    expect(run('', null).whole()).toBe(false)
  })

  it('lets a fresh visit paint its first screen alone, and the rest once that paint is reported', () => {
    const page = run('', { type: 'navigate' })
    expect(page.firstFrame()).toBe(true)
    page.paint()
    expect(page.firstFrame()).toBe(false)
    expect(page.observers.map((o) => o.connected)).toEqual([false])
    expect(page.whole()).toBe(false)
  })

  it('never holds back the rest of a page laid out whole, or where the browser cannot report a paint', () => {
    for (const navigation of [{ type: 'reload' }, { type: 'back_forward' }, 'throws' as const]) {
      const page = run('', navigation)
      expect(page.firstFrame()).toBe(false)
      expect(page.observers).toEqual([])
    }
    expect(run('#faq', { type: 'navigate' }).firstFrame()).toBe(false)
    expect(run('', { type: 'navigate' }, { paintTiming: false }).firstFrame()).toBe(false)
  })

  it('shows the rest at once when the visitor scrolls before the first paint is reported', () => {
    const page = run('', { type: 'navigate' }, { shift: 0 })
    page.listeners.get('window scroll')!({ target: null })
    expect(page.firstFrame()).toBe(false)
    expect(page.whole()).toBe(true)
  })

  it('lays out the whole page on the first scroll (once, without holding the scroll up)', () => {
    const page = run('', { type: 'navigate' }, { shift: 0 })
    page.listeners.get('window scroll')!({ target: null })
    expect(page.whole()).toBe(true)
    expect(page.scrolled).toEqual([])
  })

  it('keeps what the visitor sees in place while the sections above take their real heights', () => {
    const page = run('', { type: 'navigate' }, { shift: 950 })
    page.listeners.get('window scroll')!({ target: null })
    expect(page.scrolled).toEqual([{ top: 950, behavior: 'instant' }])
    page.listeners.get('window scroll')!({ target: null })
    expect(page.scrolled).toHaveLength(1)
  })

  it('lays out the whole page when a link to a #fragment is pressed, before the link acts (capture)', () => {
    const page = run('', { type: 'navigate' })
    const press = page.listeners.get('document click')!
    press(pressIn('/en'))
    press(pressIn(null))
    press({ target: null })
    expect(page.whole()).toBe(false)
    press(pressIn('/en#faq'))
    expect(page.whole()).toBe(true)
  })

  it('lays out the whole page rather than guess when navigation timing fails', () => {
    const page = run('', 'throws')
    expect(page.whole()).toBe(true)
    expect(page.listeners.size).toBe(2)
  })
})
