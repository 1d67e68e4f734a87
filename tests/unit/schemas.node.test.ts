import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { translateError } from '../../src/components/form/form-messages'
import { activateLocale } from '../../src/i18n/activate'
import { contactSchema } from '../../src/features/support/contact-schema'
import { contactErrors } from '../../src/features/support/contact-schema'
import { emailErrors } from '../../src/components/form/email-field'
import { newsletterSchema } from '../../src/features/home/newsletter-schema'

const firstError = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }, field: string) =>
  result.error?.issues.find((issue) => issue.path[0] === field)?.message

describe('newsletter schema', () => {
  it('requires an address before anything else', () => {
    expect(firstError(newsletterSchema.safeParse({ email: '' }), 'email')).toBe(emailErrors.required.id)
    expect(firstError(newsletterSchema.safeParse({ email: '   ' }), 'email')).toBe(emailErrors.required.id)
  })

  it('checks the e-mail format', () => {
    for (const email of ['name', 'name@', '@example.com', 'a b@example.com', 'name@example..com']) {
      expect(firstError(newsletterSchema.safeParse({ email }), 'email')).toBe(emailErrors.invalid.id)
    }
  })

  it('trims the address', () => {
    expect(newsletterSchema.parse({ email: '  ana@example.com \n' })).toEqual({ email: 'ana@example.com' })
  })

  it('accepts 254 characters and refuses 255 (more cases in email-rule.node.test.ts)', () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`
    expect(at254).toHaveLength(254)
    expect(newsletterSchema.safeParse({ email: at254 }).success).toBe(true)
    expect(firstError(newsletterSchema.safeParse({ email: `a${at254}` }), 'email')).toBe(emailErrors.tooLong.id)
  })
})

describe('contact schema', () => {
  const valid = { name: 'Ana', email: 'ana@example.com', subject: 'Hello', message: 'A question', urgent: false }

  it('accepts a complete message, trimmed', () => {
    expect(contactSchema.parse({ ...valid, name: '  Ana  ' })).toEqual(valid)
  })

  it('requires every field', () => {
    const result = contactSchema.safeParse({ name: ' ', email: '', subject: '', message: '\n', urgent: false })
    expect(firstError(result, 'name')).toBe(contactErrors.nameRequired.id)
    expect(firstError(result, 'email')).toBe(emailErrors.required.id)
    expect(firstError(result, 'subject')).toBe(contactErrors.subjectRequired.id)
    expect(firstError(result, 'message')).toBe(contactErrors.messageRequired.id)
  })

  it('checks the e-mail format', () => {
    expect(firstError(contactSchema.safeParse({ ...valid, email: 'ana@' }), 'email')).toBe(emailErrors.invalid.id)
  })

  it('bounds the lengths', () => {
    expect(contactSchema.safeParse({ ...valid, message: 'x'.repeat(5000) }).success).toBe(true)
    expect(firstError(contactSchema.safeParse({ ...valid, message: 'x'.repeat(5001) }), 'message')).toBe(contactErrors.messageTooLong.id)
    expect(firstError(contactSchema.safeParse({ ...valid, name: 'x'.repeat(101) }), 'name')).toBe(contactErrors.nameTooLong.id)
    expect(firstError(contactSchema.safeParse({ ...valid, subject: 'x'.repeat(151) }), 'subject')).toBe(contactErrors.subjectTooLong.id)
    expect(contactSchema.safeParse({ ...valid, name: 'x'.repeat(100), subject: 'x'.repeat(150) }).success).toBe(true)
  })

  it('has the "It’s urgent" flag, a boolean', () => {
    expect(contactSchema.parse({ ...valid, urgent: true }).urgent).toBe(true)
    expect(contactSchema.safeParse({ ...valid, urgent: 'yes' }).success).toBe(false)
  })
})

describe('schema errors on screen', () => {
  it('are shown in the page’s language, numbers filled in, and follow a language switch', async () => {
    const tooLong = firstError(contactSchema.safeParse({ name: 'x'.repeat(101), email: 'ana@example.com', subject: 'Hi', message: 'Hi', urgent: false }), 'name')
    const required = firstError(newsletterSchema.safeParse({ email: '' }), 'email')
    await activateLocale('en')
    expect(translateError(i18n, tooLong ?? '')).toBe('Your name can have at most 100 characters.')
    expect(translateError(i18n, required ?? '')).toBe('Please enter your email address.')
    await activateLocale('de')
    expect(translateError(i18n, tooLong ?? '')).toBe('Dein Name darf höchstens 100 Zeichen lang sein.')
    expect(translateError(i18n, required ?? '')).toBe('Bitte gib deine E-Mail-Adresse ein.')
  })
})
