import { VERSES, type VerseKey, type VerseText } from '../../../content/verses'
import { contentLocale } from '../../../i18n/locales'
import { useLocale } from '../../../i18n/use-locale'

/** A verse in the page's language, from the project's public-domain texts. */
export function useVerse(key: VerseKey): VerseText {
  return VERSES[key][contentLocale(useLocale())]
}
