import { zodResolver } from '@hookform/resolvers/zod'
import { useHydrated } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form'
import type { z } from '../../lib/zod'

/**
 * react-hook-form with a Zod schema, alongside the browser's own validation.
 * Errors are shown once the visitor has tried to send: either our submit handler ran,
 * or the browser blocked the submit (the `invalid` event). From then on they follow
 * what is typed. Values are never cleared by a failed attempt. `sent` is true after a
 * successful submit, until the visitor types again; `register` wires that up.
 *
 * Pages arrive prerendered, before the script: the form posts (never a GET that would put what was
 * typed into the URL) and its submit button stays disabled until the page is hydrated (`ready`), so
 * nothing is sent anywhere. What the visitor typed before that is kept: the form starts from the
 * fields' own values (no `defaultValues`), and `emptyValues` only serve to clear it after a send.
 */
export function useValidatedForm<T extends FieldValues>(
  schema: z.ZodMiniType<T, T>,
  emptyValues: DefaultValues<T>,
  onValid: (values: T) => void,
) {
  const form = useForm<T>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    shouldFocusError: true,
  })
  const ready = useHydrated()
  const [attempted, setAttempted] = useState(false)
  const [sent, setSent] = useState(false)
  const checking = useRef(false)
  const fieldOrder = Object.keys(emptyValues) as Array<Path<T>>

  const onSubmit = form.handleSubmit((values) => {
    onValid(values)
    form.reset(emptyValues)
    setAttempted(false)
    setSent(true)
  })

  const formProps = {
    method: 'post',
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
      setAttempted(true)
      void onSubmit(event)
    },
    // The browser blocked the submit (one `invalid` event per field): show our localised
    // messages too, and put focus on the first field our schema finds wrong.
    onInvalidCapture: () => {
      setAttempted(true)
      if (checking.current) return
      checking.current = true
      void form.trigger().then(() => {
        checking.current = false
        const first = fieldOrder.find((name) => form.getFieldState(name).invalid)
        if (first) form.setFocus(first)
      })
    },
  }

  /** The message id of a field's error, once the visitor has tried to send. */
  const errorOf = (name: keyof T & string): string | undefined => {
    if (!attempted) return undefined
    const message = form.formState.errors[name]?.message
    return typeof message === 'string' ? message : undefined
  }

  const register = (name: Path<T>) => form.register(name, { onChange: () => setSent(false) })

  return { register, formProps, errorOf, sent, ready }
}
