import { useId, type ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

interface CheckboxFieldProps {
  label: ReactNode
  registration: UseFormRegisterReturn
  hint?: ReactNode
  className?: string
}

/**
 * A real checkbox whose whole row is its label: at least 44 px tall and as wide as the form, so
 * a tap anywhere on it toggles the box. The hint is its accessible description.
 */
export function CheckboxField({ label, registration, hint, className = '' }: CheckboxFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  return (
    <div className={className}>
      <label htmlFor={id} className="flex min-h-11 w-full cursor-pointer items-center gap-3 font-medium text-ink">
        <input
          id={id}
          type="checkbox"
          {...registration}
          aria-describedby={hint ? hintId : undefined}
          className="size-5 shrink-0 cursor-pointer accent-brand-600"
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
    </div>
  )
}
