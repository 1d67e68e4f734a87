import fc from 'fast-check'
import { CATALOG_LOCALES, LOCALE_INFO } from '../../src/i18n/locales'
import { hostileText } from './hostile-text'

/** How the page names a language elsewhere (<html lang> `es-419`, hreflang `pt-BR`), where that is not its code. */
const tagsAndHreflangs = [...new Set(CATALOG_LOCALES.flatMap((code) => [LOCALE_INFO[code].tag, LOCALE_INFO[code].hreflang]))].filter(
  (value) => !(CATALOG_LOCALES as readonly string[]).includes(value),
)

const language = fc.oneof(
  fc.constantFrom(...CATALOG_LOCALES),
  fc.constantFrom('pseudo', 'PT', 'En', ' de', 'en-GB', 'xx', '__proto__', 'constructor', '', ...tagsAndHreflangs),
  fc.jsonValue(),
)

/**
 * Anything the `language` key of localStorage could hold: our own shape with any language and any
 * version, any other JSON, and any text at all (broken JSON, lone surrogates, …).
 */
export const anyStoredValue = fc.oneof(
  fc.record({ state: fc.record({ language }), version: fc.constantFrom(1, 0, 2) }).map((value) => JSON.stringify(value)),
  fc
    .record(
      { state: fc.oneof(fc.record({ language, theme: fc.jsonValue() }, { requiredKeys: [] }), fc.jsonValue()), version: fc.jsonValue() },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  hostileText(),
  fc.constantFrom('{"state":{"language":', '{"state":{"language":"en"}', 'undefined', 'NaN', '"en"', '{"state":{"language":"en"},"version":1}x'),
)
