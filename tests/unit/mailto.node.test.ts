import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildMailto } from '../../src/lib/mailto'
import { hostileText, toWellFormed } from '../support/hostile-text'
import { readMailto } from '../support/read-mailto'

describe('buildMailto', () => {
  it('opens a message to the recipient alone', () => {
    expect(buildMailto('support@example.com')).toBe('mailto:support@example.com')
  })

  it('encodes spaces as %20, never +', () => {
    const url = buildMailto('support@example.com', { subject: 'Hello there', body: 'a + b' })
    expect(url).toBe('mailto:support@example.com?subject=Hello%20there&body=a%20%2B%20b')
  })

  it('keeps hostile text as typed and adds no header or recipient', () => {
    const subject = 'Help & more? #1 100% &bcc=evil@example.com'
    const body = 'x&cc=evil@example.com\r\nbcc: evil@example.com\n?to=evil@example.com#frag %41'
    const parsed = readMailto(buildMailto('support@example.com', { subject, body }))
    expect(parsed.recipients).toEqual(['support@example.com'])
    expect(parsed.headers).toEqual(['subject', 'body'])
    expect(parsed.subject).toBe(subject)
    expect(parsed.body).toBe('x&cc=evil@example.com\r\nbcc: evil@example.com\r\n?to=evil@example.com#frag %41')
  })

  it('keeps the subject on one line', () => {
    const parsed = readMailto(buildMailto('support@example.com', { subject: 'line one\r\nline two\nthree' }))
    expect(parsed.subject).toBe('line one line two three')
  })

  it('uses CRLF line breaks in the body', () => {
    const url = buildMailto('support@example.com', { body: 'one\ntwo\rthree\r\nfour' })
    expect(url).toBe('mailto:support@example.com?body=one%0D%0Atwo%0D%0Athree%0D%0Afour')
  })

  it('encodes non-ASCII text and emoji as UTF-8', () => {
    const url = buildMailto('support@example.com', { subject: 'Oração 🙏 ß' })
    expect(url).toBe('mailto:support@example.com?subject=Ora%C3%A7%C3%A3o%20%F0%9F%99%8F%20%C3%9F')
    expect(readMailto(url).subject).toBe('Oração 🙏 ß')
  })

  it('encodes the characters encodeURIComponent leaves alone', () => {
    expect(buildMailto('a@example.com', { subject: "(it's)!*" })).toBe('mailto:a@example.com?subject=%28it%27s%29%21%2A')
  })

  it('refuses a recipient that could smuggle more addresses or fields', () => {
    expect(() => buildMailto('a@example.com,b@example.com')).toThrow('Not a single email address: "a@example.com,b@example.com"')
    expect(() => buildMailto('a@example.com?cc=b@example.com')).toThrow()
    expect(() => buildMailto('not an address')).toThrow()
  })
})

/**
 * Properties over any text at all (tests/support/hostile-text.ts: every code point, lone
 * surrogates, every kind of line break, URL and header syntax, bidi controls, NUL, scripts, emoji).
 * 6,000 + 2,500 + 2,000 = 10,500 runs, about 1.5 s on the 2-core machine.
 */
describe('buildMailto for any text (property-based)', () => {
  const RECIPIENT = 'support@example.com'
  /** Every line break JavaScript knows: what a mail program may start a new line at. */
  const LINE_BREAK = /\r\n|\r|\n|\u2028|\u2029/
  /** What RFC 6068 lets stand in a header value unencoded, or a percent-encoded octet. */
  const SAFE_VALUE = /^(?:[A-Za-z0-9._~-]|%[0-9A-F]{2})*$/
  const expectedSubject = (subject: string) => toWellFormed(subject).split(LINE_BREAK).join(' ')
  const expectedBody = (body: string) => toWellFormed(body).split(LINE_BREAK).join('\r\n')

  /**
   * What is wrong with a mail link built from this subject and body, as a list of sentences (empty
   * when nothing is): plain comparisons, so that thousands of runs stay fast.
   */
  function mailProblems(url: string, subject: string, body: string): string[] {
    const problems: string[] = []
    const check = (ok: boolean, problem: string) => void (ok || problems.push(problem))
    // The URL's own structure, read without decoding anything: recipient, then named fields.
    const [to, query, ...more] = url.split('?')
    check(to === `mailto:${RECIPIENT}` && more.length === 0, `not one recipient and one query: ${url}`)
    check(!/[#\s]/.test(url), `a fragment or a raw space or line break: ${url}`)
    const fields = query === undefined ? [] : query.split('&').map((pair) => pair.split('='))
    const names = fields.map(([name]) => name).join('&')
    check(names === [subject ? 'subject' : '', body ? 'body' : ''].filter(Boolean).join('&'), `fields ${names}`)
    for (const field of fields) check(field.length === 2 && SAFE_VALUE.test(field[1]!), `an unsafe value: ${field.join('=')}`)

    // As a mail program reads it (tests/support/read-mailto.ts) …
    const mail = readMailto(url)
    check(mail.recipients.length === 1 && mail.recipients[0] === RECIPIENT, `recipients ${mail.recipients.join(', ')}`)
    check(mail.subject === (subject ? expectedSubject(subject) : undefined), `subject ${JSON.stringify(mail.subject)}`)
    check(mail.body === (body ? expectedBody(body) : undefined), `body ${JSON.stringify(mail.body)}`)
    // … and as the browser's URL parser (WHATWG) does.
    const parsed = new URL(url)
    check(parsed.protocol === 'mailto:' && parsed.pathname === RECIPIENT, `URL parser: ${parsed.protocol}${parsed.pathname}`)
    check([...parsed.searchParams.keys()].join('&') === names, `URL parser: fields ${[...parsed.searchParams.keys()].join('&')}`)
    if (subject) check(parsed.searchParams.get('subject') === expectedSubject(subject), 'URL parser: subject')
    if (body) check(parsed.searchParams.get('body') === expectedBody(body), 'URL parser: body')
    return problems
  }

  it('a support mail from any name, e-mail, subject and message: one recipient, subject and body, the text kept', () => {
    fc.assert(
      fc.property(hostileText(), hostileText(), hostileText(), hostileText({ maxLength: 80 }), (name, email, subject, message) => {
        // A body like the support form's (src/features/support/support-mail.ts).
        const body = `Name: ${name}\nEmail: ${email}\n\n${message}`
        expect(mailProblems(buildMailto(RECIPIENT, { subject, body }), subject, body)).toEqual([])
      }),
      { numRuns: 6000 },
    )
  })

  it('any subject alone, any body alone, either of them empty', () => {
    fc.assert(
      fc.property(fc.option(hostileText(), { nil: undefined }), fc.option(hostileText(), { nil: undefined }), (subject, body) => {
        expect(mailProblems(buildMailto(RECIPIENT, { subject, body }), subject ?? '', body ?? '')).toEqual([])
      }),
      { numRuns: 2500 },
    )
  })

  it('a lone surrogate becomes U+FFFD, a whole pair stays one character', () => {
    const surrogates = fc.string({
      unit: fc.oneof(fc.integer({ min: 0xd800, max: 0xdfff }).map((u) => String.fromCharCode(u)), fc.constantFrom('a', '🙏', '\n')),
      minLength: 1,
      maxLength: 12,
    })
    const lone = (text: string) => [...text].filter((c) => c.length === 1 && c >= '\ud800' && c <= '\udfff').length
    fc.assert(
      fc.property(surrogates, (text) => {
        const url = buildMailto(RECIPIENT, { subject: text, body: text })
        const problems = mailProblems(url, text, text)
        const replaced = [...readMailto(url).body!].filter((c) => c === '\ufffd').length
        if (replaced !== lone(text)) problems.push(`${replaced} replacement characters for ${lone(text)} lone surrogates`)
        expect(problems).toEqual([])
      }),
      { numRuns: 2000 },
    )
  })
})
