import fc from 'fast-check'

/**
 * Pieces of text that have broken mail links, headers and parsers somewhere: line breaks of every
 * kind, URL and header syntax, bidi controls, NUL and other controls, non-Latin scripts, emoji
 * (with joiners and modifiers), and both halves of a surrogate pair on their own.
 */
const HOSTILE_PIECES = [
  '\r',
  '\n',
  '\r\n',
  '\n\r',
  '\u2028',
  '\u2029',
  '\u0085',
  '\v',
  '\f',
  '\t',
  ' ',
  '\u00a0',
  '&',
  '=',
  '#',
  '%',
  '%41',
  '%0D%0A',
  '%%',
  '?',
  '+',
  ',',
  ';',
  '@',
  ':',
  '/',
  '\\',
  '"',
  "'",
  '<',
  '>',
  '!*()',
  '&bcc=eve@example.com',
  '?cc=eve@example.com',
  '\r\nBcc: eve@example.com',
  // Escapes as typed characters (a backslash, a letter, digits): nothing may decode them.
  '\\u000a',
  '\\u2028',
  '\\x0d\\x0a',
  '\\u0041',
  '\\x41',
  '\\',
  '{name}',
  '{0}',
  '\u202e',
  '\u202d',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200f',
  '\u200b',
  '\ufeff',
  '\ufffd',
  '\0',
  '\u0001',
  '\u001b',
  '\u007f',
  'Ωμέγα',
  'Привет',
  'مرحبا',
  'שלום',
  '中文',
  '日本語',
  'हिन्दी',
  'ß',
  'é',
  'e\u0301',
  '🙏',
  '👩🏽‍💻',
  '🇧🇷',
  '\ud83d',
  '\ude4f',
  '\udfff\ud800',
]

/** One UTF-16 code unit, any of them, lone surrogates included (`'binary'` never yields those). */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit))

/** One unit of hostile text: any code point, any code unit, or one of the pieces above. */
const hostileUnit = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: codeUnit },
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_PIECES) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
)

/** Any text a visitor could type or paste, and a good deal they could not. */
export const hostileText = (constraints: { maxLength?: number; minLength?: number } = {}) =>
  fc.oneof(
    fc.string({ unit: hostileUnit, maxLength: constraints.maxLength ?? 40, minLength: constraints.minLength ?? 0 }),
    fc.string({ unit: 'binary', maxLength: constraints.maxLength ?? 40, minLength: constraints.minLength ?? 0 }),
  )

/** `String.prototype.toWellFormed` (ES2024; Node has it, TypeScript's ES2023 library does not). */
export const toWellFormed = (text: string): string => (text as string & { toWellFormed(): string }).toWellFormed()
