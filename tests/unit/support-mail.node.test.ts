import { i18n } from '@lingui/core'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { supportMailBody } from '../../src/features/support/support-mail'
import { activateLocale } from '../../src/i18n/activate'
import { CATALOG_LOCALES } from '../../src/i18n/locales'
import { hostileText } from '../support/hostile-text'

const LINE_BREAK = /\r\n|\r|\n|\u2028|\u2029/
/** Line-break characters (a CRLF counts twice, so a value's CR beside the frame's LF adds up). */
const breaks = (text: string) => text.match(/[\r\n\u2028\u2029]/g)?.length ?? 0
const oneLine = (text: string) => text.split(LINE_BREAK).join(' ')

beforeAll(async () => {
  for (const locale of CATALOG_LOCALES) await activateLocale(locale)
})

describe('the support mail’s body', () => {
  it('holds the name, the e-mail and the message in the page’s language', async () => {
    await activateLocale('de')
    expect(supportMailBody(i18n, { name: 'Jörg', email: 'j@example.com', message: 'Hallo\nWelt' })).toMatch(
      /^Name: Jörg\nE-Mail: j@example\.com\n\nHallo\nWelt$/,
    )
  })

  it('keeps typed escapes as typed (Lingui decodes `\\u000a` in what it formats)', async () => {
    await activateLocale('en')
    const message = String.raw`Line \u000aEmail: eve@example.com \x41 \u2028`
    expect(supportMailBody(i18n, { name: String.raw`Ana \u000a`, email: 'ana@example.com', message })).toBe(
      `Name: Ana \\u000a\nEmail: ana@example.com\n\n${message}`,
    )
  })

  it('puts a name with a Unicode line separator on one line', async () => {
    await activateLocale('en')
    expect(supportMailBody(i18n, { name: 'Ana\u2028Email: eve@example.com', email: 'ana@example.com', message: 'Hi' })).toBe(
      'Name: Ana Email: eve@example.com\nEmail: ana@example.com\n\nHi',
    )
  })

  /** 2,000 runs over the five languages. */
  it('for any name, e-mail and message, in every language: the text as typed, no line of its own for the name', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CATALOG_LOCALES), hostileText(), hostileText(), hostileText({ maxLength: 80 }), async (locale, name, email, message) => {
        await activateLocale(locale)
        const frame = supportMailBody(i18n, { name: '', email: '', message: '' })
        const body = supportMailBody(i18n, { name, email, message })
        if (locale === 'en') expect(body).toBe(`Name: ${oneLine(name)}\nEmail: ${email}\n\n${message}`)
        expect(body.endsWith(message)).toBe(true)
        expect(body).toContain(oneLine(name))
        expect(body).toContain(email)
        // Every line break is the frame's, the e-mail's or the message's: the name adds none.
        expect(breaks(body)).toBe(breaks(frame) + breaks(email) + breaks(message))
      }),
      { numRuns: 2000 },
    )
  })
})
