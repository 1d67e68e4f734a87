// Reads the translation catalogs for the catalog scripts (check, status).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse as parseIcu } from '@messageformat/parser'
import PO from 'pofile'

export const CATALOG_DIR = 'src/locales'
export const SOURCE_LOCALE = 'en'

/** Marks a translation that is rightly the same as the English (a name, a loanword, `404`). */
export const SAME_AS_SOURCE = 'same-as-source'

export function catalogFiles() {
  return readdirSync(CATALOG_DIR)
    .filter((file) => file.endsWith('.po'))
    .sort()
}

/** Parses one catalog; throws with the file name when it does not parse. */
export function readCatalog(file) {
  const path = join(CATALOG_DIR, file)
  const text = readFileSync(path, 'utf8')
  let po
  try {
    po = PO.parse(text)
  } catch (error) {
    throw new Error(`${path}: does not parse: ${error.message}`)
  }
  if (!/^msgid ""\nmsgstr ""/m.test(text)) throw new Error(`${path}: does not parse: no PO header`)
  return {
    path,
    locale: file.replace(/\.po$/, ''),
    messages: po.items
      .filter((item) => !item.obsolete)
      .map((item) => ({
        source: item.msgid,
        context: item.msgctxt ?? undefined,
        translation: item.msgstr.join(''),
        comments: item.extractedComments,
        sameAsSource: item.comments.some((c) => c.trim().startsWith(SAME_AS_SOURCE)),
        references: item.references,
      })),
  }
}

/** A short, readable name for a message in error output. */
export function describe(message) {
  const text = message.source.replace(/\n/g, '\\n')
  return `"${text.length > 70 ? `${text.slice(0, 70)}…` : text}"`
}

/** Placeholders, markup tags and plural/select arguments of an ICU message, with their branches. */
function structure(message) {
  const names = new Set()
  const branches = [] // { arg, type, keys }
  const walk = (tokens) => {
    for (const token of tokens) {
      if (token.type === 'argument') names.add(`{${token.arg}}`)
      else if (token.type === 'function') names.add(`{${token.arg}, ${token.key}}`)
      else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(`{${token.arg}, ${token.type}}`)
        branches.push({ arg: token.arg, type: token.type, keys: token.cases.map((c) => c.key) })
        for (const c of token.cases) walk(c.tokens)
      }
    }
  }
  walk(parseIcu(message, { strict: false }))
  for (const tag of message.match(/<\/?\d+\/?>/g) ?? []) names.add(tag)
  return { signature: [...names].sort().join(' '), branches }
}

const LENGTH_LIMIT = /under (\d+) characters/i

/**
 * One quotation style per language, the one its readers expect and the one the page's CSS gives
 * quoted verses (src/styles.css): quote marks of another style are reported. French guillemets
 * hold a narrow no-break space (U+202F) inside.
 */
const FOREIGN_QUOTES = {
  en: /[«»„"]/,
  pt: /[«»„"]/,
  es: /[«»„"]/,
  fr: /[“”„"]/,
  de: /[«»”"]/,
}
const QUOTE_STYLE = { en: '“…”', pt: '“…”', es: '“…”', fr: '«\u202F…\u202F»', de: '„…“' }

/** Typography that breaks find-in-page or mixes styles, one problem a line. */
function typographyProblems(locale, text) {
  const problems = []
  if (text.includes('\u2011')) problems.push('has a non-breaking hyphen (U+2011), which find-in-page does not match: use a plain hyphen')
  const foreign = FOREIGN_QUOTES[locale]
  if (foreign?.test(text)) problems.push(`mixes quotation styles: ${locale} quotes ${QUOTE_STYLE[locale]}`)
  if (locale === 'fr' && (/«(?!\u202F)/.test(text) || /(?<!\u202F)»/.test(text))) {
    problems.push('guillemets need a narrow no-break space (U+202F) inside: «\u202F…\u202F»')
  }
  return problems
}

/**
 * What is wrong with a catalog's messages, one line each naming the file, the message and the
 * problem. `catalog` is what readCatalog returns.
 */
export function catalogProblems({ path, locale, messages }, { appName = 'Selah' } = {}) {
  const problems = []
  const categories = new Set(new Intl.PluralRules(locale).resolvedOptions().pluralCategories)
  const ordinals = new Set(new Intl.PluralRules(locale, { type: 'ordinal' }).resolvedOptions().pluralCategories)

  for (const message of messages) {
    const where = `${path}: ${describe(message)}`
    if (locale === SOURCE_LOCALE) {
      if (!message.comments.length) problems.push(`${where}: no comment for translators (add \`comment\` in the code)`)
      if (/\{\d+\}/.test(message.source)) problems.push(`${where}: a placeholder has no name; use a named variable in the code`)
    }
    if (!message.translation.trim()) {
      problems.push(`${where}: not translated`)
      continue
    }
    if (locale !== SOURCE_LOCALE && message.translation === message.source && !message.sameAsSource) {
      problems.push(`${where}: same as the English; translate it, or mark it with a "# same-as-source" comment if that is right`)
    }

    let source
    let target
    try {
      source = structure(message.source)
    } catch (error) {
      problems.push(`${where}: the English is not valid ICU: ${error.message}`)
      continue
    }
    try {
      target = structure(message.translation)
    } catch (error) {
      problems.push(`${where}: the translation is not valid ICU: ${error.message}`)
      continue
    }
    if (target.signature !== source.signature) {
      problems.push(`${where}: placeholders or tags differ: expected [${source.signature}], found [${target.signature}]`)
    }
    for (const { arg, type, keys } of target.branches) {
      if (!keys.includes('other')) problems.push(`${where}: {${arg}, ${type}} has no "other" branch`)
      if (type === 'select') continue
      const allowed = type === 'plural' ? categories : ordinals
      const wrong = keys.filter((key) => !key.startsWith('=') && !allowed.has(key))
      if (wrong.length) problems.push(`${where}: {${arg}, ${type}} has branches ${wrong.join(', ')} that ${locale} does not use (it uses ${[...allowed].join(', ')})`)
    }
    for (const { arg, keys } of source.branches) {
      const exact = keys.filter((key) => key.startsWith('='))
      const mine = target.branches.find((b) => b.arg === arg)?.keys ?? []
      const lost = exact.filter((key) => !mine.includes(key))
      if (lost.length) problems.push(`${where}: {${arg}} lost the exact branches ${lost.join(', ')}`)
    }
    for (const problem of typographyProblems(locale, message.translation)) problems.push(`${where}: ${problem}`)
    const limit = message.comments.join(' ').match(LENGTH_LIMIT)
    if (limit) {
      const shown = message.translation.replace(/\{appName\}/g, appName)
      if (shown.length >= Number(limit[1])) {
        problems.push(`${where}: ${shown.length} characters, but the limit is under ${limit[1]}`)
      }
    }
  }
  return problems
}
