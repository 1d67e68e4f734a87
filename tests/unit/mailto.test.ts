import { describe, expect, it } from 'vitest'
import { buildMailto } from '../../src/lib/mailto'
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
    expect(() => buildMailto('a@example.com,b@example.com')).toThrow()
    expect(() => buildMailto('a@example.com?cc=b@example.com')).toThrow()
    expect(() => buildMailto('not an address')).toThrow()
  })
})
