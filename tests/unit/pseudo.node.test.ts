import type { Messages } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { pseudolocalize, pseudoMessages } from '../../src/i18n/pseudo'

describe('pseudo-locale', () => {
  it('accents every letter and makes text about 40% longer', () => {
    const text = 'Read the whole Bible, highlight verses and keep notes.'
    const pseudo = pseudolocalize(text)
    expect(pseudo).not.toMatch(/[A-Za-z]/)
    expect(pseudo.length / text.length).toBeGreaterThan(1.25)
    expect(pseudolocalize('Hi 2024!')).toBe('Ĥîî 2024!')
  })

  it('keeps markup tags, placeholders, plural structure and #', () => {
    const messages = {
      a: ['<0>Download on the</0><1>App Store</1>'],
      b: [['appName'], ' on YouTube'],
      c: [['likes', 'plural', { one: ['#', ' like'], other: ['#', ' likes'] }]],
    } as unknown as Messages
    expect(pseudoMessages(messages)).toEqual({
      a: ['⟦', '<0>Ðööŵñļööááð ööñ ţĥéé</0><1>ÁÁþþ Šţööŕéé</1>', '⟧'],
      b: ['⟦', ['appName'], ' ööñ ÝÝööûûŢûûƀéé', '⟧'],
      c: ['⟦', ['likes', 'plural', { one: ['#', ' ļîîķéé'], other: ['#', ' ļîîķééš'] }], '⟧'],
    })
  })
})
