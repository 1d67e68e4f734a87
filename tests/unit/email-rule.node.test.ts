import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { emailErrors, emailField } from '../../src/components/form/email-field'
import { EMAIL_MAX_LENGTH, WHATWG_EMAIL, sanitizeEmail } from '../../src/components/form/email-rule'
import { anyAddress, insert, trimmedAround, validAddress, validDomain } from '../support/email-arbitraries'
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

/**
 * Properties of the schema alone over generated addresses (tests/support/email-arbitraries.ts);
 * tests/e2e/newsletter-form.spec.ts puts the same generator to Chromium. 1,000 runs each, 6,000 in all.
 */
describe('the e-mail rule for any address (property-based)', () => {
  const RUNS = { numRuns: 1000 }
  /** The browser's verdict, from the standard's own words: sanitize, then required, our limit, the regex. */
  const standardVerdict = (typed: string): EmailVerdict => {
    const value = typed.replace(/[\r\n]/g, '').replace(/^[ \t\n\f\r]+|[ \t\n\f\r]+$/g, '')
    if (value === '') return 'required'
    if (value.length > EMAIL_MAX_LENGTH) return 'tooLong'
    return STANDARD.test(value) ? 'valid' : 'invalid'
  }

  it('accepts every address the standard allows, with whitespace around and line breaks inside, and gives it back bare', () => {
    const lineBreak = fc.constantFrom('', '\r', '\n', '\r\n')
    fc.assert(
      fc.property(validAddress, trimmedAround, fc.nat(), lineBreak, (address, [before, after], at, inside) => {
        const result = emailField.safeParse(before + insert(address, at, inside) + after)
        expect(result.success && result.data).toBe(address)
      }),
      RUNS,
    )
  })

  it('refuses anything with a space inside', () => {
    fc.assert(
      fc.property(anyAddress, fc.nat(), (typed, at) => {
        const value = sanitizeEmail(typed)
        fc.pre(value.length >= 2)
        const spaced = `${value.slice(0, 1)}${insert(value.slice(1, -1), at, ' ')}${value.slice(-1)}`
        expect(emailField.safeParse(spaced).success).toBe(false)
      }),
      RUNS,
    )
  })

  it('refuses anything without an @', () => {
    fc.assert(
      fc.property(fc.oneof(anyAddress, fc.string({ unit: 'binary' })), (typed) => {
        expect(emailField.safeParse(typed.replaceAll('@', '')).success).toBe(false)
      }),
      RUNS,
    )
  })

  it('refuses a well-formed address over 254 characters, saying it is too long', () => {
    const tooLong = fc
      .tuple(validDomain, fc.integer({ min: EMAIL_MAX_LENGTH + 1, max: 600 }))
      .map(([domain, total]) => `${'a'.repeat(Math.max(1, total - domain.length - 1))}@${domain}`)
    fc.assert(
      fc.property(tooLong, (address) => {
        expect(verdictOf(address)).toBe('tooLong')
      }),
      RUNS,
    )
  })

  it('gives the standard’s verdict on any address, valid or not', () => {
    fc.assert(
      fc.property(anyAddress, (typed) => {
        expect(verdictOf(typed)).toBe(standardVerdict(typed))
      }),
      { numRuns: 2000 },
    )
  })
})
