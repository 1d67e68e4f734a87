import { useLingui } from '@lingui/react/macro'
import { DevotionalScreen } from './devotional-screen'
import { PhoneFrame } from './phone-frame'

/** The hero's phone: the daily devotional screen, as a picture. */
export function HeroPhone() {
  const { t } = useLingui()
  return (
    <PhoneFrame
      size="lg"
      label={t({
        comment: 'Accessible description of the phone picture in the hero',
        message: 'The app’s daily devotional: a verse, its reference and a short reflection',
      })}
    >
      <DevotionalScreen still />
    </PhoneFrame>
  )
}
