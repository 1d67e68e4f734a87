import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router'
import { useSiteStore } from '../stores/site-store'
import { activateLocale } from './activate'
import { resolveLocationLocale } from './locale-path'
import { isLocale, type Locale } from './locales'

/**
 * Root `beforeLoad`: decides the language of the URL (moving to the canonical URL
 * with history replace when needed) and activates its catalog before anything renders.
 */
export async function ensureLocationLocale(location: ParsedLocation): Promise<{ locale: Locale }> {
  const { locale, redirectTo } = resolveLocationLocale(
    location.pathname,
    useSiteStore.getState().language,
  )
  if (redirectTo !== undefined) {
    const hash = location.hash ? `#${location.hash}` : ''
    throw redirect({ href: `${redirectTo}${location.searchStr}${hash}`, replace: true })
  }
  await activateLocale(locale, location.pathname)
  return { locale }
}

/** Before the first render (I18nProvider renders nothing until a locale is active). */
export async function activateLocaleForPath(pathname: string): Promise<void> {
  await activateLocale(resolveLocationLocale(pathname, useSiteStore.getState().language).locale, pathname)
}

/** `{-$lang}` layout `beforeLoad`: a prefix that is not a language is a missing page. */
export function assertLangParam(lang: string | undefined): void {
  if (lang !== undefined && !isLocale(lang)) throw notFound()
}
