import { describe, expect, it } from 'vitest'
import { catalogFiles, catalogProblems, readCatalog, type CatalogMessage } from '../../scripts/catalogs.mjs'

const message = (source: string, translation: string, extra: Partial<CatalogMessage> = {}): CatalogMessage => ({
  source,
  translation,
  comments: ['Somewhere on the page'],
  sameAsSource: false,
  ...extra,
})

const problems = (locale: string, ...messages: CatalogMessage[]) =>
  catalogProblems({ path: `src/locales/${locale}.po`, locale, messages })

describe('catalog rules', () => {
  it('accept a good translation', () => {
    expect(problems('de', message('Hello {name}, <0>welcome</0>', 'Hallo {name}, <0>willkommen</0>'))).toEqual([])
  })

  it('name the file, the message and an empty translation', () => {
    expect(problems('fr', message('Subscribe', ''))).toEqual(['src/locales/fr.po: "Subscribe": not translated'])
  })

  it('catch a renamed or missing placeholder and a lost tag', () => {
    expect(problems('pt', message('Join {count} people', 'Junte-se a {total} pessoas'))[0]).toMatch(
      /pt\.po: "Join \{count\} people": placeholders or tags differ: expected \[\{count\}\], found \[\{total\}\]/,
    )
    expect(problems('es', message('Still here? <0>Contact us</0>', 'Aún aquí? Contáctanos'))).toHaveLength(1)
  })

  it('catch plural branches that are missing or not the language’s', () => {
    const source = '{n, plural, one {# like} other {# likes}}'
    expect(problems('de', message(source, '{n, plural, one {# Like}}'))[0]).toMatch(/has no "other" branch/)
    expect(problems('de', message(source, '{n, plural, one {# Like} few {# Likes} other {# Likes}}'))[0]).toMatch(/branches few that de does not use/)
    expect(problems('de', message('{n, plural, =0 {none} other {#}}', '{n, plural, other {#}}'))[0]).toMatch(/lost the exact branches =0/)
  })

  it('catch a non-breaking hyphen, which find-in-page does not match', () => {
    expect(problems('fr', message('Send us a message', 'Écrivez\u2011nous'))[0]).toMatch(/non-breaking hyphen \(U\+2011\)/)
    expect(problems('fr', message('Send us a message', 'Écrivez-nous'))).toEqual([])
  })

  it('hold each language to its own quotation marks', () => {
    expect(problems('pt', message('Click “Send”', 'Clique em “Enviar”'))).toEqual([])
    expect(problems('es', message('Click “Send”', 'Haz clic en «Enviar»'))[0]).toMatch(/mixes quotation styles: es quotes “…”/)
    expect(problems('de', message('Click “Send”', 'Klicke auf „Senden“'))).toEqual([])
    expect(problems('de', message('Click “Send”', 'Klicke auf “Senden”'))[0]).toMatch(/de quotes „…“/)
    expect(problems('fr', message('Click “Send”', 'Cliquez sur «\u202FEnvoyer\u202F»'))).toEqual([])
    expect(problems('fr', message('Click “Send”', 'Cliquez sur «\u00A0Envoyer\u00A0»'))[0]).toMatch(/narrow no-break space/)
    expect(problems('fr', message('Click “Send”', 'Cliquez sur “Envoyer”'))[0]).toMatch(/fr quotes «/)
  })

  it('catch invalid ICU', () => {
    expect(problems('fr', message('{n, plural, other {#}}', '{n, plural, other {#}'))[0]).toMatch(/not valid ICU/)
  })

  it('refuse a copy of the English unless marked as intentionally the same', () => {
    expect(problems('de', message('Support', 'Support'))[0]).toMatch(/same as the English/)
    expect(problems('de', message('Support', 'Support', { sameAsSource: true }))).toEqual([])
  })

  it('require comments and named placeholders in the source', () => {
    expect(problems('en', message('Language: {0}', 'Language: {0}', { comments: [] }))).toEqual([
      'src/locales/en.po: "Language: {0}": no comment for translators (add `comment` in the code)',
      'src/locales/en.po: "Language: {0}": a placeholder has no name; use a named variable in the code',
    ])
  })

  it('enforce the length limit a comment states, with the app name filled in', () => {
    const title = (translation: string) => message('Privacy · {appName}', translation, { comments: ['Tab title; under 20 characters'] })
    expect(problems('fr', title('Confidentialité · {appName}'))[0]).toMatch(/23 characters, but the limit is under 20/)
    expect(problems('fr', title('Vie privée · {appName}'))).toEqual([])
  })
})

describe('the project’s catalogs', () => {
  it('all parse and pass every rule', () => {
    const files = catalogFiles()
    expect(files).toEqual(['de.po', 'en.po', 'es.po', 'fr.po', 'pt.po'])
    for (const file of files) expect(catalogProblems(readCatalog(file))).toEqual([])
  })
})
