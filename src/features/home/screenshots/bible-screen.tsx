import { Trans } from '@lingui/react/macro'
import { CloudDownload, Highlighter, NotebookPen } from 'lucide-react'
import { useVerse } from './use-verse'

/** The interactive Bible: a chapter with the highlighted verse and reading tools. */
export function BibleScreen() {
  const verse = useVerse('bible')
  // "Psalm 119:105" → "Psalm 119"; "Psalm 119,105" (de) → "Psalm 119".
  const chapter = verse.reference.replace(/[:,]\d.*$/, '')
  const number = verse.reference.match(/[:,](\d+)/)?.[1] ?? ''
  return (
    <>
      <p data-scripture className="font-serif text-lg font-semibold text-brand-900">
        {chapter}
      </p>
      <div className="mt-3 space-y-2 text-muted" aria-hidden="true">
        <div className="h-2 w-full rounded bg-line" />
        <div className="h-2 w-11/12 rounded bg-line" />
        <div className="h-2 w-4/5 rounded bg-line" />
      </div>
      <p data-scripture className="mt-4 rounded-lg bg-gold/40 p-3 font-serif leading-snug text-ink">
        <sup className="mr-1 font-sans text-xs font-bold text-brand-800">{number}</sup>
        {verse.text}
      </p>
      <div className="mt-3 space-y-2" aria-hidden="true">
        <div className="h-2 w-full rounded bg-line" />
        <div className="h-2 w-3/4 rounded bg-line" />
      </div>
      <ul className="mt-auto grid grid-cols-3 gap-2 pt-5 text-center text-xs text-ink">
        <li className="flex flex-col items-center gap-1 rounded-lg bg-card p-2 ring-1 ring-line">
          <Highlighter aria-hidden="true" className="size-4 text-brand-700" />
          <Trans comment="Tool label inside the Bible screen sample; very short">Highlight</Trans>
        </li>
        <li className="flex flex-col items-center gap-1 rounded-lg bg-card p-2 ring-1 ring-line">
          <NotebookPen aria-hidden="true" className="size-4 text-brand-700" />
          <Trans comment="Tool label inside the Bible screen sample; very short">Note</Trans>
        </li>
        <li className="flex flex-col items-center gap-1 rounded-lg bg-card p-2 ring-1 ring-line">
          <CloudDownload aria-hidden="true" className="size-4 text-brand-700" />
          <Trans comment="Tool label inside the Bible screen sample: the chapter is saved for offline reading; very short">
            Offline
          </Trans>
        </li>
      </ul>
    </>
  )
}
