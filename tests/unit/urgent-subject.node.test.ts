import { describe, expect, it } from 'vitest'
import { mailSubject } from '../../src/features/support/urgent-subject'

describe('mailSubject', () => {
  it('keeps the subject as typed when the visitor did not tick "It\'s urgent"', () => {
    expect(mailSubject('Login problem', false)).toBe('Login problem')
    expect(mailSubject('urgent: login', false)).toBe('urgent: login')
  })

  it('puts URGENT first when it is ticked', () => {
    expect(mailSubject('Login problem', true)).toBe('URGENT: Login problem')
    expect(mailSubject('Urgência no login', true)).toBe('URGENT: Urgência no login')
    expect(mailSubject('Urgently needed', true)).toBe('URGENT: Urgently needed')
    expect(mailSubject('Login is urgent', true)).toBe('URGENT: Login is urgent')
  })

  it('never doubles an URGENT the visitor typed first', () => {
    expect(mailSubject('URGENT: Login problem', true)).toBe('URGENT: Login problem')
    expect(mailSubject('URGENT Login problem', true)).toBe('URGENT: Login problem')
    expect(mailSubject('urgent - login problem', true)).toBe('URGENT: login problem')
    expect(mailSubject('Urgent!', true)).toBe('URGENT')
    expect(mailSubject('URGENT', true)).toBe('URGENT')
  })
})
