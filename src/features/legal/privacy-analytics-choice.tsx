import { useLingui } from '@lingui/react/macro'
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react'
import { countingState, isConsentLanguage, saveAnswer, subscribeAnswer, type Answer, type CountingState } from '../../analytics/opt-out'
import { outlineButtonClass } from '../../components/button'
import { useLocale } from '../../i18n/use-locale'

/** Before hydration (and in the prerendered page) the choice is unknown: it lives in the visitor's browser. */
const unknown = (): CountingState | undefined => undefined

/** A button of the control: what it saves (`undefined`: forget the answer), and its label. */
type Action = { save: Answer | undefined; label: string }

/**
 * The privacy page's control for counting visits (README, "Measuring"): says whether this
 * device's visits are counted and lets the visitor change it. Where the page's language needs
 * consent (VITE_ANALYTICS_CONSENT_LANGUAGES) it offers the consent question's choice, from the
 * stored answer; elsewhere, to stop counting or resume. It reads the browser, so it fills once
 * the page is hydrated (a press before that has no button to land on).
 */
export function AnalyticsChoice() {
  const { t } = useLingui()
  const consent = isConsentLanguage(useLocale())
  const state = useSyncExternalStore(subscribeAnswer, countingState, unknown)
  const buttons = useRef<HTMLDivElement>(null)
  const pressed = useRef(false)
  // A press that removed its own button leaves the focus on the one that remains.
  useLayoutEffect(() => {
    if (!pressed.current) return
    pressed.current = false
    if (!buttons.current?.contains(document.activeElement)) buttons.current?.querySelector('button')?.focus()
  }, [state])

  const count: Action = consent
    ? { save: 'yes', label: t({ comment: 'Privacy, counting visits (languages where it needs consent): button that agrees to counting', message: 'Count my visits' }) }
    : { save: undefined, label: t({ comment: 'Privacy, counting visits: button that turns counting back on', message: 'Count my visits again' }) }
  const stop: Action = consent
    ? { save: 'no', label: t({ comment: 'Privacy, counting visits (languages where it needs consent): button that refuses or withdraws consent', message: 'Don’t count my visits' }) }
    : { save: 'no', label: t({ comment: 'Privacy, counting visits: button that turns counting off on this device', message: 'Stop counting my visits' }) }
  const counted = state === 'yes' || (state === 'none' && !consent)
  const actions: Action[] = state === undefined || state === 'refused' ? [] : state === 'none' && consent ? [count, stop] : counted ? [stop] : [count]

  return (
    <div className="space-y-3">
      {/* Its room is there from the first paint (two lines, and the buttons'), so nothing moves when it fills. */}
      <p aria-live="polite" className="min-h-14 font-semibold">
        {state === 'refused'
          ? t({
              comment: 'Privacy, counting visits: status when the browser sends Global Privacy Control or Do Not Track',
              message: 'Your browser asks websites not to track you, so your visits are not counted.',
            })
          : state === 'no'
            ? t({ comment: 'Privacy, counting visits: status after the visitor turned counting off', message: 'Your visits are not counted on this device.' })
            : state === 'none' && consent
              ? t({ comment: 'Privacy, counting visits (languages where it needs consent): status before the visitor answered', message: 'Your visits are not counted unless you agree.' })
              : counted
                ? t({ comment: 'Privacy, counting visits: status while visits are counted', message: 'Your visits to this website are counted on this device.' })
                : ''}
      </p>
      <div ref={buttons} className={consent ? 'grid min-h-12 max-w-md grid-cols-2 gap-3' : 'min-h-12'}>
        {actions.map(({ save, label }, index) => (
          <button
            key={index}
            type="button"
            className={consent ? `${outlineButtonClass} w-full` : outlineButtonClass}
            onClick={() => {
              pressed.current = true
              saveAnswer(save)
            }}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  )
}
