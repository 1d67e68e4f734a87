import fc from 'fast-check'
import { CATALOG_LOCALES } from '../../src/i18n/locales'
import { hostileText } from './hostile-text'

const language = fc.oneof(
  fc.constantFrom(...CATALOG_LOCALES),
  fc.constantFrom('pseudo', 'PT', 'En', ' de', 'en-GB', 'es-419', 'xx', '__proto__', 'constructor', ''),
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
