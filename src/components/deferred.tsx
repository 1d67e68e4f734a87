import { i18n } from '@lingui/core'
import { lazy, Suspense, useEffect, type ComponentType } from 'react'
import { loadRestOfCatalog } from '../i18n/activate'
import { isLocale } from '../i18n/locales'
import { HYDRATED_ATTRIBUTE, markHydrated } from '../lib/early-gestures'

/**
 * When a part's code loads (an island's hydration directive):
 * - `visible`: when it comes within 10% of a screen of the viewport;
 * - `static`: only when the page must render it again (a language switch), for a part with
 *   nothing to press (the feature cards, the testimonials, the hero's picture). Its prerendered
 *   HTML is the part until then.
 */
export type DeferredLoad = 'visible' | 'static'

export interface DeferredOptions {
  /** `visible` unless set. */
  load?: DeferredLoad
  /**
   * `all`: the part's messages are not in the page's HTML (src/i18n/catalog-areas.ts,
   * LATER_SOURCES), so it hydrates once the whole catalog of the language is loaded too.
   */
  messages?: 'all'
}

interface Part {
  /** Every deferred part's code, for the build, which renders them in place. */
  load: () => Promise<unknown>
  /** In the browser: lets the part load now, whatever its trigger. */
  release?: () => void
  /** The page needs it now (`hydrateDeferredParts`), even before React has reached it. */
  wanted?: boolean
  /** In the browser: settles once the part is hydrated (or rendered). */
  hydrated?: Promise<void>
  settleHydrated?: () => void
}

/** The deferred parts, by the id of their outermost element. */
const parts = new Map<string, Part>()

/** The ids of every deferred part: the page's inline script holds presses made inside one until it is hydrated. */
export function deferredPartIds(): string[] {
  return [...parts.keys()]
}

/**
 * Parts rendered by the browser itself (after a link inside the site was followed), still on
 * their way. When the last one has arrived, the page is complete and can scroll to its #fragment,
 * which the router tried before those parts existed.
 */
let partsOnTheirWay = 0

/**
 * Resolves when the part should load: at once when its element is not in the page (the browser
 * renders it after a link was followed); when it nears the viewport (`visible`); or when the page
 * needs every part hydrated (`hydrateDeferredParts`).
 */
function whenWanted(id: string, part: Part, load: DeferredLoad): Promise<void> {
  const element = document.getElementById(id)
  if (!element) {
    partsOnTheirWay++
    return Promise.resolve()
  }
  return new Promise((resolve) => {
    const near =
      load === 'visible' && 'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && release(), { rootMargin: '10% 0px' })
        : undefined
    function release() {
      near?.disconnect()
      resolve()
    }
    part.release = release
    if (part.wanted || (load === 'visible' && !near)) release()
    near?.observe(element)
  })
}

/**
 * Runs once the part's boundary has been hydrated (or rendered): marks it, answers what was
 * pressed in it before (src/lib/early-gestures.ts), and when it was the last part the page waited
 * for, scrolls to the #fragment.
 */
function Hydrated({ id }: { id: string }) {
  useEffect(() => {
    const element = document.getElementById(id)
    parts.get(id)?.settleHydrated?.()
    if (!element || element.hasAttribute(HYDRATED_ATTRIBUTE)) return
    markHydrated(element)
    if (partsOnTheirWay > 0 && --partsOnTheirWay === 0 && window.location.hash) {
      document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView()
    }
  }, [id])
  return null
}

/** In the browser, the whole catalog of the language on screen (loaded once). */
function wholeCatalog(): Promise<void> | undefined {
  if (typeof document === 'undefined' || !isLocale(i18n.locale)) return undefined
  return loadRestOfCatalog(i18n.locale)
}

/**
 * An island: a part of a page whose code loads after the page's, when `options.load` says (`id`
 * is the id of its outermost element). The prerendered HTML shows it at once; React leaves that
 * HTML as it is (a dehydrated Suspense boundary, typing in its fields included) until the code
 * has arrived, then hydrates it and sets `data-hydrated` on the element. At build time the code
 * is loaded first and rendered in place.
 */
export function deferred<P extends object>(id: string, load: () => Promise<ComponentType<P>>, options: DeferredOptions = {}): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined
  const loadOnce = () =>
    Promise.all([load(), options.messages === 'all' ? wholeCatalog() : undefined]).then(([component]) => (Loaded = component))
  const part: Part = { load: loadOnce }
  if (typeof document !== 'undefined') part.hydrated = new Promise((resolve) => (part.settleHydrated = resolve))
  parts.set(id, part)
  const Lazy = lazy(async () => {
    if (!Loaded) {
      await whenWanted(id, part, options.load ?? 'visible')
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
  await Promise.all([...parts.values()].map((part) => part.load()))
}

/**
 * In the browser, before the page renders in another language: loads and hydrates every part the
 * page still shows from its HTML. React can only hydrate a part in the language it was rendered
 * in; one that hydrated after the switch would meet text in the other language (error 418), and
 * one re-rendered before hydrating would be thrown away and drawn again.
 */
export async function hydrateDeferredParts(): Promise<void> {
  const waiting = [...parts].filter(([id]) => {
    const element = document.getElementById(id)
    return element !== null && !element.hasAttribute(HYDRATED_ATTRIBUTE)
  })
  for (const [, part] of waiting) {
    part.wanted = true
    part.release?.()
  }
  await Promise.all(waiting.map(([, part]) => part.hydrated))
}
