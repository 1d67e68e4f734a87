import { useLingui } from '@lingui/react'
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { countedLength, useCharacterCount } from './character-count'
import { translateError } from './form-messages'

interface TextFieldProps {
  label: ReactNode
  registration: UseFormRegisterReturn
  /** A message id from the form's schema; translated here so it follows a language switch. */
  error?: string
  hint?: ReactNode
  type?: 'text' | 'email'
  autoComplete?: string
  multiline?: boolean
  required?: boolean
  /**
   * A button beside the input (the newsletter's Subscribe): on one line with it from `sm` up, same
   * top and height; below it, full width, on phones. Hint and error stay under the input.
   */
  action?: ReactNode
  /**
   * The schema's length limit, for a count under the field as the text nears it (GOV.UK's
   * character count: from 80 %, "N characters left", then "N characters too many"; screen readers
   * hear it in a polite live region after a pause in typing). Nothing is ever cut.
   */
  characterLimit?: number
  className?: string
}

/**
 * A labelled input or textarea wired for errors: aria-invalid and aria-describedby. Lengths are
 * the schema's to check (no `maxlength`, which would cut a pasted text without a word); with
 * `characterLimit`, a count says how near the limit the text is.
 */
export function TextField({
  label,
  registration,
  error,
  hint,
  type = 'text',
  autoComplete,
  multiline = false,
  required = true,
  action,
  characterLimit,
  className = '',
}: TextFieldProps) {
  const { i18n } = useLingui()
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const countId = `${id}-count`

  // The length typed, for the count: on every change, and after every render from the element
  // itself, which a form reset empties and the visitor may have filled before hydration.
  const element = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null)
  const [length, setLength] = useState(0)
  useEffect(() => {
    if (characterLimit !== undefined && element.current) setLength(countedLength(element.current.value))
  })
  const count = useCharacterCount(characterLimit ?? Infinity, length)

  const describedBy = [hint ? hintId : null, count.shown ? countId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  // With an action: a grid whose second column holds the button, beside the input's row only.
  const column = action ? 'sm:col-start-1' : ''
  const controlClass = `block min-h-12 w-full rounded-lg border bg-card px-3 py-2.5 text-base text-ink ${column} ${
    error || count.over ? 'border-danger ring-1 ring-danger' : 'border-muted'
  }`
  const shared = {
    id,
    ...registration,
    ref: (node: HTMLInputElement | HTMLTextAreaElement | null) => {
      element.current = node
      registration.ref(node)
    },
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (characterLimit !== undefined) setLength(countedLength(event.target.value))
      return registration.onChange(event)
    },
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: controlClass,
  }

  return (
    <div className={action ? `grid grid-cols-1 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-3 ${className}` : className}>
      <label htmlFor={id} className={`mb-1.5 block font-medium text-ink ${column}`}>
        {label}
      </label>
      {multiline ? <textarea rows={6} {...shared} /> : <input type={type} autoComplete={autoComplete} {...shared} />}
      {hint && (
        <p id={hintId} className={`mt-1.5 text-sm text-muted ${column}`}>
          {hint}
        </p>
      )}
      {count.shown && (
        <p id={countId} className={`mt-1.5 text-sm ${count.over ? 'font-semibold text-danger' : 'text-muted'} ${column}`}>
          {count.text}
        </p>
      )}
      {characterLimit !== undefined && (
        <p aria-live="polite" className="sr-only">
          {count.announced}
        </p>
      )}
      {error && (
        <p id={errorId} className={`mt-1.5 text-sm font-medium text-danger ${column}`}>
          {translateError(i18n, error)}
        </p>
      )}
      {action && <div className="mt-3 grid sm:col-start-2 sm:row-start-2 sm:mt-0">{action}</div>}
    </div>
  )
}
