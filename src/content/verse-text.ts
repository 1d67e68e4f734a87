/** A Bible verse in one language's public-domain translation (see verses.ts). */
export interface VerseText {
  reference: string
  text: string
}
