import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { smallButtonClass } from '../components/button'
import { useStoreHref } from '../components/use-store-href'
import { useLangParams } from '../i18n/use-locale'
import { CURRENT_ON_THE_SECTION } from '../lib/link-current'
import type { Store } from '../lib/store-campaign'
import { storeForDevice } from '../lib/store-for-device'

/**
 * The header's "Get the app". It leads to the home page's download buttons (with the QR code on
 * a desktop); once the page has hydrated, on an iPhone or an Android phone it opens that store
 * directly (placement `header`: README, "Campaign links"). The label never changes, so there is
 * nothing to flash.
 */
export function GetAppLink() {
  const params = useLangParams()
  const [store, setStore] = useState<Store | null>(null)
  useEffect(() => setStore(storeForDevice(navigator.userAgent, navigator.maxTouchPoints)), [])
  const href = useStoreHref(store ?? 'appStore', 'header')
  // One line; below 22.4375em (359 px at the browser's usual text size, wider when the visitor has
  // made text larger) a long label may take two lines rather than push the picker out, and below
  // 20em (a 320 px screen's width; a 360 px phone's with its text 150 % larger) it gives way to
  // the mark, the menu and the picker: the page's own store buttons are there.
  const className = `${smallButtonClass} shrink-0 whitespace-nowrap max-[22.4375em]:shrink max-[22.4375em]:leading-tight max-[22.4375em]:whitespace-normal max-[19.99em]:hidden`
  const label = <Trans comment="Header button that leads to the app stores; keep it short (about 12 characters)">Get the app</Trans>
  return store ? (
    <a href={href} rel="noopener" className={className} {...(__ANALYTICS_URL__ && { 'data-store': store, 'data-placement': 'header' })}>
      {label}
    </a>
  ) : (
    <Link to="/{-$lang}" params={params} hash="download" activeOptions={CURRENT_ON_THE_SECTION} className={className}>
      {label}
    </Link>
  )
}
