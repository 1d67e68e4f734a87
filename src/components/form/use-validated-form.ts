import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form'
import type { z } from '../../lib/zod'
import { SubmitError } from './form-messages'

/**
 * react-hook-form with a Zod schema, the only judge: the forms set `noValidate`, so the browser
 * shows no bubble of its own (in its own language, beside ours). `type="email"`, `required` and
 * `autocomplete` stay for meaning and autofill, and the email schema follows the browser's rule.
 * Errors are shown once the visitor has tried to send; from then on they follow what is typed,
 * and focus goes to the first field in error. Values are never cleared by a failed attempt.
 * `sent` is true after a successful submit, until the visitor types again; `register` wires that up.
 *
 * `onValid` may return a promise (a send over the network). Until it settles `pending` is true and
 * another submit is ignored, so a second click or Enter never sends twice. When it resolves the
 * form clears as above; when it rejects with a `SubmitError` the values stay, `submitError` holds
 * its message id for the form's status area, and the visitor can try again. A synchronous
 * `onValid` clears the form at once, with no pending state in between.
 *
 * Pages arrive prerendered, before the script: the form posts (never a GET that would put what was
 * typed into the URL), and a submit made before the form's code has arrived is held by the page's
 * inline script and submitted again once it has (src/lib/early-gestures.ts), so the send button is
 * never disabled for want of code. What the visitor typed before that is kept: the form starts from
 * the fields' own values (no `defaultValues`), and `emptyValues` only serve to clear it after a send.
 */
export function useValidatedForm<T extends FieldValues>(
  schema: z.ZodMiniType<T, T>,
  emptyValues: DefaultValues<T>,
  onValid: (values: T) => void | Promise<void>,
) {
  const form = useForm<T>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    // react-hook-form would focus before the render that shows the errors: a screen reader then
    // reads the field without its message. The effect below focuses once they are on the page.
    shouldFocusError: false,
  })
  const [attempted, setAttempted] = useState(false)
  const [sent, setSent] = useState(false)
  const [pending, setPending] = useState(false)
  const [submitError, setSubmitError] = useState<string>()
  // The state arrives with the next render; a second submit in the same moment must see it now.
  const sending = useRef(false)
  const formElement = useRef<HTMLFormElement>(null)

  // After each try that failed, the first field in error, as the page now shows it (aria-invalid,
  // its message in aria-describedby), takes focus.
  const { submitCount } = form.formState
  useEffect(() => {
    if (submitCount > 0) formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [submitCount])

  const onSubmit = form.handleSubmit(async (values) => {
    if (sending.current) return
    setSent(false)
    setSubmitError(undefined)
    const result = onValid(values)
    if (result) {
      sending.current = true
      setPending(true)
      try {
        await result
      } catch (error) {
        if (!(error instanceof SubmitError)) throw error
        setSubmitError(error.messageId)
        return
      } finally {
        sending.current = false
        setPending(false)
      }
    }
    form.reset(emptyValues)
    setAttempted(false)
    setSent(true)
  })

  const formProps = {
    ref: formElement,
    method: 'post',
    noValidate: true,
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
      setAttempted(true)
      void onSubmit(event)
    },
  }

  /** The message id of a field's error, once the visitor has tried to send. */
  const errorOf = (name: keyof T & string): string | undefined => {
    if (!attempted) return undefined
    const message = form.formState.errors[name]?.message
    return typeof message === 'string' ? message : undefined
  }

  /** Typing again puts the last outcome away: a thank-you, or why the last try did not go through. */
  const register = (name: Path<T>) =>
    form.register(name, {
      onChange: () => {
        setSent(false)
        setSubmitError(undefined)
      },
    })

  return { register, formProps, errorOf, sent, pending, submitError }
}
