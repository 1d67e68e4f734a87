import { useLingui } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import { countingState, setOptedOut, subscribeOptOut, type CountingState } from '../../analytics/opt-out'
import { outlineButtonClass } from '../../components/button'

/** Before hydration (and in the prerendered page) the choice is unknown: it lives in the visitor's browser. */
const unknown = (): CountingState | undefined => undefined

/**
 * The privacy page's control for counting visits (README, "Measuring"): says whether this
 * device's visits are counted and lets the visitor stop it, or resume. It reads the browser, so it
 * fills once the page is hydrated (a press before that has no button to land on).
 */
export function AnalyticsChoice() {
  const { t } = useLingui()
  const state = useSyncExternalStore(subscribeOptOut, countingState, unknown)
  return (
    <div className="space-y-3">
      {/* Its room is there from the first paint (two lines, and the button's), so nothing moves when it fills. */}
      <p aria-live="polite" className="min-h-14 font-semibold">
        {state === 'refused'
          ? t({
              comment: 'Privacy, counting visits: status when the browser sends Global Privacy Control or Do Not Track',
              message: 'Your browser asks websites not to track you, so your visits are not counted.',
            })
          : state === 'opted-out'
            ? t({ comment: 'Privacy, counting visits: status after the visitor turned counting off', message: 'Your visits are not counted on this device.' })
            : state === 'counted'
              ? t({ comment: 'Privacy, counting visits: status while visits are counted', message: 'Your visits to this website are counted on this device.' })
              : ''}
      </p>
      <div className="min-h-12">
        {(state === 'counted' || state === 'opted-out') && (
          <button type="button" className={outlineButtonClass} onClick={() => setOptedOut(state === 'counted')}>
            {state === 'counted'
              ? t({ comment: 'Privacy, counting visits: button that turns counting off on this device', message: 'Stop counting my visits' })
              : t({ comment: 'Privacy, counting visits: button that turns counting back on', message: 'Count my visits again' })}
          </button>
        )}
      </div>
    </div>
  )
}
