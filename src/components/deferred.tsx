import { i18n } from '@lingui/core'
import { lazy, Suspense, useEffect, type ComponentType } from 'react'
import { loadRestOfCatalog } from '../i18n/activate'
import { isLocale } from '../i18n/locales'

type Loader<P> = () => Promise<ComponentType<P>>

/** Every deferred part's loader, so the build can load them all before rendering (`loadDeferredParts`). */
const loaders: Array<Loader<never>> = []

/**
 * The visitor's first tap, key or history move anywhere: from then on the page may change (a
 * language switch re-renders everything), and every part must be able to follow. Listened for
 * from the start, since React may reach a part only after that first action.
 */
const firstAction: Promise<void> = new Promise((resolve) => {
  if (typeof window === 'undefined') return
  const targets: Array<[EventTarget, string]> = [
    [document, 'pointerdown'],
    [document, 'keydown'],
    [window, 'popstate'],
  ]
  const acted = () => {
    for (const [target, type] of targets) target.removeEventListener(type, acted, true)
    resolve()
  }
  for (const [target, type] of targets) target.addEventListener(type, acted, { capture: true, passive: true })
})

/** The ids of the deferred parts this page has. */
const partIds = new Set<string>()

/** Buttons pressed in a part before its code had arrived, by part id: pressed again once it has. */
const pressedEarly = new Map<string, HTMLElement>()

/**
 * Parts rendered by the browser itself (after a link inside the site was followed), still on
 * their way. When the last one has arrived, the page is complete and can scroll to its #fragment,
 * which the router tried before those parts existed.
 */
let partsOnTheirWay = 0

/** The deferred part an element is in, while that part is not hydrated yet. */
function waitingPart(node: EventTarget | null): HTMLElement | null {
  for (let element = node instanceof Element ? node : null; element; element = element.parentElement) {
    if (partIds.has(element.id)) return element.hasAttribute('data-hydrated') ? null : (element as HTMLElement)
  }
  return null
}

// A press on a button of a part whose code is still on its way is held, not lost: React would
// not see it. It is replayed once the part is hydrated (see `Hydrated`). Links work as links.
if (typeof document !== 'undefined') {
  document.addEventListener(
    'click',
    (event) => {
      const part = waitingPart(event.target)
      const button = part && (event.target as Element).closest('button')
      if (!part || !button) return
      event.preventDefault()
      event.stopPropagation()
      pressedEarly.set(part.id, button)
    },
    true,
  )
}

/**
 * When a part's code loads: `near`, when the visitor gets near it (or points at or tabs into it)
 * or acts anywhere; `touched`, only when the visitor points at, taps or tabs into it, or acts
 * anywhere (a form, whose code and validation the page needs only once it is used, even when it
 * is on the first screen); `first-action`, only after the visitor's first tap, key or history move
 * anywhere, even when it is in view from the start (decoration on the first screen, which needs
 * no code until the page may change).
 */
export type DeferredLoad = 'near' | 'touched' | 'first-action'

export interface DeferredOptions extends MessageOptions {
  /** `near` unless set (see `DeferredLoad`). */
  load?: DeferredLoad
}

/**
 * Resolves when the visitor points at or tabs into the element with this id, or it comes near the
 * viewport (`near` only), or after the visitor's first action anywhere (`firstAction`); at once
 * when there is no such element (a page rendered in the browser after a link was followed).
 */
function whenWanted(id: string, when: DeferredLoad): Promise<void> {
  const element = document.getElementById(id)
  if (!element) partsOnTheirWay++
  if (!element) return Promise.resolve()
  // Reached before React got here: focus inside it, or a press held for it.
  if (element.contains(document.activeElement) || pressedEarly.has(id)) return Promise.resolve()
  if (when === 'first-action') return firstAction
  if (when === 'near' && !('IntersectionObserver' in window)) return Promise.resolve()
  return new Promise((resolve) => {
    const near =
      when === 'near' ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: '10% 0px' }) : undefined
    // Listened for on the document, before React: React stops these events at its root while
    // they target a part it has not hydrated yet, so a listener on the part would never hear them.
    const events = ['focusin', 'pointerover'] as const
    const into = (event: Event) => event.target instanceof Node && element.contains(event.target) && done()
    function done() {
      near?.disconnect()
      for (const type of events) document.removeEventListener(type, into, true)
      resolve()
    }
    near?.observe(element)
    for (const type of events) document.addEventListener(type, into, { capture: true, passive: true })
    void firstAction.then(done)
  })
}

/**
 * Runs once the part's boundary has been hydrated (or rendered): marks it, replays an early
 * press, and when it was the last part the page waited for, scrolls to the #fragment.
 */
function Hydrated({ id }: { id: string }) {
  useEffect(() => {
    const element = document.getElementById(id)
    if (!element || element.hasAttribute('data-hydrated')) return
    element.setAttribute('data-hydrated', '')
    const button = pressedEarly.get(id)
    pressedEarly.delete(id)
    if (button?.isConnected) button.click()
    if (partsOnTheirWay > 0 && --partsOnTheirWay === 0 && window.location.hash) {
      document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView()
    }
  }, [id])
  return null
}

interface MessageOptions {
  /**
   * `all`: the part's messages are not in the page's HTML (src/i18n/catalog-areas.ts,
   * LATER_SOURCES), so it hydrates once the whole catalog of the language is loaded too.
   */
  messages?: 'all'
}

/** In the browser, the whole catalog of the language on screen (loaded once). */
function wholeCatalog(): Promise<void> | undefined {
  if (typeof document === 'undefined' || !isLocale(i18n.locale)) return undefined
  return loadRestOfCatalog(i18n.locale)
}

/**
 * A part of a page whose code is loaded only when the visitor gets near it, with
 * `{ load: 'touched' }` only when the visitor points at or tabs into it, or with
 * `{ load: 'first-action' }` only once the visitor first acts (`id` is the id of its outermost
 * element). The prerendered HTML shows it at once; React leaves that HTML as it is (a dehydrated
 * Suspense boundary, typing in its fields included) until the code has arrived, then hydrates it
 * and sets `data-hydrated` on the element. At build time the code is loaded first and rendered in
 * place.
 */
export function deferred<P extends object>(id: string, load: Loader<P>, options: DeferredOptions = {}): ComponentType<P> {
  const when = options.load ?? 'near'
  partIds.add(id)
  let Loaded: ComponentType<P> | undefined
  const loadOnce = () =>
    Promise.all([load(), options.messages === 'all' ? wholeCatalog() : undefined]).then(([component]) => (Loaded = component))
  loaders.push(loadOnce as Loader<never>)
  const Lazy = lazy(async () => {
    if (!Loaded) {
      await whenWanted(id, when)
      await loadOnce()
    }
    return { default: Loaded! }
  })
  function Deferred(props: P) {
    const Part = import.meta.env.SSR ? Loaded : Lazy
    if (!Part) throw new Error(`Deferred part #${id} rendered before loadDeferredParts()`)
    return (
      <Suspense fallback={null}>
        <Part {...props} />
        <Hydrated id={id} />
      </Suspense>
    )
  }
  return Deferred
}

/** At build time, before rendering: every deferred part's code. */
export async function loadDeferredParts(): Promise<void> {
  await Promise.all(loaders.map((load) => load()))
}
