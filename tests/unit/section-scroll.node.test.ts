import { afterEach, describe, expect, it, vi } from 'vitest'
import { sectionScroll } from '../../src/lib/section-scroll'

const prefers = (reduce: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }))

describe('how a link inside the site moves to a section', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('glides there', () => {
    prefers(false)
    expect(sectionScroll()).toEqual({ behavior: 'smooth' })
  })

  it('jumps there for a visitor who asks for less motion', () => {
    prefers(true)
    expect(sectionScroll()).toBe(true)
  })

  it('jumps there where the preference cannot be read', () => {
    vi.stubGlobal('matchMedia', undefined)
    expect(sectionScroll()).toBe(true)
  })
})
