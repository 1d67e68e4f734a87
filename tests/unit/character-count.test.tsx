import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { ANNOUNCE_AFTER_MS, countedLength } from '../../src/components/form/character-count'
import { TextField } from '../../src/components/form/text-field'
import { activateLocale } from '../../src/i18n/activate'
import type { Locale } from '../../src/i18n/locales'
import { CONTACT_LIMITS, contactErrors, contactSchema } from '../../src/features/support/contact-schema'
import { hostileText } from '../support/hostile-text'

/** A form with one field and a limit, the way the support form wires its message. */
function Form({ limit }: { limit?: number }) {
  const { register, reset } = useForm<{ text: string }>()
  return (
    <I18nProvider i18n={i18n}>
      <TextField label="Text" multiline characterLimit={limit} registration={register('text')} />
      <button type="button" onClick={() => reset({ text: '' })}>
        Clear
      </button>
    </I18nProvider>
  )
}

async function renderField(limit: number | undefined, locale: Locale = 'en') {
  await activateLocale(locale)
  const view = render(<Form limit={limit} />)
  const field = screen.getByLabelText('Text')
  return {
    field,
    liveRegion: () => view.container.querySelector('[aria-live="polite"]'),
    /** Puts this text in the field at once, as a paste does. */
    paste: (text: string) => fireEvent.change(field, { target: { value: text } }),
    /** The count under the field, if it shows. */
    count: () => document.getElementById(`${field.id}-count`),
  }
}

const pause = (ms = ANNOUNCE_AFTER_MS) => act(() => vi.advanceTimersByTime(ms))

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('character count', () => {
  it('shows nothing below 80 % of the limit, and nothing is described', async () => {
    const { field, paste, count, liveRegion } = await renderField(100)
    paste('x'.repeat(79))
    await pause()
    expect(count()).toBeNull()
    expect(field).not.toHaveAttribute('aria-describedby')
    expect(liveRegion()).toBeEmptyDOMElement()
  })

  it('counts down from 80 %, shown under the field and linked to it, as the text grows', async () => {
    const { field, paste, count } = await renderField(100)
    paste('x'.repeat(80))
    expect(count()).toHaveTextContent('20 characters left')
    expect(field).toHaveAccessibleDescription('20 characters left')
    paste('x'.repeat(81))
    expect(field).toHaveAccessibleDescription('19 characters left')
    paste('x'.repeat(99))
    expect(count()).toHaveTextContent('1 character left')
    paste('x'.repeat(100))
    expect(count()).toHaveTextContent('No characters left')
    expect(count()).not.toHaveClass('text-danger')
  })

  it('counts what the schema counts: not the spaces around the text, an emoji as one', async () => {
    const { paste, count } = await renderField(100)
    paste(`  ${'x'.repeat(85)}\n\n   `)
    expect(count()).toHaveTextContent('15 characters left')
    paste(`${'x'.repeat(79)}${' '.repeat(30)}`)
    expect(count()).toBeNull()
    // An emoji is one character to the schema (a code point), though two UTF-16 units.
    paste('🙏'.repeat(85))
    expect(count()).toHaveTextContent('15 characters left')
  })

  it('says how many are too many, set apart, and cuts nothing', async () => {
    const { field, paste, count } = await renderField(100)
    paste('x'.repeat(101))
    expect(count()).toHaveTextContent('1 character too many')
    expect(count()).toHaveClass('text-danger')
    expect(field).toHaveClass('border-danger')
    paste('x'.repeat(5000))
    expect(field).toHaveAccessibleDescription('4,900 characters too many')
    expect(field).toHaveValue('x'.repeat(5000))
    expect(field).not.toHaveAttribute('maxlength')
  })

  it.each([
    ['pt', ['Restam 1.000 caracteres', 'Resta 1 caractere', 'Nenhum caractere restante', '1 caractere a mais', '1.234 caracteres a mais']],
    ['de', ['Noch 1.000 Zeichen übrig', 'Noch 1 Zeichen übrig', 'Keine Zeichen mehr übrig', '1 Zeichen zu viel', '1.234 Zeichen zu viel']],
    ['fr', ['1\u202f000 caractères restants', '1 caractère restant', 'Aucun caractère restant', '1 caractère en trop', '1\u202f234 caractères en trop']],
    ['es', ['Quedan 1,000 caracteres', 'Queda 1 carácter', 'No quedan caracteres', '1 carácter de más', '1,234 caracteres de más']],
  ] as const)('in %s: its plural forms and its way of writing numbers', async (locale, [thousand, one, none, oneOver, many]) => {
    const { paste, count } = await renderField(5000, locale)
    for (const [length, text] of [
      [4000, thousand],
      [4999, one],
      [5000, none],
      [5001, oneOver],
      [6234, many],
    ] as const) {
      paste('x'.repeat(length))
      expect(count()?.textContent).toBe(text)
    }
  })

  it('tells screen readers through a polite live region once typing pauses, not at every key', async () => {
    const { field, paste, count, liveRegion } = await renderField(100)
    const region = liveRegion()!
    expect(region).toBeEmptyDOMElement()
    expect(region).toHaveClass('sr-only')

    // Keys 300 ms apart: still typing, nothing said yet.
    for (const length of [85, 86, 87, 88]) {
      paste('x'.repeat(length))
      await pause(300)
    }
    expect(count()).toHaveTextContent('12 characters left')
    expect(region).toBeEmptyDOMElement()
    await pause(ANNOUNCE_AFTER_MS - 301)
    expect(region).toBeEmptyDOMElement()
    await pause(1)
    expect(region).toHaveTextContent('12 characters left')
    // Apart from the field's description, which is the visible count alone.
    expect(field.getAttribute('aria-describedby')).toBe(count()!.id)

    paste('x'.repeat(103))
    await pause()
    expect(region).toHaveTextContent('3 characters too many')
    // Below the threshold again: the region empties, and the count no longer shows.
    paste('x'.repeat(10))
    await pause()
    expect(region).toBeEmptyDOMElement()
  })

  it('goes away when the form is cleared after sending', async () => {
    const { field, paste, count, liveRegion } = await renderField(100)
    paste('x'.repeat(90))
    await pause()
    expect(liveRegion()).toHaveTextContent('10 characters left')
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(field).toHaveValue('')
    expect(count()).toBeNull()
    await pause()
    expect(liveRegion()).toBeEmptyDOMElement()
  })

  it('is not there at all for a field without a limit', async () => {
    const { paste, count, liveRegion } = await renderField(undefined)
    paste('x'.repeat(10_000))
    await pause()
    expect(count()).toBeNull()
    expect(liveRegion()).toBeNull()
  })

  it('says "too many" exactly when the support schema says the message is too long (property-based, 1,000 runs)', () => {
    const limit = CONTACT_LIMITS.message
    fc.assert(
      fc.property(fc.integer({ min: limit - 8, max: limit + 8 }), hostileText({ maxLength: 8 }), hostileText({ maxLength: 8 }), (n, before, after) => {
        const text = `${before}${'x'.repeat(n)}${after}`
        const result = contactSchema.shape.message.safeParse(text)
        const tooLong = !result.success && result.error.issues[0]?.message === contactErrors.messageTooLong.id
        expect(countedLength(text) > limit).toBe(tooLong)
      }),
      { numRuns: 1000 },
    )
  })
})
