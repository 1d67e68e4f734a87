// The few line icons of every page's first screen, drawn here rather than with lucide-react, whose
// shared icon factory would be one more file before the page is interactive. Deeper parts of the
// site use lucide-react. Decorative: the text beside them says what they mean.

type IconProps = { className?: string }

function LineIcon({ d, className = 'size-5' }: IconProps & { d: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </svg>
  )
}

export const ChevronDownIcon = (props: IconProps) => <LineIcon d="m6 9 6 6 6-6" {...props} />

export const MenuIcon = (props: IconProps) => <LineIcon d="M4 6h16M4 12h16M4 18h16" {...props} />

/**
 * Five stars in a row, as one picture (a rating line), filled as far as `rating` (0 to 5) reaches and
 * faint beyond: a 4.2 is not drawn as five full stars. The filled row is the same stars in an inner
 * `<svg>` as wide as the rating, which clips them.
 */
export function RatingStars({ rating, className = 'h-4 w-20' }: IconProps & { rating: number }) {
  const star = 'l1.8 5.1 5.4.2-4.3 3.3 1.5 5.2-4.5-3-4.5 3 1.5-5.2-4.3-3.3 5.4-.2z'
  const row = [0, 16, 32, 48, 64].map((x) => `M${x + 8} .8${star}`).join('')
  const filled = (Math.min(Math.max(rating, 0), 5) / 5) * 80
  return (
    <svg viewBox="0 0 80 16" className={className} aria-hidden="true" focusable="false" fill="currentColor">
      <path d={row} fillOpacity={0.3} />
      <svg width={filled} height={16} viewBox={`0 0 ${filled} 16`}>
        <path d={row} />
      </svg>
    </svg>
  )
}
