/**
 * Edge cases of the e-mail rule, with the verdict of the HTML standard's `<input type="email">`
 * (value sanitization, then the WHATWG "valid e-mail address" rule) and our 254-character limit.
 * Shared by the unit test of the schema and the end-to-end test that asks Chromium itself.
 */
export type EmailVerdict = 'valid' | 'invalid' | 'required' | 'tooLong'

const label63 = 'd'.repeat(63)
/** A well-formed address of exactly `length` (198 to 260) characters: a 64-character local part, labels of at most 63. */
const ofLength = (length: number) => `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(length - 197)}.com`

export const EMAIL_CASES: Array<[address: string, verdict: EmailVerdict, why: string]> = [
  ['ana@example.com', 'valid', 'an ordinary address'],
  ['ANA.Silva+news@Example.COM', 'valid', 'capitals, a dot and a plus tag'],
  ["o'brien@example.com", 'valid', 'an apostrophe'],
  ["!#$%&'*+/=?^_`{|}~-@example.com", 'valid', 'every special character the rule allows'],
  ['a@b', 'valid', 'no dot in the domain (the WHATWG rule accepts it)'],
  ['ana@localhost', 'valid', 'a single-label domain'],
  ['ana@127.0.0.1', 'valid', 'digits as domain labels'],
  ['a..b@example.com', 'valid', 'consecutive dots in the local part'],
  ['.ana@example.com', 'valid', 'a leading dot in the local part'],
  ['ana.@example.com', 'valid', 'a trailing dot in the local part'],
  [`${'a'.repeat(64)}@example.com`, 'valid', 'a 64-character local part'],
  [`${'a'.repeat(65)}@example.com`, 'valid', 'a 65-character local part (no local-part limit in the rule)'],
  [`${'a'.repeat(200)}@example.com`, 'valid', 'a 200-character local part'],
  [`ana@${label63}.com`, 'valid', 'a 63-character domain label'],
  [`ana@${label63}d.com`, 'invalid', 'a 64-character domain label'],
  [ofLength(254), 'valid', '254 characters in all'],
  [ofLength(255), 'tooLong', '255 characters in all'],
  ['  ana@example.com  ', 'valid', 'spaces around (the browser strips them)'],
  ['\tana@example.com\n', 'valid', 'a tab and a line break around'],
  ['ana@exam\r\nple.com', 'valid', 'a line break inside (the browser removes line breaks)'],
  ['ana@example.com\u00a0', 'invalid', 'a trailing no-break space (not ASCII whitespace: kept, then refused)'],
  ['', 'required', 'empty'],
  ['   ', 'required', 'only spaces'],
  ['ana', 'invalid', 'no @'],
  ['ana@', 'invalid', 'no domain'],
  ['@example.com', 'invalid', 'no local part'],
  ['ana@@example.com', 'invalid', 'two @'],
  ['ana@b@example.com', 'invalid', 'an @ in the local part'],
  ['ana silva@example.com', 'invalid', 'a space inside'],
  ['"ana"@example.com', 'invalid', 'a quoted local part'],
  ['"ana silva"@example.com', 'invalid', 'a quoted local part with a space'],
  ['ana(work)@example.com', 'invalid', 'a comment'],
  ['ana@example..com', 'invalid', 'consecutive dots in the domain'],
  ['ana@.example.com', 'invalid', 'a leading dot in the domain'],
  ['ana@example.com.', 'invalid', 'a trailing dot in the domain'],
  ['ana@-example.com', 'invalid', 'a label starting with a hyphen'],
  ['ana@example-.com', 'invalid', 'a label ending with a hyphen'],
  ['ana@ex_ample.com', 'invalid', 'an underscore in the domain'],
  ['ana@[127.0.0.1]', 'invalid', 'an address literal'],
  ['ana@example.com,bia@example.com', 'invalid', 'two addresses'],
  ['jörg@example.com', 'invalid', 'a non-ASCII local part'],
  ['ana@bücher.de', 'invalid', 'a Unicode domain as such (Chromium converts a typed one to punycode first)'],
  ['ana@xn--bcher-kva.de', 'valid', 'the same domain in punycode'],
  ['用户@例子.广告', 'invalid', 'an address in Chinese script'],
  ['ana@ example.com', 'invalid', 'a space after the @'],
]
