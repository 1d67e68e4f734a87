#!/usr/bin/env node
// `npm run i18n:status`: per language, how many messages there are, how many are translated, and
// which are not. Run `npm run i18n:extract` first to pick up new messages from the code.
import { catalogFiles, describe, readCatalog, SOURCE_LOCALE } from './catalogs.mjs'

const rows = []
const missing = []
for (const file of catalogFiles()) {
  const { locale, messages } = readCatalog(file)
  const untranslated = messages.filter((m) => !m.translation.trim())
  const marked = messages.filter((m) => m.sameAsSource).length
  rows.push({
    language: locale === SOURCE_LOCALE ? `${locale} (source)` : locale,
    messages: messages.length,
    translated: messages.length - untranslated.length,
    'same as English (marked)': locale === SOURCE_LOCALE ? '-' : marked,
    done: `${Math.floor(((messages.length - untranslated.length) / Math.max(messages.length, 1)) * 100)}%`,
  })
  for (const m of untranslated) missing.push(`${locale}: ${describe(m)}`)
}
console.table(rows)
console.log(missing.length ? `Not translated yet:\n  ${missing.join('\n  ')}` : 'Every message is translated in every language.')
