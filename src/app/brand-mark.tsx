/** The app's mark: a flame over an open book. Decorative; the name is always beside it. */
export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#3f2d76" />
      <path d="M32 12c-4 8-12 12-12 22a12 12 0 0 0 24 0c0-10-8-14-12-22z" fill="#f6c453" />
      <path d="M32 52V30" stroke="#3f2d76" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}
