import jsQR from 'jsqr'
import { encode } from 'uqr'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { downloadUrl, QR_URL_MAX, qrPath } from '../../src/features/home/get-app-qr'
import { campaignFromSearch } from '../../src/lib/store-campaign'
import { buildWith } from './site-build'

/** Paints a path of `M x y` / `m dx 0` runs (`h n v1 h-n z`) back into a matrix. */
function paint(d: string, size: number): boolean[][] {
  const rows = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  let x = 0
  let y = 0
  for (const [, command, a, b, n] of d.matchAll(/([Mm])(\d+) (\d+)h(\d+)v1h-\4z/g)) {
    if (command === 'M') [x, y] = [Number(a), Number(b)]
    else x += Number(a)
    for (let i = 0; i < Number(n); i++) rows[y]![x + i] = true
  }
  return rows
}

describe('qrPath', () => {
  it('draws exactly the dark modules, one run per stretch of a row', () => {
    const { data, size } = encode('https://selah.example.com/fr#download', { ecc: 'L', border: 0 })
    const d = qrPath(data)
    expect(paint(d, size)).toEqual(data)
    // Runs, not squares: fewer commands than dark modules.
    const dark = data.flat().filter(Boolean).length
    expect(d.match(/[Mm]/g)!.length).toBeLessThan(dark * 0.7)
  })
  it('handles a row that ends dark and an empty row', () => {
    expect(qrPath([[false, true, true], [false, false, false], [true, false, true]])).toBe('M1 0h2v1h-2zM0 2h1v1h-1zm2 0h1v1h-1z')
  })
})

describe('downloadUrl', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is this language’s download buttons while campaigns are off', () => {
    buildWith({ storeCampaigns: false })
    expect(downloadUrl('/en', campaignFromSearch('?utm_source=newsletter'))).toBe('https://selah.example.com/en#download')
    expect(downloadUrl('/')).toBe('https://selah.example.com/#download')
  })

  it('carries the qr placement, or the landing campaign, with campaigns on', () => {
    buildWith({ storeCampaigns: true })
    expect(downloadUrl('/en')).toBe('https://selah.example.com/en?utm_source=website&utm_medium=referral&utm_campaign=qr#download')
    const landed = campaignFromSearch('?utm_source=newsletter&utm_medium=email&utm_campaign=advent&utm_term=x&gclid=abc')
    // utm_term would take the address past QR_URL_MAX: it goes first.
    expect(downloadUrl('/de', landed)).toBe('https://selah.example.com/de?utm_source=newsletter&utm_medium=email&utm_campaign=advent#download')
    // The phone that scans it lands with the campaign the desktop's store links carry.
    const { utm_term: _, ...kept } = landed!
    expect(campaignFromSearch(new URL(downloadUrl('/de', landed)).search)).toEqual(kept)
  })
})

/**
 * A QR code as a screen shows it at `pixels` CSS pixels (GetAppQr: `size-28`, 112 px): the matrix
 * with its 2-module quiet zone (its viewBox), each pixel the module under its centre (as
 * `crispEdges` draws it at a scale of 1), on white; read as a phone camera does, with jsQR.
 */
function readAsShown(data: boolean[][], pixels: number): string | undefined {
  const units = data.length + 4
  const rgba = new Uint8ClampedArray(pixels * pixels * 4).fill(255)
  for (let y = 0; y < pixels; y++) {
    for (let x = 0; x < pixels; x++) {
      const row = Math.floor(((y + 0.5) * units) / pixels) - 2
      const col = Math.floor(((x + 0.5) * units) / pixels) - 2
      if (data[row]?.[col]) rgba.fill(0, (y * pixels + x) * 4, (y * pixels + x) * 4 + 3)
    }
  }
  return jsQR(rgba, pixels, pixels)?.data
}

describe('the QR code with a campaign', () => {
  afterEach(() => vi.unstubAllGlobals())
  const longest = campaignFromSearch(
    `?utm_source=${'n'.repeat(60)}&utm_medium=${'é'.repeat(40)}&utm_campaign=${encodeURIComponent('🙏'.repeat(30))}&utm_content=x&utm_term=y`,
  )

  it(`keeps the address within ${QR_URL_MAX} characters, however long the campaign, and drops the query rather than break it`, () => {
    buildWith({ storeCampaigns: true })
    for (const prefix of ['/', '/en', '/pseudo']) {
      const url = downloadUrl(prefix, longest)
      expect(url.length, url).toBeLessThanOrEqual(QR_URL_MAX)
      expect(new URL(url).href).toBe(url)
      expect(new URL(url).searchParams.get('utm_source')).toMatch(/^n+$/)
    }
    expect(downloadUrl(`/${'x'.repeat(90)}`, longest)).toBe(`https://selah.example.com/${'x'.repeat(90)}#download`)
  })

  it('stays at version 5 or less, at least 2.7 CSS pixels a module, and reads back from 112 pixels', () => {
    buildWith({ storeCampaigns: true })
    const addresses = [downloadUrl('/en'), downloadUrl('/de', longest), downloadUrl('/fr', campaignFromSearch('?utm_source=newsletter&utm_medium=email&utm_campaign=advent'))]
    buildWith({ storeCampaigns: false })
    addresses.push(downloadUrl('/en'))
    for (const url of addresses) {
      const { data, size, version } = encode(url, { ecc: 'L', border: 0 })
      expect(version, url).toBeLessThanOrEqual(5)
      expect(112 / (size + 4), url).toBeGreaterThanOrEqual(2.7)
      expect(readAsShown(data, 112)).toBe(url)
    }
  })
})
