import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { BIBLE_TRANSLATIONS } from '../../../content/verses'
import { contentLocale } from '../../../i18n/locales'
import { useLocale } from '../../../i18n/use-locale'
import { ScreenBody, TAB_LABELS, TopBar } from './app-chrome'
import { Glyph, type GlyphName } from './glyphs'
import { useVerse } from './use-verse'

/** One of the reading tools: a toggle button with an icon and a short label. */
function Tool({ icon, pressed, onPress, children }: { icon: GlyphName; pressed: boolean; onPress: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onPress}
      className="flex min-h-11 min-w-0 flex-col items-center justify-center gap-1 rounded-xl border border-line bg-paper px-0.5 py-2 text-center text-[0.6875rem] leading-tight font-medium text-ink hover:bg-brand-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-100"
    >
      <Glyph name={icon} className="size-4 shrink-0 text-brand-700" />
      {children}
    </button>
  )
}

/**
 * The interactive Bible: a verse of a chapter and a sheet of reading tools that work: Highlight marks the verse, Note shows a note, Offline saves it.
 */
export function BibleScreen() {
  const { i18n } = useLingui()
  const verse = useVerse('bible')
  const translation = BIBLE_TRANSLATIONS[contentLocale(useLocale())]
  const [highlighted, setHighlighted] = useState(true)
  const [noted, setNoted] = useState(false)
  const [saved, setSaved] = useState(false)
  // "Psalm 119:105" → "Psalm 119"; "Psalm 119,105" (de) → "Psalm 119".
  const chapter = verse.reference.replace(/[:,]\d.*$/, '')
  const number = verse.reference.match(/[:,](\d+)/)?.[1] ?? ''
  const Mark = highlighted ? 'mark' : 'span'
  return (
    <>
      <TopBar title={i18n._(TAB_LABELS.bible)} />
      <ScreenBody>
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase" translate="no">
          {translation.abbr}
        </p>
        <p data-scripture className="font-serif text-2xl leading-tight font-semibold text-brand-900">
          {chapter}
        </p>
        <p data-scripture className="mt-3 font-serif text-lg leading-relaxed text-ink">
          <sup className="mr-1 font-sans text-xs font-bold text-brand-700">{number}</sup>
          <Mark className={`rounded-sm text-ink ${highlighted ? 'bg-gold/40' : ''}`}>{verse.text}</Mark>
        </p>
        {/* A status, there before the note: a screen reader says the note when Note shows it. */}
        <div role="status">
          {noted && (
            <p className="mt-3 flex gap-2 rounded-xl border-l-4 border-gold bg-card p-3 text-xs leading-snug text-ink shadow-sm ring-1 ring-line">
              <Glyph name="note" className="mt-0.5 size-3.5 shrink-0 text-brand-700" />
              <span>
                <span className="font-semibold">
                  <Trans comment="Label before the sample note in the Bible screen sample; one word">My note:</Trans>
                </span>{' '}
                <Trans comment="Sample note a reader wrote on Psalm 119:105, shown in the Bible screen sample when Note is pressed; under 60 characters">
                  Enough light for the next step.
                </Trans>
              </span>
            </p>
          )}
        </div>
        <div className="mt-auto rounded-2xl bg-card p-2 shadow-lg ring-1 ring-line">
          <div aria-hidden="true" className="mx-auto mb-2 h-1 w-8 rounded-full bg-line" />
          <div className="grid grid-cols-3 gap-1.5">
            <Tool icon="highlight" pressed={highlighted} onPress={() => setHighlighted((on) => !on)}>
              <Trans comment="Tool label inside the Bible screen sample; very short">Highlight</Trans>
            </Tool>
            <Tool icon="note" pressed={noted} onPress={() => setNoted((on) => !on)}>
              <Trans comment="Tool label inside the Bible screen sample; very short">Note</Trans>
            </Tool>
            <Tool icon="offline" pressed={saved} onPress={() => setSaved((on) => !on)}>
              <Trans comment="Tool label inside the Bible screen sample: the chapter is saved for offline reading; very short">
                Offline
              </Trans>
            </Tool>
          </div>
          <p role="status" className="mt-1.5 flex min-h-5 items-center justify-center gap-1 text-center text-xs leading-tight font-medium text-success">
            {saved && (
              <>
                <Glyph name="check" className="size-3.5 shrink-0" />
                <Trans comment="Shown in the Bible screen sample after Offline is pressed; short">Saved for offline</Trans>
              </>
            )}
          </p>
        </div>
      </ScreenBody>
    </>
  )
}
