import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { emailErrors } from '../../src/components/form/email-field'
import { activateLocale, loadMessages } from '../../src/i18n/activate'
import type { Locale } from '../../src/i18n/locales'

// The prerender activates each language in Node, where there is no document: no page block to
// read, no <html lang> to write (the prerender writes it into the HTML itself).
describe('a language at build time (no document)', () => {
  it('is activated with its whole catalog, the page path notwithstanding', async () => {
    await activateLocale('de', '/de/support')
    expect(i18n.locale).toBe('de')
    expect(i18n._(emailErrors.required.id)).toBe('Bitte gib deine E-Mail-Adresse ein.')
  })

  it('refuses a language without a catalog, naming it', async () => {
    await expect(loadMessages('xx' as Locale)).rejects.toThrow('No catalog for locale "xx"')
  })
})
