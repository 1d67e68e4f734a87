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
  highlight: 'm15 4 5 5-9 9H6v-5zM4 21h8',
  note: 'M4 20h4L19 9l-4-4L4 16zm10-14 4 4',
  offline: 'M7 18a5 5 0 1 1 1-9.9A6 6 0 0 1 19 10a4 4 0 0 1-1 8m-6-6v8m-3-3 3 3 3-3',
  flame: 'M12 21a6 6 0 0 0 6-6c0-4-3-6-4-10-2 2-3 4-3 6-1-1-2-2-2-3-2 2-3 4-3 7a6 6 0 0 0 6 6z',
  bell: 'M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zm4 5h4',
  heart: 'M12 20s-8-4.5-8-10a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.5-8 10-8 10z',
  happy: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm-4-7s1.5 2 4 2 4-2 4-2M9 9.5h0m6 0h0',
  worried: 'M7 14a4 4 0 1 1 1-7.9A5 5 0 0 1 17.5 8a3.5 3.5 0 0 1-.5 7H7m1 3-1 2m5-2-1 2m5-2-1 2',
  grateful: 'M2 15h4l4 3h5a2 2 0 0 0 0-4h-3m0-3.5s-3-1.8-3-4a1.8 1.8 0 0 1 3-1.4 1.8 1.8 0 0 1 3 1.4c0 2.2-3 4-3 4z',
  thoughtful: 'M9 18h6m-5 3h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z',
} as const

export type GlyphName = keyof typeof PATHS

export function Glyph({ name, className = 'size-4' }: { name: GlyphName; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className={className}>
      <path d={PATHS[name]} />
    </svg>
  )
}
