import { useLingui } from '@lingui/react'
import { langParam } from './locale-path'
import type { Locale } from './locales'

/** The language the page is shown in. */
export function useLocale(): Locale {
  return useLingui().i18n.locale as Locale
}

/** Params for `<Link to="/{-$lang}/…">` that keep the current language. */
export function useLangParams(): { lang: Locale | undefined } {
  return { lang: langParam(useLocale()) }
}
