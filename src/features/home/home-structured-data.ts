import { siteConfig } from '../../config/site'
import { localizePath } from '../../i18n/locale-path'
import { LOCALE_INFO, type Locale } from '../../i18n/locales'
import { absoluteUrl } from '../../seo/site-pages'
import { buildStructuredData } from '../../seo/structured-data'

/** The home page's JSON-LD in its language: the organisation and the app, from the site config. */
export function homeStructuredData(locale: Locale, description: string): object {
  const { siteUrl, appName, operator, stores, social } = siteConfig
  return buildStructuredData({
    siteUrl,
    homeUrl: absoluteUrl(siteUrl, localizePath('/', locale)),
    appName,
    operatorName: operator.name,
    description,
    language: LOCALE_INFO[locale].tag,
    logoUrl: absoluteUrl(siteUrl, '/icon-512.png'),
    appStoreUrl: stores.appStore,
    playStoreUrl: stores.googlePlay,
    sameAs: [social.instagram, social.youtube],
  })
}
