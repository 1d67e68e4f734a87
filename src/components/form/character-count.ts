import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useEffectEvent, useState } from 'react'

/**
 * The GOV.UK "character count" pattern: nothing while the text is short, then from this share of
 * the limit on a count under the field ("12 characters left", "3 characters too many").
 */
const COUNT_FROM = 0.8

/** Screen readers hear the count once typing has paused this long, not at every key. */
export const ANNOUNCE_AFTER_MS = 1000

/**
 * The length the schemas check: the text without the whitespace around it (they trim first), in
 * code points as Zod's `maxLength` counts them (an emoji counts one, not two UTF-16 units). The
 * count then never says "left" while the schema says "too long", nor the other way round.
 */
export function countedLength(value: string): number {
  const text = value.trim()
  return text.length - (text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0)
}

export interface CharacterCount {
  /** Whether the count shows: from `COUNT_FROM` of the limit on. */
  shown: boolean
  over: boolean
  /** What the field shows under it, in the page's language ('' while hidden). */
  text: string
  /** What the live region holds: `text` once typing has paused. */
  announced: string
}

/** The count of a field with a length limit, given the length typed (`countedLength`). */
// Stryker disable next-line BlockStatement: Lingui's useLingui macro compiles only at the top of the hook's body
export function useCharacterCount(limit: number, length: number): CharacterCount {
  const { t } = useLingui()
  const remaining = limit - length
  const shown = length >= limit * COUNT_FROM
  let text = ''
  if (shown && remaining >= 0) {
    text = t({
      comment: 'Under a form field nearing its length limit (the support message); # is how many characters can still be typed',
      message: plural(remaining, { 0: 'No characters left', one: '# character left', other: '# characters left' }),
    })
  } else if (shown) {
    const excess = -remaining
    text = t({
      comment: 'Under a form field past its length limit (the support message), in red; # is how many characters are over the limit',
      message: plural(excess, { one: '# character too many', other: '# characters too many' }),
    })
  }

  // A polite live region, updated after a pause in typing (and only then: a language switch
  // changes the text but says nothing new).
  const [announced, setAnnounced] = useState('')
  const announce = useEffectEvent(() => setAnnounced(text))
  useEffect(() => {
    const timer = setTimeout(() => announce(), ANNOUNCE_AFTER_MS)
    return () => clearTimeout(timer)
  }, [length])

  return { shown, over: remaining < 0, text, announced }
}
