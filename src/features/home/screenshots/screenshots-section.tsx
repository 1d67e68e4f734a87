import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ComponentType } from 'react'
import { SectionHeading } from '../../../components/section-heading'
import { BIBLE_TRANSLATIONS } from '../../../content/verses'
import { contentLocale } from '../../../i18n/locales'
import { useLocale } from '../../../i18n/use-locale'
import { BibleScreen } from './bible-screen'
import { DevotionalScreen } from './devotional-screen'
import { GrowScreen } from './grow-screen'
import { MoodScreen } from './mood-screen'
import type { AppTab } from './app-chrome'
import { PhoneFrame } from './phone-frame'

interface ScreenCard {
  id: string
  title: MessageDescriptor
  caption: MessageDescriptor
  /** The app tab the screen belongs to, marked in its bottom bar. */
  tab: AppTab
  Screen: ComponentType
}

const SCREENS: readonly ScreenCard[] = [
  {
    id: 'bible',
    title: msg({ comment: 'Screenshot card title (h3)', message: 'Interactive Bible' }),
    caption: msg({ comment: 'Screenshot card caption', message: 'Read, highlight and take notes, even offline.' }),
    tab: 'bible',
    Screen: BibleScreen,
  },
  {
    id: 'grow',
    title: msg({ comment: 'Screenshot card title (h3)', message: 'Grow every day' }),
    caption: msg({ comment: 'Screenshot card caption', message: 'Keep your streak with a gentle daily reminder.' }),
    tab: 'progress',
    Screen: GrowScreen,
  },
  {
    id: 'devotional',
    title: msg({ comment: 'Screenshot card title (h3)', message: 'Daily devotional' }),
    caption: msg({ comment: 'Screenshot card caption', message: 'A verse and a short reflection for today.' }),
    tab: 'home',
    Screen: DevotionalScreen,
  },
  {
    id: 'mood',
    title: msg({ comment: 'Screenshot card title (h3)', message: 'Mood picker' }),
    caption: msg({ comment: 'Screenshot card caption', message: 'Tell the app how you feel and receive a verse.' }),
    tab: 'home',
    Screen: MoodScreen,
  },
]

export function ScreenshotsSection() {
  const { i18n } = useLingui()
  const translation = BIBLE_TRANSLATIONS[contentLocale(useLocale())]
  // "Almeida 1911 (ortografia atualizada)" already names its abbreviation "Almeida 1911".
  const bibleName = translation.name.includes(translation.abbr) ? translation.name : `${translation.name} (${translation.abbr})`
  return (
    <section id="screenshots" aria-labelledby="screenshots-title" className="bg-brand-50 py-20">
      {/* Wider than the other sections: four phones a row from 1280 px, each its full 17rem, the
          width the screens' labels are made to fit (a narrower phone cut off "Markieren"). */}
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="screenshots-title"
          eyebrow={<Trans comment="Small line above the screenshots heading">Inside the app</Trans>}
          title={<Trans comment="Screenshots section heading (h2)">See how it works</Trans>}
          lead={<Trans comment="Screenshots section lead">Try the screens below to get a feel for the app.</Trans>}
        />
        {/* Each card spans three rows of the list's grid (title, caption, phone) and shares them
            with the cards beside it (subgrid), so titles, captions and phones line up. One column on
            phones at most the screen's width (grid-cols-1), however large the visitor's text. */}
        <ul className="-mb-14 grid grid-cols-1 gap-x-8 md:grid-cols-2 xl:grid-cols-4">
          {SCREENS.map(({ id, title, caption, tab, Screen }) => (
            <li key={id} className="row-span-3 grid grid-rows-subgrid gap-y-0 pb-14 text-center">
              <h3 className="text-xl font-bold text-brand-900">{i18n._(title)}</h3>
              <p className="mx-auto mt-1 mb-5 max-w-xs text-muted">{i18n._(caption)}</p>
              <PhoneFrame tab={tab} className="mx-auto w-full max-w-[17rem]">
                <Screen />
              </PhoneFrame>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-xs text-muted">
          <Trans comment="Small print naming the public-domain Bible translation quoted on the page">
            Bible quotations: {bibleName}, public domain.
          </Trans>
        </p>
      </div>
    </section>
  )
}
