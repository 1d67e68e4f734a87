// What `npm run bench:visitor` (scripts/bench-visitor.mjs) runs inside the page: each function is
// handed to Playwright, which sends its source to the browser, so it uses nothing but its
// arguments and the page's globals.

/**
 * The page's instrument, added before any of its scripts (an init script, in the page's own world;
 * the Content-Security-Policy does not apply to it). Light on purpose, under a 4× slower processor:
 * two paint observers, an attribute observer for `data-hydrated` only, passive capture listeners for
 * the first press, and, only between arming and the answer, one check per frame. With `events`,
 * also the Event Timing entries of interactions (scenario 6).
 */
export function instrument({ events }) {
  const bench = {}
  window.__bench = bench
  let fcpSeen
  let hydratedSeen
  bench.fcp = null
  bench.lcp = null
  bench.hydratedAt = null
  /** When each deferred part (by its element's id) was hydrated, ms since navigation start. */
  bench.partsHydratedAt = {}
  bench.fcpReady = new Promise((resolve) => (fcpSeen = resolve))
  bench.hydrated = new Promise((resolve) => (hydratedSeen = resolve))
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'first-contentful-paint' && bench.fcp === null) {
          bench.fcp = entry.startTime
          fcpSeen(entry.startTime)
        }
      }
    }).observe({ type: 'paint', buffered: true })
    new PerformanceObserver((list) => {
      const entries = list.getEntries()
      bench.lcp = entries[entries.length - 1].startTime
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  } catch {}
  bench.events = []
  if (events) {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.interactionId) bench.events.push({ name: e.name, start: e.startTime, duration: e.duration, id: e.interactionId })
      }
      bench.onEvents?.()
    }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  }
  // `<html>` does not exist yet when this runs: the whole document is observed, for that attribute only.
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.target === document.documentElement && bench.hydratedAt === null) {
        bench.hydratedAt = performance.now()
        hydratedSeen(bench.hydratedAt)
      }
      if (record.target !== document.documentElement) {
        if (record.target.id && !(record.target.id in bench.partsHydratedAt)) bench.partsHydratedAt[record.target.id] = performance.now()
        bench.onPartHydrated?.(record.target)
      }
    }
  }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true })

  /** Shown: laid out, not hidden (closed popover or `<details>`, `hidden`, transparent), and with `onScreen` in the viewport. */
  const shown = (el, onScreen) => {
    const r = el.getBoundingClientRect()
    if (r.width <= 0 || r.height <= 0) return false
    if (onScreen && (r.bottom <= 0 || r.right <= 0 || r.top >= innerHeight || r.left >= innerWidth)) return false
    return el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  }

  // The first press after arming: its event's time (when the finger touched, before any wait for the main thread).
  const pressed = (event) => {
    const watch = bench.watch
    if (!watch || watch.tapAt !== null) return
    watch.tapAt = event.timeStamp
    watch.scrollYAtTap = scrollY
    // Whether the finger landed on the element meant (the page may have moved under it).
    watch.touched = event.target instanceof Node && bench.armedEl.contains(event.target)
  }
  document.addEventListener('pointerdown', pressed, { capture: true, passive: true })
  document.addEventListener('touchstart', pressed, { capture: true, passive: true })

  /**
   * The element to tap, found with the DOM alone (Playwright's selector engine costs a few hundred
   * milliseconds to set up on a new page at this speed, which would delay the tap): the first match
   * of `css`, or the first `button` inside `within` whose accessible name (aria-label, else
   * aria-labelledby, else its text) matches `name`. Checked against Playwright's locator after the tap.
   */
  const find = ({ css, within, name }) => {
    if (css) return document.querySelector(css)
    const pattern = new RegExp(name)
    const nameOf = (b) => {
      if (b.hasAttribute('aria-label')) return b.getAttribute('aria-label')
      const ids = b.getAttribute('aria-labelledby')
      return ids ? ids.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : b.textContent
    }
    return [...document.querySelectorAll(`${within} button`)].find((b) => pattern.test(nameOf(b))) ?? null
  }

  /** Wholly in the viewport, and what a finger at its centre would touch. */
  const tappable = (el) => {
    const r = el.getBoundingClientRect()
    if (r.width <= 0 || r.height <= 0 || r.top < 0 || r.bottom > innerHeight) return null
    const x = r.left + r.width / 2
    const y = r.top + r.height / 2
    const hit = document.elementFromPoint(x, y)
    return hit && (el === hit || el.contains(hit)) ? { x, y } : null
  }

  /**
   * Waits, one check a frame, until the element is there (a slow page may paint before it is
   * parsed); when it is not wholly on screen, or the page is moving, scrolls it into view at once
   * (as a visitor who knows where it is would; the instant scroll also stops a glide to the
   * #fragment the page may have begun). Then watches, one check a frame, for the answer: the elements matching
   * `answer.selector` (the first only, with `first`; with `otherLang`, not the page's own language;
   * with `text`, containing it) shown. Resolves `bench.answered` with the press's time and the
   * answer's, or none after `answerMs`. Resolves with the point to tap.
   */
  bench.arm = async ({ target, el, answer, answerMs }) => {
    const start = performance.now()
    while (!(el = el ?? find(target))) {
      if (performance.now() - start > 10_000) throw new Error(`nothing to tap: ${JSON.stringify(target)}`)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    // A page gliding to its #fragment: a touch would only stop the glide, so the scroll stops it.
    const y = scrollY
    await new Promise((resolve) => requestAnimationFrame(resolve))
    let point = scrollY === y ? tappable(el) : null
    const scrolledIntoView = !point
    if (!point) {
      el.scrollIntoView({ block: 'center', behavior: 'instant' })
      const r = el.getBoundingClientRect()
      point = tappable(el) ?? { x: r.left + r.width / 2, y: r.top + r.height / 2 }
    }
    bench.armedEl = el
    const found = () => {
      const candidates = answer.first ? [document.querySelector(answer.selector)] : document.querySelectorAll(answer.selector)
      for (const candidate of candidates) {
        if (!candidate) continue
        // A picker link's `lang` is the `<html lang>` it leads to (its hreflang may differ: `es`, `es-419`).
        if (answer.otherLang && candidate.getAttribute('lang') === document.documentElement.lang) continue
        if (answer.text && !candidate.textContent.includes(answer.text)) continue
        if (shown(candidate, answer.onScreen)) return true
      }
      return false
    }
    if (found()) throw new Error(`the answer (${answer.selector}) is already shown before the tap`)
    const watch = { waitedMs: Math.round(performance.now() - start), scrolledIntoView, scrollY, armedAt: performance.now(), tapAt: null, answerAt: null, touched: null, scrollYAtTap: null }
    bench.watch = watch
    bench.answered = new Promise((resolve) => {
      const check = () => {
        const now = performance.now()
        if (found()) {
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

/** Resolves once the part of the page holding the element (its closest `section[id]`) has hydrated, or after `ms`. */
export function partHydrated(el, ms) {
  const part = el.closest('section[id]')
  if (!part || part.hasAttribute('data-hydrated')) return true
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms)
    window.__bench.onPartHydrated = (target) => {
      if (target !== part) return
      clearTimeout(timer)
      resolve(true)
    }
  })
}

/** The Event Timing entries of the first interaction since `since`: waits for them (up to 1.5 s: none below 16 ms), then its longest duration. */
export function longestEventSince(since) {
  const bench = window.__bench
  const ofTap = () => {
    const first = bench.events.find((e) => e.start >= since)
    return first ? bench.events.filter((e) => e.id === first.id) : []
  }
  return new Promise((resolve) => {
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

/**
 * The page as it would be without its scripts: the same HTML less every `<script>` that runs (the
 * module entry and the inline head script; JSON data blocks stay, they are part of the page) and
 * every `<link rel="modulepreload">`. What a plain HTML page with this content and styles paints.
 * @param {string} html
 */
export function withoutScripts(html) {
  const runs = (attributes) => !/\stype="(application\/json|application\/ld\+json)"/.test(attributes)
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/g, (tag, attributes) => (runs(attributes) ? '' : tag))
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
}
