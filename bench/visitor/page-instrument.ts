// What the visitor bench runs inside the page. Playwright sends each function's source to the
// browser, so each uses nothing but its arguments and the page's globals.

/** Where the bench's tap is aimed, found with the DOM alone (see `arm`). */
export type TapTarget = { css: string } | { within: string; name: string }

/** What answers a tap: the elements matching `selector` shown (see `arm`). */
export interface Answer {
  selector: string
  /** Only the first match counts. */
  first?: boolean
  /** Not a link to the page's own language (`lang` equal to `<html lang>`). */
  otherLang?: boolean
  /** Containing this text. */
  text?: string
  /** In the viewport, not only laid out. */
  onScreen?: boolean
}

/** One armed tap: times in ms since navigation start. */
export interface Watch {
  waitedMs: number
  scrolledIntoView: boolean
  scrollY: number
  armedAt: number
  tapAt: number | null
  answerAt: number | null
  /** Whether the finger landed on the element meant (the page may have moved under it). */
  touched: boolean | null
  scrollYAtTap: number | null
}

interface BenchInPage {
  fcp: number | null
  lcp: number | null
  fcpHeardAt: number | null
  fcpReady: Promise<number>
  hydrated: Promise<number>
  /** When each island (by its name, `data-island`) was hydrated. */
  partsHydratedAt: Record<string, number>
  onPartHydrated?: (target: Element) => void
  events: Array<{ start: number; duration: number; id: number }>
  onEvents?: () => void
  watch?: Watch
  armedEl?: Element
  answered?: Promise<Watch>
  arm(options: { target?: TapTarget; el?: Element; answer: Answer; answerMs: number }): Promise<{ x: number; y: number }>
}

declare global {
  interface Window {
    __bench: BenchInPage
  }
}

/**
 * The page's instrument, added before any of its scripts (an init script, in the page's own world;
 * the Content-Security-Policy does not apply to it). Light on purpose under a 4× slower processor:
 * paint, LCP and Event Timing observers, an attribute observer for `data-hydrated` only, passive
 * capture listeners for the first press, and, only between arming and the answer, one check a frame.
 */
export function instrument() {
  let fcpSeen!: (at: number) => void
  let hydratedSeen!: (at: number) => void
  let hydratedAt: number | null = null
  const bench = {
    fcp: null,
    lcp: null,
    fcpHeardAt: null,
    fcpReady: new Promise<number>((resolve) => (fcpSeen = resolve)),
    hydrated: new Promise<number>((resolve) => (hydratedSeen = resolve)),
    partsHydratedAt: {},
    events: [],
  } as unknown as BenchInPage
  window.__bench = bench
  new PerformanceObserver((list) => {
    const entry = list.getEntriesByName('first-contentful-paint')[0]
    if (entry && bench.fcp === null) fcpSeen((bench.fcp = entry.startTime))
  }).observe({ type: 'paint', buffered: true })
  new PerformanceObserver((list) => {
    bench.lcp = list.getEntries().at(-1)!.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[]) {
      if (e.interactionId) bench.events.push({ start: e.startTime, duration: e.duration, id: e.interactionId })
    }
    bench.onEvents?.()
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
  // `<html>` does not exist yet when this runs: the whole document is observed, for that attribute only.
  new MutationObserver((records) => {
    for (const { target } of records) {
      if (target === document.documentElement) {
        if (hydratedAt === null) hydratedSeen((hydratedAt = performance.now()))
      } else if (target instanceof Element) {
        const island = target.getAttribute('data-island')
        if (island && !(island in bench.partsHydratedAt)) bench.partsHydratedAt[island] = performance.now()
        bench.onPartHydrated?.(target)
      }
    }
  }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true })

  /** Laid out and not hidden (closed popover or `<details>`, `hidden`, transparent); with `onScreen`, in the viewport. */
  const shown = (el: Element, onScreen?: boolean) => {
    const r = el.getBoundingClientRect()
    if (r.width <= 0 || r.height <= 0) return false
    if (onScreen && (r.bottom <= 0 || r.right <= 0 || r.top >= innerHeight || r.left >= innerWidth)) return false
    return el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  }
  // The first press after arming: its event's time, when the finger touched, before any wait for the main thread.
  const pressed = (event: Event) => {
    const watch = bench.watch
    if (!watch || watch.tapAt !== null) return
    watch.tapAt = event.timeStamp
    watch.scrollYAtTap = scrollY
    watch.touched = event.target instanceof Node && !!bench.armedEl?.contains(event.target)
  }
  document.addEventListener('pointerdown', pressed, { capture: true, passive: true })
  document.addEventListener('touchstart', pressed, { capture: true, passive: true })

  /**
   * The element to tap, found with the DOM alone: Playwright's selector engine takes a few hundred
   * milliseconds to set up on a new page at this speed, which would delay the tap. The first match
   * of `css`, or the first `button` inside `within` whose accessible name matches `name`.
   */
  const find = (target: TapTarget): Element | null => {
    if ('css' in target) return document.querySelector(target.css)
    const pattern = new RegExp(target.name)
    const nameOf = (b: Element) => {
      if (b.hasAttribute('aria-label')) return b.getAttribute('aria-label')!
      const ids = b.getAttribute('aria-labelledby')
      return ids ? ids.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : (b.textContent ?? '')
    }
    return [...document.querySelectorAll(`${target.within} button`)].find((b) => pattern.test(nameOf(b))) ?? null
  }
  /** Wholly in the viewport, and what a finger at its centre would touch. */
  const tappable = (el: Element) => {
    const r = el.getBoundingClientRect()
    if (r.width <= 0 || r.height <= 0 || r.top < 0 || r.bottom > innerHeight) return null
    const point = { x: r.left + r.width / 2, y: r.top + r.height / 2 }
    const hit = document.elementFromPoint(point.x, point.y)
    return hit && el.contains(hit) ? point : null
  }
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))

  /**
   * Waits, a frame at a time, until the element is there (a slow page may paint before parsing
   * it). In a page opened at the section that holds it (`/en#faq`), waits until the browser has
   * brought it there (once it has parsed that far), as the visitor who opened that link does: a
   * scroll of the bench's own would be undone by that jump, and the finger would land beside it.
   * Then, when it is not wholly on screen, or the page is moving, scrolls it into view at once (as
   * a visitor who knows where it is would). Then watches, a frame at a time, for the answer.
   * Resolves with the point to tap; `answered` resolves with the press's time and the answer's, or
   * none after `answerMs`.
   */
  bench.arm = async ({ target, el, answer, answerMs }) => {
    const start = performance.now()
    let found = el ?? null
    while (!(found ??= find(target!))) {
      if (performance.now() - start > 10_000) throw new Error(`nothing to tap: ${JSON.stringify(target)}`)
      await frame()
    }
    const element = found
    const section = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null
    if (section?.contains(element)) {
      for (let still = false; !still && performance.now() - start < 10_000; ) {
        const before = scrollY
        await frame()
        still = scrollY === before && tappable(element) !== null
      }
    }
    const y = scrollY
    await frame()
    let point = scrollY === y ? tappable(element) : null
    const scrolledIntoView = !point
    if (!point) {
      element.scrollIntoView({ block: 'center', behavior: 'instant' })
      const r = element.getBoundingClientRect()
      point = tappable(element) ?? { x: r.left + r.width / 2, y: r.top + r.height / 2 }
    }
    bench.armedEl = element
    const isShown = () => {
      const candidates = answer.first ? [document.querySelector(answer.selector)] : [...document.querySelectorAll(answer.selector)]
      return candidates.some(
        (c) =>
          c !== null &&
          // A picker link's `lang` is the `<html lang>` it leads to (its hreflang may differ: `es`, `es-419`).
          !(answer.otherLang && c.getAttribute('lang') === document.documentElement.lang) &&
          !(answer.text && !c.textContent?.includes(answer.text)) &&
          shown(c, answer.onScreen),
      )
    }
    if (isShown()) throw new Error(`the answer (${answer.selector}) is already shown before the tap`)
    const watch: Watch = { waitedMs: Math.round(performance.now() - start), scrolledIntoView, scrollY, armedAt: performance.now(), tapAt: null, answerAt: null, touched: null, scrollYAtTap: null }
    bench.watch = watch
    bench.answered = new Promise((resolve) => {
      const check = () => {
        const now = performance.now()
        if (isShown()) {
          watch.answerAt = now
          return resolve(watch)
        }
        if (now - (watch.tapAt ?? watch.armedAt) > answerMs) return resolve(watch)
        requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    })
    return point
  }
}

/** Resolves once the island holding the element (`deferred()`'s `data-island` wrapper) has hydrated (true), or after `ms` (false). */
export function partHydrated(el: Element, ms: number) {
  const part = el.closest('[data-island]')
  if (!part || part.hasAttribute('data-hydrated')) return true
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms)
    window.__bench.onPartHydrated = (target) => {
      if (target !== part) return
      clearTimeout(timer)
      resolve(true)
    }
  })
}

/** The longest Event Timing entry of the first interaction since `since`: waits for it up to 1.5 s (none is under 16 ms). */
export function longestEventSince(since: number) {
  const bench = window.__bench
  const ofTap = () => {
    const first = bench.events.find((e) => e.start >= since)
    return first ? bench.events.filter((e) => e.id === first.id) : []
  }
  return new Promise<number>((resolve) => {
    const settle = () => setTimeout(() => resolve(Math.max(0, ...ofTap().map((e) => e.duration))), 150)
    if (ofTap().length) return settle()
    const timer = setTimeout(() => resolve(0), 1500)
    bench.onEvents = () => {
      if (!ofTap().length) return
      bench.onEvents = undefined
      clearTimeout(timer)
      settle()
    }
  })
}
