import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { encode } from 'uqr'
import { countWhenSeen } from '../../analytics/count'
import { useLandingCampaign } from '../../components/use-store-href'
import { siteConfig } from '../../config/site'
import { localizePath } from '../../i18n/locale-path'
import { useLocale } from '../../i18n/use-locale'
import { placementCampaign, utmQuery, type Utm } from '../../lib/store-campaign'

/**
 * The longest address the QR code holds: version 5 at the lowest error correction (37 modules a
 * side), so that at its 112 CSS pixels a module stays 2.7 pixels or more. Without a campaign the
 * address needs version 3.
 */
export const QR_URL_MAX = 106

/**
 * Where the QR code sends a phone: this language's download buttons. With campaigns on (README,
 * "Campaign links"), with the campaign the store links would carry, as the phone's landing
 * address: this tab's landing campaign, or the `qr` placement's (`utm_campaign=qr`), cut to keep
 * the address within QR_URL_MAX (`utm_term`, then `utm_content` dropped first).
 */
export function downloadUrl(pathPrefix: string, utm?: Utm): string {
  const page = `${siteConfig.siteUrl}${pathPrefix}`
  const query = __STORE_CAMPAIGNS__ ? utmQuery(utm ?? placementCampaign('qr'), QR_URL_MAX - page.length - '?#download'.length) : ''
  return `${page}${query && `?${query}`}#download`
}

/**
 * A QR matrix as one SVG path: one rectangle per run of dark modules in a row, the first of a row
 * placed with `M x y`, the next ones with a short relative `m dx 0` (after `z` the pen is back at
 * the run's start), which halves the compressed size of the page's code.
 */
export function qrPath(rows: readonly (readonly boolean[])[]): string {
  let d = ''
  rows.forEach((row, y) => {
    let start: number | undefined
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue
      let end = x
      while (row[end + 1]) end++
      const n = end - x + 1
      d += `${start === undefined ? `M${x} ${y}` : `m${x - start} 0`}h${n}v1h-${n}z`
      start = x
      x = end
    }
  })
  return d
}

/**
 * Beside the hero's store buttons on a desktop, which cannot install a phone app: a QR code that
 * brings the phone to the same page's download buttons. Made when the page is built (an inline
 * SVG; nothing is fetched), dark on white in both colour schemes so every camera reads it; made
 * again once hydrated when the visitor landed with a campaign (`downloadUrl`). In a build that
 * counts visits, counted once per page it is shown on, when half of it is on screen (never on a
 * phone, where it is hidden).
 */
export function GetAppQr() {
  const { t } = useLingui()
  const locale = useLocale()
  const url = downloadUrl(localizePath('/', locale), useLandingCampaign())
  const figure = useRef<HTMLElement>(null)
  useEffect(() => {
    if (!__ANALYTICS_URL__ || !figure.current) return
    return countWhenSeen(figure.current, { name: 'QR code shown', props: { placement: 'hero', language: locale } })
  }, [locale])
  const { data, size } = encode(url, { ecc: 'L', border: 0 })
  const quiet = 2
  return (
    <figure ref={figure} id="get-app-qr" className="hidden shrink-0 items-center gap-3 lg:flex">
      <svg
        viewBox={`${-quiet} ${-quiet} ${size + 2 * quiet} ${size + 2 * quiet}`}
        className="size-28 rounded-lg bg-white shadow-sm ring-1 ring-line"
        role="img"
        aria-label={t({ comment: 'Accessible name of the QR code beside the download buttons on desktops', message: 'QR code that opens this page on your phone' })}
        data-url={url}
        shapeRendering="crispEdges"
      >
        <path d={qrPath(data)} fill="#000" />
      </svg>
      <figcaption className="max-w-[8.5rem] text-sm leading-snug text-muted">
        <Trans comment="Caption beside the QR code on desktops">Scan with your phone’s camera to get the app</Trans>
      </figcaption>
    </figure>
  )
}
