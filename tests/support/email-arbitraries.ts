import fc from 'fast-check'

/**
 * Generators of e-mail addresses for property tests of the e-mail rule: `validAddress` builds only
 * what the HTML standard's rule accepts, `anyAddress` mixes those with every kind of near miss.
 * Shared by the unit test of the schema and the end-to-end test that asks Chromium itself.
 */

const LETTERS_DIGITS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789']
/** Every character the rule allows in a local part besides letters and digits. */
const LOCAL_SPECIALS = [...".!#$%&'*+/=?^_`{|}~-"]
/** Printable ASCII the rule refuses everywhere. */
const REFUSED_ASCII = [...' "(),:;<>@[\\]']
/** Characters whose case folding lands on ASCII (ſ → s, K → k, İ → i̇) or that look like ASCII. */
const LOOKALIKES = ['ſ', '\u212a', 'İ', 'ı', 'ａ', 'е', 'ß', 'ö', '例', '🙏']
/** Whitespace the browser trims around an address (ASCII), and some it does not. */
const TRIMMED = [' ', '\t', '\n', '\r', '\r\n', '\f']
const NOT_TRIMMED = ['\v', '\u00a0', '\u2028', '\u3000', '\ufeff', '\u0085']

const char = (chars: string[]) => fc.constantFrom(...chars)
const letterOrDigit = char(LETTERS_DIGITS)
const controlChar = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code))

/** A local part the rule accepts: its characters in any order (dots leading, trailing, doubled), 1 to 70 long. */
export const validLocal = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: letterOrDigit, minLength: 1, maxLength: 12 }) },
  { weight: 2, arbitrary: fc.string({ unit: fc.oneof(letterOrDigit, char(LOCAL_SPECIALS)), minLength: 1, maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: letterOrDigit, minLength: 60, maxLength: 70 }) },
)

/** A domain label the rule accepts: letters and digits, inner hyphens, 1 to 63 long. */
export const validLabel = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: letterOrDigit, minLength: 1, maxLength: 10 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(letterOrDigit, fc.string({ unit: fc.oneof(letterOrDigit, fc.constant('-')), maxLength: 61 }), letterOrDigit)
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: fc.string({ unit: letterOrDigit, minLength: 63, maxLength: 63 }) },
  { weight: 1, arbitrary: fc.constantFrom('xn--bcher-kva', 'xn--fsqu00a', 'a-b', 'a--b', '127', '0') },
)

export const validDomain = fc.array(validLabel, { minLength: 1, maxLength: 4 }).map((labels) => labels.join('.'))

/** What the rule accepts, at most 254 characters long (ours: the rule itself has no limit). */
export const validAddress = fc
  .tuple(validLocal, validDomain)
  .map(([local, domain]) => `${local}@${domain}`)
  .filter((address) => address.length <= 254)

/** Any string of the pieces addresses are made of, and of what does not belong in them. */
const anyLocal = fc.oneof(
  { weight: 4, arbitrary: validLocal },
  { weight: 1, arbitrary: validLocal.map((local) => `"${local}"`) },
  { weight: 1, arbitrary: fc.string({ unit: fc.oneof(letterOrDigit, char([' ', '@', '\\', '"'])), maxLength: 8 }).map((s) => `"${s}"`) },
  { weight: 1, arbitrary: fc.constantFrom('.a', 'a.', 'a..b', '.', '..', '') },
  { weight: 2, arbitrary: fc.string({ unit: fc.oneof(letterOrDigit, char(LOCAL_SPECIALS), char(REFUSED_ASCII)), minLength: 1, maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.oneof(letterOrDigit, char(LOOKALIKES)), minLength: 1, maxLength: 8 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.oneof(letterOrDigit, controlChar), minLength: 1, maxLength: 8 }) },
  { weight: 1, arbitrary: fc.integer({ min: 63, max: 66 }).map((n) => 'a'.repeat(n)) },
)

const anyLabel = fc.oneof(
  { weight: 6, arbitrary: validLabel },
  { weight: 1, arbitrary: fc.constantFrom(64, 65).map((n) => 'd'.repeat(n)) },
  { weight: 1, arbitrary: validLabel.map((label) => `-${label}`) },
  { weight: 1, arbitrary: validLabel.map((label) => `${label}-`) },
  { weight: 1, arbitrary: fc.constantFrom('-', '', '_', 'a_b', 'a b', 'a%b') },
  { weight: 2, arbitrary: fc.constantFrom('bücher', '例子', 'пример', 'ελλάδα', 'ſ', '\u212aelvin', 'ａ', 'straße') },
  { weight: 1, arbitrary: fc.string({ unit: fc.oneof(letterOrDigit, char(REFUSED_ASCII), char(LOOKALIKES), controlChar), minLength: 1, maxLength: 6 }) },
)

const anyDomain = fc.oneof(
  { weight: 6, arbitrary: fc.array(anyLabel, { minLength: 1, maxLength: 4 }).map((labels) => labels.join('.')) },
  { weight: 1, arbitrary: validDomain.map((domain) => `.${domain}`) },
  { weight: 1, arbitrary: validDomain.map((domain) => `${domain}.`) },
  { weight: 1, arbitrary: fc.constantFrom('[127.0.0.1]', '[IPv6:::1]', 'localhost', '') },
)

/** Whitespace put around or into an address: what the browser trims, and what it keeps. */
const whitespace = fc.oneof(char(TRIMMED), char(NOT_TRIMMED))

/** `text` with `piece` put in at `at` (taken modulo its length + 1). */
export function insert(text: string, at: number, piece: string): string {
  const i = at % (text.length + 1)
  return text.slice(0, i) + piece + text.slice(i)
}

/** A valid address with one thing wrong, or right, put in anywhere. */
const oneChange = fc.tuple(
  validAddress,
  fc.nat(),
  fc.oneof(char(REFUSED_ASCII), char(LOOKALIKES), char(LOCAL_SPECIALS), controlChar, whitespace, char(['.', '..', '-', '@'])),
).map(([address, at, piece]) => insert(address, at, piece))

/** Around the 254-character limit: a valid domain of long labels, a local part long enough to reach 250–258 in all. */
const nearTheLimit = fc
  .tuple(fc.array(fc.string({ unit: letterOrDigit, minLength: 60, maxLength: 63 }), { minLength: 1, maxLength: 3 }), fc.integer({ min: 250, max: 258 }))
  .map(([labels, total]) => {
    const domain = labels.join('.')
    return `${'a'.repeat(Math.max(1, total - domain.length - 1))}@${domain}`
  })

/**
 * Valid addresses and every kind of near miss: quoted local parts, dots leading, trailing and
 * doubled, Unicode (IDN) domains and look-alike letters, local parts of 63 to 70 characters,
 * totals of 250 to 258, labels of 63 and 64 characters, hyphens at label edges, every special
 * character, control characters, whitespace inside and around. About a third are valid.
 */
export const anyAddress = fc.oneof(
  { weight: 4, arbitrary: validAddress },
  { weight: 2, arbitrary: fc.tuple(whitespace, validAddress, whitespace).map(([before, address, after]) => before + address + after) },
  { weight: 4, arbitrary: oneChange },
  { weight: 4, arbitrary: fc.tuple(anyLocal, anyDomain).map(([local, domain]) => `${local}@${domain}`) },
  { weight: 2, arbitrary: nearTheLimit },
  { weight: 1, arbitrary: anyLocal },
  { weight: 1, arbitrary: fc.tuple(anyLocal, anyLocal, anyDomain).map(([a, b, domain]) => `${a}@${b}@${domain}`) },
  { weight: 1, arbitrary: fc.tuple(validAddress, validAddress).map(([a, b]) => `${a},${b}`) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
)

/** ASCII whitespace to put before and after an address: the browser (and the schema) trims it. */
export const trimmedAround = fc.tuple(
  fc.string({ unit: char(TRIMMED), maxLength: 3 }),
  fc.string({ unit: char(TRIMMED), maxLength: 3 }),
)
