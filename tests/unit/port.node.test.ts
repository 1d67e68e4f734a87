import { afterEach, describe, expect, it, vi } from 'vitest'
import { portSetting } from '../../scripts/port.mjs'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('a port from the environment (PORT, E2E_PORT, BENCH_PORT, …)', () => {
  it('takes the number set, or the fallback when unset or empty', () => {
    vi.stubEnv('TEST_PORT', '4402')
    expect(portSetting('TEST_PORT', 5180)).toBe(4402)
    vi.stubEnv('TEST_PORT', '')
    expect(portSetting('TEST_PORT', 5180)).toBe(5180)
    delete process.env.TEST_PORT
    expect(portSetting('TEST_PORT', 5180)).toBe(5180)
    vi.stubEnv('TEST_PORT', '1')
    expect(portSetting('TEST_PORT')).toBe(1)
    vi.stubEnv('TEST_PORT', '65535')
    expect(portSetting('TEST_PORT')).toBe(65535)
  })

  it.each(['0', '65536', '4402.5', '-1', 'abc', '80 80'])('refuses %j, naming the variable and what it held', (value) => {
    vi.stubEnv('TEST_PORT', value)
    expect(() => portSetting('TEST_PORT', 5180)).toThrow(`TEST_PORT must be a port number from 1 to 65535, got ${JSON.stringify(value)}`)
  })

  it('refuses an unset variable without a fallback, or a fallback that is no port', () => {
    delete process.env.TEST_PORT
    expect(() => portSetting('TEST_PORT')).toThrow('TEST_PORT must be a port number from 1 to 65535, got undefined')
    expect(() => portSetting('TEST_PORT', 70000)).toThrow('TEST_PORT must be a port number')
  })
})
