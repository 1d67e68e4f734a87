import { describe, expect, it } from 'vitest'
import { inlineScript } from '../../src/lib/inline-script'

describe('inline <head> scripts from typed functions', () => {
  it('run the function with its options exactly as given, and no text in them can close the <script> element', () => {
    const options = { storageKey: 'selah-site', note: '</script><script>alert(1)</script> <!-- x' }
    const text = inlineScript((given: typeof options) => given, options)
    expect(text).not.toMatch(/<\/script|<!--/i)
    expect(new Function(`return ${text}`)()).toEqual(options)
  })
})
