import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type ReactNode } from 'react'
import { formatTimeOfDay } from '../../../lib/format'
import { LOCALE_INFO } from '../../../i18n/locales'
import { useLocale } from '../../../i18n/use-locale'
import { ScreenBody, TAB_LABELS, TopBar } from './app-chrome'
import { Glyph } from './glyphs'

/** The sample reminder: an enabled flag and a time. */
const REMINDER = { enabled: true, hours: 7, minutes: 0 }
const STREAK_DAYS = 12
const WEEK_DONE = [true, true, true, true, true, false, false]
const PRAYER_MINUTES = 45
const SAVED_VERSES = 8

/** Growth: a prayer streak, this week's days, two totals and the daily reminder switch. */
export function GrowScreen() {
  const { i18n } = useLingui()
  const locale = useLocale()
  const [enabled, setEnabled] = useState(REMINDER.enabled)
  const labelId = useId()
  const streak = STREAK_DAYS
  const done = WEEK_DONE.filter(Boolean).length
  const minutes = PRAYER_MINUTES
  const verses = SAVED_VERSES
  // 2024-01-01 was a Monday; a week that starts on Sunday starts the day before.
  const firstDay = LOCALE_INFO[locale].weekStartsOn === 'sunday' ? 0 : 1
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, { weekday: 'narrow', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, firstDay + i))),
  )
  const time = `${String(REMINDER.hours).padStart(2, '0')}:${String(REMINDER.minutes).padStart(2, '0')}`

  return (
    <>
      <TopBar title={i18n._(TAB_LABELS.progress)} />
      <ScreenBody>
        <div className="flex items-center gap-3 rounded-2xl bg-plum-800 p-4 text-white shadow-md">
          <Glyph name="flame" className="size-8 shrink-0 text-gold" />
          <p className="text-base leading-tight font-semibold">
            <Plural comment="Streak counter in the growth screen sample" value={streak} one="# day in a row" other="# days in a row" />
          </p>
        </div>
        <p className="mt-4 font-medium text-ink">
          <Plural
            comment="Weekly progress in the growth screen sample"
            value={done}
            one="# of 7 days with prayer this week"
            other="# of 7 days with prayer this week"
          />
        </p>
        <ol className="mt-2 grid grid-cols-7 gap-1 text-center text-xs" aria-hidden="true">
          {weekdays.map((day, i) => (
            <li key={i} className={`rounded-md py-1.5 font-semibold ${WEEK_DONE[i] ? 'bg-gold text-plum-950' : 'bg-line text-ink'}`}>
              {day}
            </li>
          ))}
        </ol>
        {/* Two tiles side by side, one above the other where each would be narrower than 6rem (which
            grows with the visitor's text): "versículos", "gespeichert" whole, not broken mid-word. */}
        <ul className="mt-4 grid grid-cols-[repeat(auto-fit,minmax(min(100%,6rem),1fr))] gap-2">
          <StatTile value={minutes}>
            <Plural
              comment="Under a number in a tile of the growth screen sample: minutes spent in prayer this week; short"
              value={minutes}
              one="minute of prayer"
              other="minutes of prayer"
            />
          </StatTile>
          <StatTile value={verses}>
            <Plural
              comment="Under a number in a tile of the growth screen sample: verses the user saved; short"
              value={verses}
              one="verse saved"
              other="verses saved"
            />
          </StatTile>
        </ul>
        {/* The label takes the room the switch leaves; the switch goes under it only where the label's
            longest word and the switch no longer fit side by side (a phone with large text). */}
        <div className="mt-auto pt-4">
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-card p-3 ring-1 ring-line">
            <span className="flex grow basis-0 items-center gap-2">
              <Glyph name="bell" className="size-4 shrink-0 text-brand-700" />
              <span className="min-w-0">
                <span id={labelId} className="block font-medium text-ink">
                  <Trans comment="Label of the reminder switch in the growth screen sample">Daily reminder</Trans>
                </span>
                <time dateTime={time} className="text-muted">
                  {formatTimeOfDay(REMINDER.hours, REMINDER.minutes, locale)}
                </time>
              </span>
            </span>
            <button
              type="button"
              role="switch"
              aria-checked={enabled}
              aria-labelledby={labelId}
              onClick={() => setEnabled((on) => !on)}
              // A 44 × 56 px target around the 28 px track.
              className="-my-2 -mr-1 inline-flex h-11 w-14 shrink-0 items-center justify-center rounded-full"
            >
              <span className={`inline-flex h-7 w-12 items-center rounded-full transition-colors ${enabled ? 'bg-brand-700' : 'bg-muted'}`}>
                <span className={`inline-block size-5 rounded-full bg-card shadow transition-transform ${enabled ? 'translate-x-6' : 'translate-x-1'}`} />
              </span>
            </button>
          </div>
        </div>
      </ScreenBody>
    </>
  )
}

/** A figure of the growth screen sample with its label below. */
function StatTile({ value, children }: { value: number; children: ReactNode }) {
  return (
    <li className="rounded-xl bg-card p-3 ring-1 ring-line">
      <p className="text-2xl leading-none font-bold text-ink">{value}</p>
      <p className="mt-1 text-xs leading-snug text-muted">{children}</p>
    </li>
  )
}
