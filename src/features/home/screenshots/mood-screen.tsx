import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { VerseKey } from '../../../content/verses'
import { ScreenBody, TopBar } from './app-chrome'
import { Glyph } from './glyphs'
import { useVerse } from './use-verse'

type Mood = Extract<VerseKey, 'happy' | 'worried' | 'grateful' | 'thoughtful'>

const MOODS: ReadonlyArray<{ id: Mood; label: MessageDescriptor }> = [
  { id: 'happy', label: msg({ comment: 'Mood button in the mood picker sample', message: 'Happy' }) },
  { id: 'worried', label: msg({ comment: 'Mood button in the mood picker sample', message: 'Worried' }) },
  { id: 'grateful', label: msg({ comment: 'Mood button in the mood picker sample', message: 'Grateful' }) },
  {
    id: 'thoughtful',
    label: msg({
      comment: 'Mood button in the mood picker sample: a quiet, inward mood (its verse is Lamentations 3:22-23); not the word of the “Reflection” heading beside it',
      message: 'Thoughtful',
    }),
  },
]

/** The mood the sample opens with, so its verse shows from the start. */
const FIRST_MOOD: Mood = 'grateful'

function MoodVerse({ mood }: { mood: Mood }) {
  const verse = useVerse(mood)
  return (
    <div className="flex flex-1 flex-col rounded-2xl bg-plum-800 p-4 text-white shadow-md">
      <p data-scripture className="quoted font-serif text-[0.95rem] leading-snug">
        {verse.text}
      </p>
      <p data-scripture className="mt-auto pt-3 text-xs font-semibold text-plum-100">
        {verse.reference}
      </p>
    </div>
  )
}

/** The mood picker sample: four toggle buttons; choosing one shows a verse for it. */
export function MoodScreen() {
  const { i18n } = useLingui()
  const [mood, setMood] = useState<Mood | null>(FIRST_MOOD)
  return (
    <>
      <TopBar title={<Trans comment="Title in the top bar of the mood picker sample; one short word">Mood</Trans>} />
      <ScreenBody>
        <p className="font-semibold text-ink">
          <Trans comment="Question at the top of the mood picker sample">How are you feeling today?</Trans>
        </p>
        <div className="mt-3 grid grid-cols-2 gap-2">
          {MOODS.map(({ id, label }) => (
            <button
              key={id}
              type="button"
              aria-pressed={mood === id}
              onClick={() => setMood((current) => (current === id ? null : id))}
              className="flex min-h-11 min-w-0 flex-col items-center gap-1 rounded-xl border border-line bg-card px-1 py-2.5 text-center text-[0.8125rem] leading-tight font-medium break-words text-ink hover:bg-brand-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-100"
            >
              <Glyph name={id} className="size-5 shrink-0 text-brand-700" />
              {i18n._(label)}
            </button>
          ))}
        </div>
        <div className="mt-4 flex flex-1 flex-col" aria-live="polite">
          {mood ? (
            <MoodVerse mood={mood} />
          ) : (
            <p className="flex flex-1 items-center justify-center rounded-2xl border border-dashed border-line p-4 text-center text-muted">
              <Trans comment="Shown in the mood picker sample before a mood is chosen">Choose a mood to receive a verse for it.</Trans>
            </p>
          )}
        </div>
      </ScreenBody>
    </>
  )
}
