import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Check, Copy } from 'lucide-react'
import { useId, useRef, type ReactNode } from 'react'
import { outlineButtonClass } from '../../components/button'
import type { CopyOutcome } from './copy-text'

interface CopyFieldProps {
  label: ReactNode
  /** The button's words before a copy, naming what it copies ("Copy address"). */
  copyLabel: ReactNode
  value: string
  /** What the last press of this field's button achieved, while it is worth saying. */
  outcome: CopyOutcome | null
  onCopy: (field: HTMLInputElement | HTMLTextAreaElement) => void
  /**
   * A text that may run over several lines (subject, message): a text area, as tall as its text up
   * to a limit, then scrolled (`rows` where the browser cannot size it to its text). None: one line.
   */
  rows?: number
  /** An address: never translated by the browser. */
  verbatim?: boolean
}

/**
 * One part of a prepared email, read-only, with its copy button. A real field, so the visitor can
 * also select and copy it by hand, and so a refused copy can select its text.
 */
export function CopyField({ label, copyLabel, value, outcome, onCopy, rows, verbatim = false }: CopyFieldProps) {
  const { t, i18n } = useLingui()
  const id = useId()
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  const selectedId = `${id}-selected`
  const shared = {
    id,
    ref: field,
    value,
    readOnly: true,
    translate: verbatim ? ('no' as const) : undefined,
    'aria-describedby': outcome === 'selected' ? selectedId : undefined,
    className: 'block min-h-12 w-full rounded-lg border border-line bg-paper px-3 py-2.5 text-base text-ink',
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-medium text-ink">
        {label}
      </label>
      {rows ? (
        <textarea rows={rows} {...shared} className={`${shared.className} max-h-72 resize-none field-sizing-content`} />
      ) : (
        <input type="text" {...shared} />
      )}
      <button type="button" className={`mt-2 ${outlineButtonClass}`} onClick={() => field.current && onCopy(field.current)}>
        {outcome === 'copied' ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
        {outcome === 'copied' ? t({ comment: 'Copy button of the prepared email, for a moment after it copied; short', message: 'Copied' }) : copyLabel}
      </button>
      {outcome === 'selected' && (
        <p id={selectedId} className="mt-1.5 text-sm text-muted">
          {i18n._(SELECTED_NOTE)}
        </p>
      )}
    </div>
  )
}

/** Shown under the field, and said, when the browser refused the copy and the text was selected instead. */
export const SELECTED_NOTE = msg({
  comment: 'Under a field of the prepared email when the browser did not allow copying; the text in the field is now selected',
  message: 'Your browser did not allow copying. The text is selected: copy it with your device’s Copy command.',
})
