import { afterEach, describe, expect, it, vi } from 'vitest'
import { copyOrSelect } from '../../src/features/mail/copy-text'

// The copy buttons' helper on a real field, with the browser's clipboard present, refusing, or
// missing (a page not served over https). The buttons themselves: mail-panel.test.tsx.

const TEXT = 'Name: Ana\nE-mail: ana@example.com\n\nI cannot log in.'

function field(): HTMLTextAreaElement {
  const textarea = document.createElement('textarea')
  textarea.value = TEXT
  document.body.append(textarea)
  return textarea
}

const own = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard')
function clipboard(value: unknown) {
  Object.defineProperty(window.navigator, 'clipboard', { value, configurable: true })
}
afterEach(() => {
  if (own) Object.defineProperty(window.navigator, 'clipboard', own)
  else delete (window.navigator as { clipboard?: unknown }).clipboard
  document.body.replaceChildren()
})

describe('copyOrSelect', () => {
  it('puts the whole text on the clipboard, and leaves focus where it was', async () => {
    const written: string[] = []
    clipboard({ writeText: async (text: string) => void written.push(text) })
    const textarea = field()
    expect(await copyOrSelect(textarea)).toBe('copied')
    expect(written).toEqual([TEXT])
    expect(document.activeElement).not.toBe(textarea)
  })

  it('selects the whole text, with focus in the field, when the browser refuses the clipboard', async () => {
    clipboard({ writeText: vi.fn().mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError')) })
    const textarea = field()
    expect(await copyOrSelect(textarea)).toBe('selected')
    expect(document.activeElement).toBe(textarea)
    expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([0, TEXT.length])
  })

  it('selects the whole text when there is no clipboard at all, or one that cannot write', async () => {
    for (const missing of [undefined, {}]) {
      clipboard(missing)
      const textarea = field()
      expect(await copyOrSelect(textarea)).toBe('selected')
      expect(document.activeElement).toBe(textarea)
      expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([0, TEXT.length])
    }
  })
})
