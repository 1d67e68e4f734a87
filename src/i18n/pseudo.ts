import type { Messages } from '@lingui/core'

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÁƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]!,
  ]),
)
const VOWELS = new Set([...'aeiouyAEIOUY'])

/**
 * Every letter accented and every vowel doubled (about 40% longer). Tags like <0>, placeholders'
 * `#` and digits hold no letter, so they stay as they are.
 */
export function pseudolocalize(text: string): string {
  return [...text].map((c) => (ACCENTED[c] ? (VOWELS.has(c) ? ACCENTED[c].repeat(2) : ACCENTED[c]) : c)).join('')
}

type Token = string | [string, string?, Record<string, Token[]>?]

function transformTokens(tokens: Token[]): Token[] {
  return tokens.map((token) => {
    if (typeof token === 'string') return pseudolocalize(token)
    const [name, type, cases] = token
    if (!cases) return token
    return [name, type, Object.fromEntries(Object.entries(cases).map(([key, value]) => [key, transformTokens(value)]))]
  })
}

/** A compiled catalog turned pseudo: each message bracketed ⟦…⟧ so cut-off text shows. */
export function pseudoMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      const tokens = (typeof message === 'string' ? [message] : message) as Token[]
      return [id, ['⟦', ...transformTokens(tokens), '⟧']]
    }),
  ) as Messages
}
