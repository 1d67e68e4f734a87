import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { qrPath } from '../../src/features/home/get-app-qr'

/** Paints a path of `M x y h n v1 H x z` runs back into a matrix. */
function paint(d: string, size: number): boolean[][] {
  const rows = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  for (const [, x, y, n] of d.matchAll(/M(\d+) (\d+)h(\d+)v1H\d+z/g)) {
    for (let i = 0; i < Number(n); i++) rows[Number(y)]![Number(x) + i] = true
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
    expect(d.match(/M/g)!.length).toBeLessThan(dark * 0.7)
  })
  it('handles a row that ends dark and an empty row', () => {
    expect(qrPath([[false, true, true], [false, false, false], [true, false, true]])).toBe('M1 0h2v1H1zM0 2h1v1H0zM2 2h1v1H2z')
  })
})
