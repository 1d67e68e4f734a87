import { i18n } from '@lingui/core'
import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router'
import { hydrateDeferredParts } from '../components/deferred'
import { activateLocale } from '../i18n/activate'
import { resolveLocationLocale } from '../i18n/locale-path'
import { isLocale, type Locale } from '../i18n/locales'
import { useSiteStore } from '../stores/site-store'

const NOT_ASCII = /[^\x21-\x7e]+/g
const NOT_ASCII_IN_PATH = /[^\x21-\x7e]+|[?#]/g
const encode = (run: string) => encodeURIComponent(run)

/**
 * A redirect's target as a URL writes it. The router gives the path and fragment decoded (`/Ā`,
 * `#Ā`) and refuses a redirect to anything but ASCII (it threw, and the error page showed), so
 * every other character is percent-encoded as UTF-8 (what the router decoded from UTF-8 has no lone
 * surrogate), and in the path a `?` or `#` (from `%3F`, `%23`) too, or it would start a query or a
 * fragment. A `%` stays: the router leaves `%25` and `%5C` encoded.
 */
function redirectHref(path: string, { searchStr, hash }: ParsedLocation): string {
  return `${path.replace(NOT_ASCII_IN_PATH, encode)}${searchStr.replace(NOT_ASCII, encode)}${hash ? `#${hash.replace(NOT_ASCII, encode)}` : ''}`
}

/**
 * Root `beforeLoad`: decides the language of the URL (moving to the canonical URL
 * with history replace when needed) and activates its catalog before anything renders. When the
 * page on screen changes language, its parts still waiting for their code are hydrated first, in
 * the language they were rendered in (`hydrateDeferredParts`).
 */
export async function ensureLocationLocale(location: ParsedLocation): Promise<{ locale: Locale }> {
  const { locale, redirectTo } = resolveLocationLocale(
    location.pathname,
    useSiteStore.getState().language,
  )
  if (redirectTo !== undefined) {
    throw redirect({ href: redirectHref(redirectTo, location), replace: true })
  }
  if (typeof document !== 'undefined' && isLocale(i18n.locale) && i18n.locale !== locale) await hydrateDeferredParts()
  await activateLocale(locale, location.pathname)
  return { locale }
}

/**
 * The prerender's first render (src/entry-server.tsx), before the router loads: I18nProvider renders
 * nothing until a locale is active. The browser needs none: the root `beforeLoad` activates it.
 */
export async function activateLocaleForPath(pathname: string): Promise<void> {
  await activateLocale(resolveLocationLocale(pathname, useSiteStore.getState().language).locale, pathname)
}

/** `{-$lang}` layout `beforeLoad`: a prefix that is not a language is a missing page. */
export function assertLangParam(lang: string | undefined): void {
  if (lang !== undefined && !isLocale(lang)) throw notFound()
}
