import { Trans, useLingui } from '@lingui/react/macro'
import { encode } from 'uqr'
import { siteConfig } from '../../config/site'
import { localizePath } from '../../i18n/locale-path'
import { useLocale } from '../../i18n/use-locale'

/** Where the QR code sends a phone: this language's download buttons. */
export function downloadUrl(pathPrefix: string): string {
  return `${siteConfig.siteUrl}${pathPrefix}#download`
}

/** A QR matrix as one SVG path, one `h` run per row of dark modules (a fraction of one square per module). */
export function qrPath(rows: readonly (readonly boolean[])[]): string {
  let d = ''
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue
      let end = x
      while (row[end + 1]) end++
      d += `M${x} ${y}h${end - x + 1}v1H${x}z`
      x = end
    }
  })
  return d
}

/**
 * Beside the hero's store buttons on a desktop, which cannot install a phone app: a QR code that
 * brings the phone to the same page's download buttons. Made when the page is built (an inline
 * SVG; nothing is fetched), dark on white in both colour schemes so every camera reads it.
 */
export function GetAppQr() {
  const { t } = useLingui()
  const url = downloadUrl(localizePath('/', useLocale()))
  const { data, size } = encode(url, { ecc: 'L', border: 0 })
  const quiet = 2
  return (
    <figure id="get-app-qr" className="hidden shrink-0 items-center gap-3 lg:flex">
      <svg
        viewBox={`${-quiet} ${-quiet} ${size + 2 * quiet} ${size + 2 * quiet}`}
        className="size-28 rounded-lg bg-white shadow-sm ring-1 ring-line"
        role="img"
        aria-label={t({ comment: 'Accessible name of the QR code beside the download buttons on desktops', message: 'QR code to this page on your phone' })}
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
