import { Trans, useLingui } from '@lingui/react/macro'
import { Bell, Heart, Sparkles } from 'lucide-react'
import { PhoneFrame } from './phone-frame'
import { useVerse } from './use-verse'

/** The hero's phone: a static picture of the app's home screen. */
export function TodayPhone() {
  const { t } = useLingui()
  const verse = useVerse('happy')
  return (
    <PhoneFrame
      size="lg"
      label={t({
        comment: 'Accessible description of the phone picture in the hero',
        message: 'The app’s home screen, showing the verse of the day and a daily reminder',
      })}
    >
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
        <Trans comment="Small heading inside the app screen picture">Verse of the day</Trans>
      </p>
      <div className="mt-3 rounded-2xl bg-brand-800 p-4 text-white shadow">
        <Sparkles aria-hidden="true" className="mb-2 size-5 text-gold" />
        <p data-scripture className="quoted font-serif text-base leading-snug">{verse.text}</p>
        <p data-scripture className="mt-3 text-xs font-semibold text-brand-100">{verse.reference}</p>
      </div>
      <div className="mt-4 flex items-center justify-between rounded-xl bg-card p-3 shadow-sm ring-1 ring-line">
        <span className="flex items-center gap-2 text-ink">
          <Heart aria-hidden="true" className="size-4 text-danger" />
          <Trans comment="Inside the app screen picture: a prayer count">12 friends prayed with you</Trans>
        </span>
      </div>
      <div className="mt-3 flex items-center gap-2 rounded-xl bg-card p-3 shadow-sm ring-1 ring-line">
        <Bell aria-hidden="true" className="size-4 text-brand-700" />
        <span className="text-ink">
          <Trans comment="Inside the app screen picture: the reminder row">Daily reminder on</Trans>
        </span>
      </div>
    </PhoneFrame>
  )
}
