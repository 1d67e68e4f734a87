import { inlineScript } from './inline-script'

/**
 * Set on an element once React has taken it over: on <html> once the page's root is hydrated
 * (src/app/root-layout.tsx), on a deferred part once its code has arrived and it is hydrated
 * (src/components/deferred.tsx).
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'

/** Wraps each part whose code loads after the page's, with its name (`deferred()`, src/components/deferred.tsx). */
export const ISLAND_ATTRIBUTE = 'data-island'

/** A press on a button, or a form's submit, made before the code that answers it had arrived. */
interface HeldGesture {
  target: HTMLButtonElement | HTMLFormElement
  /** The button that sent the form, when there was one. */
  submitter?: HTMLElement | null
}

/** What the page's inline script leaves for the app: `replay()` after each hydration. */
export interface EarlyGestures {
  /** Answers, once, every held gesture whose code has now arrived. */
  replay(): void
}

declare global {
  interface Window {
    earlyGestures?: EarlyGestures
  }
}

interface KeepOptions {
  /** The hydrated marker and the islands' marker. */
  hydrated: string
  island: string
}

/**
 * In <head> of every prerendered page, before anything is painted. Links, `<details>`, popovers
 * and forms work as HTML from the first paint; a button's press or a form's submit needs the code
 * of the part it is in. One that comes before that code is held here instead of being lost (React
 * does not see it, and the browser would submit the form nowhere) and answered once the code has
 * arrived, exactly once: `window.earlyGestures.replay()` presses the button again or submits the
 * form again, with the values typed since. A second press of the same control meanwhile is the
 * same wish, not a second one. Popover buttons open their popover on their own and are let be.
 * (A language picked before hydration is saved by the language script: language-redirect-script.ts.)
 */
export function keepEarlyGestures({ hydrated, island }: KeepOptions): void {
  const root = document.documentElement
  const held: HeldGesture[] = []
  /** Whether the code that answers this element has yet to arrive: its island's, or the page's. */
  const waiting = (element: Element): boolean => !(element.closest(`[${island}]`) ?? root).hasAttribute(hydrated)
  const hold = (event: Event, gesture: HeldGesture) => {
    event.preventDefault()
    event.stopImmediatePropagation()
    for (let index = held.length - 1; index >= 0; index--) {
      if (held[index]!.target === gesture.target) held.splice(index, 1)
    }
    held.push(gesture)
  }
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null
      const button = target?.closest('button')
      if (button && button.type === 'button' && !button.hasAttribute('popovertarget') && waiting(button)) hold(event, { target: button })
    },
    true,
  )
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target
      if (form instanceof HTMLFormElement && waiting(form)) hold(event, { target: form, submitter: event.submitter })
    },
    true,
  )
  window.earlyGestures = {
    replay() {
      for (const gesture of held.splice(0)) {
        const { target, submitter } = gesture
        if (!target.isConnected) continue
        if (waiting(target)) held.push(gesture)
        else if (target instanceof HTMLFormElement) target.requestSubmit(submitter?.isConnected ? submitter : null)
        else target.click()
      }
    },
  }
}

/**
 * In the app, once React has taken over an element (<html> for the page's root, or a deferred
 * part): marks it, then answers what was pressed or sent in it before its code had arrived.
 */
export function markHydrated(element: Element): void {
  element.setAttribute(HYDRATED_ATTRIBUTE, '')
  window.earlyGestures?.replay()
}

/** The script text for <head>. */
export function earlyGesturesScript(): string {
  return inlineScript(keepEarlyGestures, { hydrated: HYDRATED_ATTRIBUTE, island: ISLAND_ATTRIBUTE })
}
