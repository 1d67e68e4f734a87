/**
 * Small line glyphs for the phone mockups, drawn with one short path each: the mockups are in
 * the home page's HTML, where every icon's markup counts against its first-view budget.
 * Decoration only (aria-hidden).
 */
const PATHS = {
  home: 'M4 10.5 12 4l8 6.5V20h-5v-6H9v6H4z',
  bible: 'M12 6.5C10 5 7 4.5 3 5v13c4-.5 7 0 9 1.5M12 6.5C14 5 17 4.5 21 5v13c-4-.5-7 0-9 1.5zm0 0v13',
  meditate: 'M4 18v-5a8 8 0 0 1 16 0v5M4 14h3v6H4zm13 0h3v6h-3z',
  progress: 'M12 21v-9m0 0C12 8 9.5 5 5 5c0 4 2.5 7 7 7zm0-2c0-3 2.5-6 7-6 0 3.5-2.5 6-7 6z',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  moon: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z',
} as const

export type GlyphName = keyof typeof PATHS

export function Glyph({ name, className = 'size-4' }: { name: GlyphName; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className={className}>
      <path d={PATHS[name]} />
    </svg>
  )
}
