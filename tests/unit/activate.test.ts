import { setupI18n, type I18n } from '@lingui/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { emailErrors } from '../../src/components/form/email-field'
import { EMBEDDED_CATALOG_ID, languageActivation } from '../../src/i18n/activate'

// How a language's messages arrive in the browser: a prerendered page carries those its start-up
// code writes (scripts/build.mjs writes them into the HTML), so it shows and hydrates without
// fetching its catalog; the rest of the catalog follows for the parts and pages that render later.
// What a language has loaded stays loaded for the page's life: each test starts from a Lingui
// instance of its own with nothing loaded, as a page does, whatever ran before it (Stryker runs
// every test file in one process).

let i18n: I18n
let activateLocale: ReturnType<typeof languageActivation>['activateLocale']
let loadRestOfCatalog: ReturnType<typeof languageActivation>['loadRestOfCatalog']
beforeEach(() => {
  i18n = setupI18n()
  ;({ activateLocale, loadRestOfCatalog } = languageActivation(i18n))
})

const REQUIRED = emailErrors.required.id

/** The data block of a prerendered page, as the build writes it. */
function embed(locale: string, json: string) {
  const block = document.createElement('script')
  block.type = 'application/json'
  block.id = EMBEDDED_CATALOG_ID
  block.dataset.locale = locale
  block.textContent = json
  document.body.append(block)
}

afterEach(() => document.body.replaceChildren())

describe('a language’s messages in the browser', () => {
  it('come from the page itself for the page it opens on, then the rest of the catalog joins them', async () => {
    embed('fr', JSON.stringify({ [REQUIRED]: 'Depuis la page' }))
    await activateLocale('fr', '/fr/privacy')
    expect(i18n.locale).toBe('fr')
    expect(i18n._(REQUIRED)).toBe('Depuis la page')
    expect(document.documentElement.lang).toBe('fr')
    // For the parts that render later.
    await loadRestOfCatalog('fr')
    expect(i18n._(REQUIRED)).toBe('Veuillez saisir votre adresse e-mail.')
  })

  it.each([
    ['another language', 'de', 'en', '{}'],
    ['a block that does not parse', 'en', 'en', '{"cut short'],
    ['no block at all', 'es', undefined, ''],
  ])('come from the whole catalog when the page carries %s', async (_, locale, blockLocale, json) => {
    if (blockLocale) embed(blockLocale, json)
    await activateLocale(locale as 'de' | 'en', `/${locale}/terms`)
    expect(i18n.locale).toBe(locale)
    expect(i18n._(REQUIRED)).not.toBe(REQUIRED)
  })

  it('serve only the page that carried them: another page of the language loads the whole catalog, without re-rendering what is on screen', async () => {
    embed('es', JSON.stringify({ [REQUIRED]: 'Desde la página' }))
    await activateLocale('es', '/es/support')
    expect(document.documentElement.lang).toBe('es-419')
    await activateLocale('es', '/es/support')
    expect(i18n._(REQUIRED), 'the same page again').toBe('Desde la página')
    // A re-render would make React drop the prerendered HTML of every part still waiting for its
    // code (an update before hydration): the messages join without Lingui's change event.
    const changes = vi.fn()
    const stopListening = i18n.on('change', changes)
    await activateLocale('es', '/es')
    stopListening()
    expect(i18n._(REQUIRED)).not.toBe('Desde la página')
    expect(i18n._(REQUIRED)).not.toBe(REQUIRED)
    expect(changes).not.toHaveBeenCalled()
  })

  it('never mix into the language on screen: the rest of a catalog that arrives after a switch stays out', async () => {
    // German was shown before, so switching back to it needs no request: the switch happens at
    // once, always before the Portuguese catalog can arrive.
    await activateLocale('de')
    embed('pt', JSON.stringify({ [REQUIRED]: 'Da página de suporte' }))
    await activateLocale('pt', '/support')
    expect(i18n._(REQUIRED)).toBe('Da página de suporte')
    expect(document.documentElement.lang).toBe('pt-BR')
    const rest = loadRestOfCatalog('pt')
    await activateLocale('de')
    expect(i18n.locale).toBe('de')
    await rest
    expect(i18n._(REQUIRED)).toBe('Bitte gib deine E-Mail-Adresse ein.')
  })
})
