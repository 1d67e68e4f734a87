import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { emailErrors } from '../../src/components/form/email-field'
import { activateLocale, EMBEDDED_CATALOG_ID, loadRestOfCatalog } from '../../src/i18n/activate'

// How a language's messages arrive in the browser: a prerendered page carries its own (scripts/build.mjs
// writes them into the HTML), so it shows and hydrates without fetching its catalog; the rest of the
// catalog follows for the parts that render later. What a language has loaded stays loaded for the
// page's life, so each test takes languages no test before it needs unloaded, and runs alone too.

const REQUIRED = emailErrors.required.id
/** A message only the whole catalog has: no page's embedded block below carries it. */
const inWholeCatalog = () => i18n.messages[REQUIRED]

/** The data block of a prerendered page, as the build writes it. */
function embed(locale: string, area: string, json: string) {
  const block = document.createElement('script')
  block.type = 'application/json'
  block.id = EMBEDDED_CATALOG_ID
  block.dataset.locale = locale
  block.dataset.area = area
  block.textContent = json
  document.body.append(block)
}

afterEach(() => document.body.replaceChildren())

describe('a language’s messages in the browser', () => {
  it('come from the page itself when it carries its language’s and its area’s, then the rest of the catalog joins them', async () => {
    embed('fr', 'legal', JSON.stringify({ [REQUIRED]: 'Depuis la page' }))
    await activateLocale('fr', '/fr/privacy')
    expect(i18n.locale).toBe('fr')
    expect(i18n._(REQUIRED)).toBe('Depuis la page')
    expect(document.documentElement.lang).toBe('fr')
    // For the parts that render later.
    await loadRestOfCatalog('fr')
    expect(i18n._(REQUIRED)).toBe('Veuillez saisir votre adresse e-mail.')
  })

  it.each([
    ['another language', 'de', 'en', 'legal', '{}'],
    ['another area', 'es', 'es', 'home', '{}'],
    ['a block that does not parse', 'en', 'en', 'legal', '{"cut short'],
  ])('come from the whole catalog when the page carries %s', async (_, locale, blockLocale, area, json) => {
    embed(blockLocale, area, json)
    await activateLocale(locale as 'de' | 'es' | 'en', `/${locale}/terms`)
    expect(i18n.locale).toBe(locale)
    expect(inWholeCatalog()).toBeDefined()
  })

  it('come from the shared part the page carries on a page with no area of its own (the 404 page); <html lang> takes the BCP 47 tag', async () => {
    embed('pt', 'shared', JSON.stringify({ [REQUIRED]: 'Da página' }))
    await activateLocale('pt', '/nope')
    expect(i18n._(REQUIRED)).toBe('Da página')
    expect(document.documentElement.lang).toBe('pt-BR')
  })

  it('never mix into the language on screen: the rest of a catalog that arrives after a switch stays out', async () => {
    embed('pt', 'support', JSON.stringify({ [REQUIRED]: 'Da página de suporte' }))
    await activateLocale('pt', '/support')
    expect(i18n._(REQUIRED)).toBe('Da página de suporte')
    const rest = loadRestOfCatalog('pt')
    await activateLocale('de')
    await rest
    expect(i18n._(REQUIRED)).toBe('Bitte gib deine E-Mail-Adresse ein.')
  })
})
