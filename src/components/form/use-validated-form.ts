import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form'
import type { z } from '../../lib/zod'

/**
 * react-hook-form with a Zod schema, alongside the browser's own validation.
 * Errors are shown once the visitor has tried to send: either our submit handler ran,
 * or the browser blocked the submit (the `invalid` event). From then on they follow
 * what is typed. Values are never cleared by a failed attempt.
 */
export function useValidatedForm<T extends FieldValues>(
  schema: z.ZodType<T, T>,
  defaultValues: DefaultValues<T>,
  onValid: (values: T) => void,
) {
  const form = useForm<T>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onChange',
    shouldFocusError: true,
  })
  const [attempted, setAttempted] = useState(false)

  const onSubmit = form.handleSubmit((values) => {
    onValid(values)
    form.reset(defaultValues)
    setAttempted(false)
  })

  const formProps = {
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
      setAttempted(true)
      void onSubmit(event)
    },
    // The browser blocked the submit: show our localised messages too.
    onInvalidCapture: () => {
      setAttempted(true)
      void form.trigger()
    },
  }

  /** The message id of a field's error, once the visitor has tried to send. */
  const errorOf = (name: keyof T & string): string | undefined => {
    if (!attempted) return undefined
    const message = form.formState.errors[name]?.message
    return typeof message === 'string' ? message : undefined
  }

  return { form, formProps, errorOf }
}
