import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AnyRouteMatch } from '@tanstack/react-router'
import { siteConfig } from '../config/site'
import type { Locale } from '../i18n/locales'
import { isNotFound } from '../lib/not-found'
import { buildHeadTags, type HeadTags } from '../seo/head-tags'

const { appName } = siteConfig

const shareImageAlt = msg({
  comment: 'Alternative text of the picture shown when a link to the site is shared (WhatsApp, Facebook, Slack…)',
  message: `${appName}: a verse for your mood, prayer and meditation, free on iPhone and Android`,
})

function headTags(pathname: string, title: MessageDescriptor, description: MessageDescriptor, indexable: boolean): HeadTags {
  const locale = i18n.locale as Locale
  return buildHeadTags({
    siteUrl: siteConfig.siteUrl,
    pathname,
    locale,
    appName,
    appStoreId: siteConfig.stores.appStoreId,
    title: i18n._(title),
    description: i18n._(description),
    imageAlt: i18n._(shareImageAlt),
    indexable,
  })
}

/** A route's `head` option: every head tag of the page, in the active language (seo/head-tags.ts). */
export function pageHead(title: MessageDescriptor, description: MessageDescriptor) {
  return ({ match }: { match: { pathname: string } }): HeadTags => headTags(match.pathname, title, description, true)
}

const notFoundTitle = msg({
  comment: 'Browser tab title of the 404 page; under 60 characters',
  message: `Page not found · ${appName}`,
})
const notFoundDescription = msg({
  comment: 'Meta description of the 404 page; under 160 characters',
  message: `The page you were looking for does not exist. Return to the ${appName} home page.`,
})

/** Root `head`: the 404 page's tags (not for search engines); page routes bring their own. */
export function rootHead({ matches }: { matches: AnyRouteMatch[] }): HeadTags {
  const last = matches[matches.length - 1]
  if (!isNotFound(matches)) return { meta: [], links: [] }
  return headTags(last?.pathname ?? '/', notFoundTitle, notFoundDescription, false)
}
