import { describe, expect, it, vi } from 'vitest'
import { handOver, prepareMail } from '../../src/features/mail/prepared-mail'
import { MAILTO_MAX_LENGTH } from '../../src/lib/mailto'

const TO = 'support@example.com'

/**
 * What the mail program is handed (the page reaches it through `window.location.assign(mailto)`)
 * while `run` runs. The stand-in window goes before the shared teardown (setup.ts), which would
 * take it for a DOM's.
 */
function openedDuring(run: () => void): string[] {
  const opened: string[] = []
  vi.stubGlobal('window', { location: { assign: (url: string) => void opened.push(url) } })
  try {
    run()
  } finally {
    vi.unstubAllGlobals()
  }
  return opened
}

describe('prepared mail: the 2,000-character limit', () => {
  it('hands a mailto: URL of exactly 2,000 characters to the mail program, and not one character more', () => {
    const head = prepareMail(TO, 's', '').url.length + '&body='.length
    const fits = prepareMail(TO, 's', 'a'.repeat(MAILTO_MAX_LENGTH - head))
    const over = prepareMail(TO, 's', 'a'.repeat(MAILTO_MAX_LENGTH - head + 1))
    expect(fits.url).toHaveLength(2000)
    expect(over.url).toHaveLength(2001)
    expect([fits.fits, over.fits]).toEqual([true, false])

    expect(openedDuring(() => handOver(over))).toEqual([])
    expect(openedDuring(() => handOver(fits))).toEqual([fits.url])
  })
})

describe('prepared mail: what the panel shows', () => {
  it('shows the subject and the body exactly as the mail program receives them', () => {
    const mail = prepareMail(TO, 'Login\r\nproblem \uD83D', 'Line one\r\nLine two\u2028three \uDE4F')
    expect(mail.to).toBe(TO)
    expect(mail.subject).toBe('Login problem \uFFFD')
    expect(mail.body).toBe('Line one\nLine two\nthree \uFFFD')
    expect(decodeURIComponent(new URL(mail.url).searchParams.get('subject') ?? '')).toBe(mail.subject)
    expect(mail.url).toBe(`mailto:${TO}?subject=Login%20problem%20%EF%BF%BD&body=Line%20one%0D%0ALine%20two%0D%0Athree%20%EF%BF%BD`)
  })
})
