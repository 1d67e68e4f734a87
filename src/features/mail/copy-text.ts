/** What a copy button achieved: the text is on the clipboard, or selected for the visitor to copy. */
export type CopyOutcome = 'copied' | 'selected'

/**
 * Puts a field's text on the clipboard. Where the browser has no clipboard or refuses to write to
 * it (an old browser, a page not served over https, a policy or permission that says no), selects
 * the field's text instead, so the visitor can copy it themselves. Focus moves to the field for
 * that: a selection inside a field shows, and can be copied, only while the field has focus.
 */
export async function copyOrSelect(field: HTMLInputElement | HTMLTextAreaElement): Promise<CopyOutcome> {
  try {
    // `navigator.clipboard` is missing outside secure contexts, whatever the types say: the call
    // then throws, and the field's text is selected below.
    await navigator.clipboard.writeText(field.value)
    return 'copied'
  } catch {
    field.focus()
    field.setSelectionRange(0, field.value.length)
    return 'selected'
  }
}
