import { describe, expect, it } from 'vitest'
import { emailErrors, emailField } from '../../src/components/form/email-field'
import { EMAIL_MAX_LENGTH, WHATWG_EMAIL, sanitizeEmail } from '../../src/components/form/email-rule'
import { EMAIL_CASES, type EmailVerdict } from '../support/email-cases'

/**
 * The "valid e-mail address" regex as the HTML standard writes it
 * (https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address).
 */
const STANDARD =
  /^[a-zA-Z0-9.!#$%&'*+\/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

const verdictOf = (address: string): EmailVerdict => {
  const result = emailField.safeParse(address)
  if (result.success) return 'valid'
  expect(result.error.issues).toHaveLength(1)
  const byId: Record<string, EmailVerdict> = {
    [emailErrors.required.id]: 'required',
    [emailErrors.tooLong.id]: 'tooLong',
    [emailErrors.invalid.id]: 'invalid',
  }
  return byId[result.error.issues[0]!.message] ?? (result.error.issues[0]!.message as EmailVerdict)
}

describe('the e-mail rule is the browser’s', () => {
  it('uses the HTML standard’s regex, character for character (a `/` needs no escape in a class)', () => {
    expect(WHATWG_EMAIL.source).toBe(STANDARD.source.replace('\\/', '/'))
    expect(WHATWG_EMAIL.flags).toBe(STANDARD.flags)
  })

  it('sanitizes like the browser: line breaks out, ASCII whitespace trimmed, a no-break space kept', () => {
    expect(sanitizeEmail(' \t ana@exa\r\nmple.com \f\n')).toBe('ana@example.com')
    expect(sanitizeEmail('\u00a0ana@example.com')).toBe('\u00a0ana@example.com')
  })

  it('limits an address to 254 characters', () => {
    expect(EMAIL_MAX_LENGTH).toBe(254)
  })

  it.each(EMAIL_CASES)('%j is %s (%s)', (address, verdict) => {
    expect(verdictOf(address)).toBe(verdict)
  })

  it('gives the trimmed address', () => {
    expect(emailField.parse('  ana@example.com\n')).toBe('ana@example.com')
  })
})
