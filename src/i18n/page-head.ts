import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AnyRouteMatch } from '@tanstack/react-router'
import { siteConfig } from '../config/site'
import { localizePath } from './locale-path'
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES } from './locales'

const { appName } = siteConfig

type HeadTags = { meta: Array<Record<string, string>>; links?: Array<Record<string, string>> }

function tags(title: MessageDescriptor, description: MessageDescriptor): HeadTags {
  return {
    meta: [{ title: i18n._(title) }, { name: 'description', content: i18n._(description) }],
  }
}

/** The canonical URL of this page and its versions in the other languages, for search engines. */
function languageLinks(pathname: string): Array<Record<string, string>> {
  const origin = siteConfig.siteUrl ?? (typeof window === 'undefined' ? '' : window.location.origin)
  const url = (path: string) => `${origin}${path}`
  return [
    { rel: 'canonical', href: url(pathname) },
    ...LOCALES.map((code) => ({ rel: 'alternate', hrefLang: LOCALE_INFO[code].tag, href: url(localizePath(pathname, code)) })),
    { rel: 'alternate', hrefLang: 'x-default', href: url(localizePath(pathname, DEFAULT_LOCALE)) },
  ]
}

/** A route's `head` option: <title>, meta description and language links, in the active language. */
export function pageHead(title: MessageDescriptor, description: MessageDescriptor) {
  return ({ match }: { match: { pathname: string } }): HeadTags => ({
    ...tags(title, description),
    links: languageLinks(match.pathname),
  })
}

const notFoundTitle = msg({
  comment: 'Browser tab title of the 404 page; under 60 characters',
  message: `Page not found · ${appName}`,
})
const notFoundDescription = msg({
  comment: 'Meta description of the 404 page; under 160 characters',
  message: `The page you were looking for does not exist. Return to the ${appName} home page.`,
})
const defaultTitle = msg({
  comment: 'Fallback browser tab title; under 60 characters',
  message: `${appName} · Daily verses, prayer and meditation`,
})
const defaultDescription = msg({
  comment: 'Fallback meta description; under 160 characters',
  message: `${appName} is a daily devotion app with verses for your mood, guided meditation, the Bible, a private journal and a caring community.`,
})

/** Root `head`: the 404 page's tags, or defaults that page routes override. */
export function rootHead({ matches }: { matches: AnyRouteMatch[] }): HeadTags {
  const missing = matches.some((m) => m.status === 'notFound' || m._notFound === true)
  if (!missing) return tags(defaultTitle, defaultDescription)
  const notFound = tags(notFoundTitle, notFoundDescription)
  // A missing page is not for search engines.
  return { meta: [...notFound.meta, { name: 'robots', content: 'noindex' }] }
}
