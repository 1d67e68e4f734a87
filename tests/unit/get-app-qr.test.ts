import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { qrPath } from '../../src/features/home/get-app-qr'

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
