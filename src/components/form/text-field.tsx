import { useLingui } from '@lingui/react'
import { useId, type ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

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
  maxLength?: number
  className?: string
}

/** A labelled input or textarea wired for errors: aria-invalid and aria-describedby. */
export function TextField({
  label,
  registration,
  error,
  hint,
  type = 'text',
  autoComplete,
  multiline = false,
  required = true,
  maxLength,
  className = '',
}: TextFieldProps) {
  const { i18n } = useLingui()
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  const controlClass = `block w-full rounded-lg border bg-card px-3 py-2.5 text-base text-ink placeholder:text-muted ${
    error ? 'border-danger ring-1 ring-danger' : 'border-[#8a8398]'
  }`
  const shared = {
    id,
    ...registration,
    required,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: controlClass,
  }

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block font-medium text-ink">
        {label}
      </label>
      {multiline ? <textarea rows={6} {...shared} /> : <input type={type} autoComplete={autoComplete} {...shared} />}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {i18n._(error)}
        </p>
      )}
    </div>
  )
}
