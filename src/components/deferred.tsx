import { lazy, Suspense, type ComponentType } from 'react'

type Loader<P> = () => Promise<ComponentType<P>>

/** Every deferred part's loader, so the build can load them all before rendering (`loadDeferredParts`). */
const loaders: Array<Loader<never>> = []

/**
 * Resolves when the element with this id comes near the viewport or the visitor points at or
 * tabs into it, or as soon as the visitor does anything at all (a tap, a key, the back button):
 * then the page may change (a language switch re-renders everything), and every part must be
 * able to follow. At once when there is no such element (a page rendered in the browser).
 */
function whenWanted(id: string): Promise<void> {
  const element = document.getElementById(id)
  if (!element || !('IntersectionObserver' in window)) return Promise.resolve()
  return new Promise((resolve) => {
    const near = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: '50% 0px' })
    const listeners: Array<[EventTarget, string]> = [
      [element, 'focusin'],
      [element, 'pointerover'],
      [document, 'pointerdown'],
      [document, 'keydown'],
      [window, 'popstate'],
    ]
    function done() {
      near.disconnect()
      for (const [target, type] of listeners) target.removeEventListener(type, done, true)
      resolve()
    }
    near.observe(element)
    for (const [target, type] of listeners) target.addEventListener(type, done, { capture: true, passive: true })
  })
}

/**
 * A part of a page whose code is loaded only when the visitor gets near it (`id` is the id of
 * its outermost element). The prerendered HTML shows it at once; React leaves that HTML as it is
 * (a dehydrated Suspense boundary, typing in its fields included) until the code has arrived,
 * then hydrates it. At build time the code is loaded first and rendered in place.
 */
export function deferred<P extends object>(id: string, load: Loader<P>): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined
  const loadOnce = () => load().then((component) => (Loaded = component))
  loaders.push(loadOnce as Loader<never>)
  const Lazy = lazy(async () => {
    if (!Loaded) {
      await whenWanted(id)
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
      </Suspense>
    )
  }
  return Deferred
}

/** At build time, before rendering: every deferred part's code. */
export async function loadDeferredParts(): Promise<void> {
  await Promise.all(loaders.map((load) => load()))
}
