import { i18n } from '@lingui/core'
import { lazy, Suspense, useEffect, type ComponentType } from 'react'
import { loadRestOfCatalog } from '../i18n/activate'
import { isLocale } from '../i18n/locales'
import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE, markHydrated } from '../lib/early-gestures'
import { focusQuietly, isTypingIn } from '../lib/focus-quietly'
import { sectionScroll } from '../lib/section-scroll'

/**
 * When a part's code loads (an island's hydration directive):
 * - `visible`: when it comes within 10% of a screen of the viewport;
 * - `interaction`: when the visitor first touches, focuses or types in it (or already has, before
 *   the page's code arrived), for a part that works as HTML until then: a form, whose fields keep
 *   what is typed and whose send is held by the page's inline script (src/lib/early-gestures.ts);
 * - `static`: only when the page must render it again (a language switch), for a part with
 *   nothing to press (the feature cards, the testimonials, the hero's picture). Its prerendered
 *   HTML is the part until then.
 */
export type DeferredLoad = 'visible' | 'interaction' | 'static'

/** The events that say a visitor has begun to use a part (`interaction`). */
const INTERACTION_EVENTS = ['pointerdown', 'focusin', 'input'] as const

/** Whether the visitor began using the element before anyone listened: focus in it, or a field changed. */
function alreadyUsed(element: Element): boolean {
  if (element.contains(document.activeElement)) return true
  return [...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some((field) =>
    field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue,
  )
}

export interface DeferredOptions {
  /** `visible` unless set. */
  load?: DeferredLoad
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

/** The deferred parts, by name. */
const parts = new Map<string, Part>()

/** The element `deferred()` wraps a part in: `<div data-island="faq">`, which lays out nothing itself. */
function islandElement(name: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${ISLAND_ATTRIBUTE}="${name}"]`)
}

/**
 * Parts rendered by the browser itself (after a link inside the site was followed), still on
 * their way. When the last one has arrived, the page is complete and can scroll to its #fragment,
 * which the router tried before those parts existed.
 */
let partsOnTheirWay = 0

/**
 * Resolves when the part should load: at once when the page holds no prerendered HTML of it (the
 * browser renders it after a link was followed, and may have put up its empty wrapper already);
 * when it nears the viewport (`visible`); when the visitor begins to use it (`interaction`); or
 * when the page needs every part hydrated (`hydrateDeferredParts`).
 */
function whenWanted(name: string, part: Part, load: DeferredLoad): Promise<void> {
  // The wrapper has no box of its own (`display: contents`): its first element is what shows.
  const shown = islandElement(name)?.firstElementChild
  if (!shown) {
    partsOnTheirWay++
    return Promise.resolve()
  }
  return new Promise((resolve) => {
    const near =
      load === 'visible' && 'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && release(), { rootMargin: '10% 0px' })
        : undefined
    // On the document, before React sees the event: React stops an event inside a part it has not
    // hydrated yet from reaching the part (it replays it once the part is hydrated).
    const used = load === 'interaction' ? (event: Event) => event.target instanceof Node && shown.contains(event.target) && release() : undefined
    function release() {
      near?.disconnect()
      if (used) for (const type of INTERACTION_EVENTS) document.removeEventListener(type, used, { capture: true })
      resolve()
    }
    part.release = release
    if (part.wanted || (load === 'visible' && !near) || (load === 'interaction' && alreadyUsed(shown))) return release()
    near?.observe(shown)
    if (used) for (const type of INTERACTION_EVENTS) document.addEventListener(type, used, { capture: true, passive: true })
  })
}

/**
 * Runs once the part's boundary has been hydrated (or rendered): marks it, answers what was
 * pressed in it before (src/lib/early-gestures.ts), and when it was the last part the page waited
 * for, scrolls to the #fragment and focuses it, as the router did (src/lib/section-scroll.ts).
 */
function Hydrated({ name }: { name: string }) {
  useEffect(() => {
    const island = islandElement(name)
    parts.get(name)?.settleHydrated?.()
    if (!island || island.hasAttribute(HYDRATED_ATTRIBUTE)) return
    markHydrated(island)
    if (partsOnTheirWay > 0 && --partsOnTheirWay === 0 && window.location.hash) {
      const section = document.getElementById(decodeURIComponent(window.location.hash.slice(1)))
      section?.scrollIntoView(sectionScroll())
      // And focus, as the router's would have (app/focus-after-navigation.ts), unless the visitor is typing.
      if (section && !isTypingIn(document.activeElement)) focusQuietly(section)
    }
  }, [name])
  return null
}

/** In the browser, the whole catalog of the language on screen (loaded once; at build time, nothing to load). */
function wholeCatalog(): Promise<void> | undefined {
  if (typeof document === 'undefined' || !isLocale(i18n.locale)) return undefined
  return loadRestOfCatalog(i18n.locale)
}

/**
 * An island: a part of a page whose code loads after the page's, when `options.load` says. This
 * call is all that declares it: the part is wrapped in `<div data-island="name" data-load="…">`
 * (no box of its own; `data-load` says when its code loads, which the tests read), which the page's
 * inline script reads to hold presses made in the part before its code arrives
 * (src/lib/early-gestures.ts), and which gets `data-hydrated` once React has taken the part over.
 * The prerendered HTML shows it at once; React leaves that HTML as it is (a dehydrated Suspense
 * boundary, typing in its fields included) until the code has arrived, then hydrates it.
 * The page's HTML carries only the messages of its start-up code (scripts/page-messages.mjs), so a
 * part loads the whole catalog of the language with its code. At build time the code is loaded
 * first and rendered in place.
 */
export function deferred<P extends object>(name: string, load: () => Promise<ComponentType<P>>, options: DeferredOptions = {}): ComponentType<P> {
  // Hot reloading runs the call again; otherwise a second part of the name would be a mistake.
  if (parts.has(name) && !import.meta.hot) throw new Error(`Two deferred parts are named "${name}"`)
  let Loaded: ComponentType<P> | undefined
  const loadOnce = () => Promise.all([load(), wholeCatalog()]).then(([component]) => (Loaded = component))
  const part: Part = { load: loadOnce }
  if (typeof document !== 'undefined') part.hydrated = new Promise((resolve) => (part.settleHydrated = resolve))
  parts.set(name, part)
  const Lazy = lazy(async () => {
    if (!Loaded) {
      await whenWanted(name, part, options.load ?? 'visible')
      await loadOnce()
    }
    return { default: Loaded! }
  })
  function Deferred(props: P) {
    const Part = import.meta.env.SSR ? Loaded : Lazy
    if (!Part) throw new Error(`Deferred part "${name}" rendered before loadDeferredParts()`)
    return (
      <div {...{ [ISLAND_ATTRIBUTE]: name }} data-load={options.load ?? 'visible'} className="contents">
        <Suspense fallback={null}>
          <Part {...props} />
          <Hydrated name={name} />
        </Suspense>
      </div>
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
 * page still shows from its prerendered HTML (one the browser renders itself has none yet). React
 * can only hydrate a part in the language it was rendered in; one that hydrated after the switch
 * would meet text in the other language (error 418), and one re-rendered before hydrating would
 * be thrown away and drawn again.
 */
export async function hydrateDeferredParts(): Promise<void> {
  const waiting = [...parts].filter(([name]) => {
    const island = islandElement(name)
    return island?.firstElementChild && !island.hasAttribute(HYDRATED_ATTRIBUTE)
  })
  for (const [, part] of waiting) {
    part.wanted = true
    part.release?.()
  }
  await Promise.all(waiting.map(([, part]) => part.hydrated))
}
