import { describe, expect, it } from 'vitest'
import { messageIdsIn } from '../../scripts/page-messages.mjs'

describe('the messages a page carries (its start-up scripts’ message ids)', () => {
  const catalog = new Set(['Xk3p9q', 'a+b/CD', 'unused'])

  it('finds the ids the built code writes, in any quotes the minifier chose', () => {
    const scripts = ['f({id:`Xk3p9q`})', "jsx(Trans,{id:'a+b/CD'})"]
    expect([...messageIdsIn(scripts, catalog)].sort()).toEqual(['Xk3p9q', 'a+b/CD'])
  })

  it('takes no message the scripts do not write, nor an id that is only part of a longer string', () => {
    expect([...messageIdsIn(['const s = "Xk3p9q is mentioned"; g(`unused-not`)'], catalog)]).toEqual([])
  })

  it('takes a quoted word that is no message id for nothing', () => {
    expect([...messageIdsIn(['h(`button`, "main")'], catalog)]).toEqual([])
  })
})
