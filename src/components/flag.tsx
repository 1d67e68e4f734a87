import type { FlagId } from '../i18n/locales'

const FLAGS: Record<FlagId, React.ReactNode> = {
  br: (
    <>
      <rect width="30" height="20" fill="#009b3a" />
      <path d="M15 2.5 27.5 10 15 17.5 2.5 10z" fill="#fedf00" />
      <circle cx="15" cy="10" r="4.2" fill="#002776" />
      <path d="M11 9.2c2.7-.6 5.6-.2 7.9 1.2" stroke="#fff" strokeWidth=".8" fill="none" />
    </>
  ),
  gb: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0 0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0 0 20" stroke="#c8102e" strokeWidth="1.6" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.4" />
    </>
  ),
  // Spanish for all of Latin America: no one country's flag, the letters ES on a brand tile
  // (drawn as strokes, not <text>, so the tile adds nothing to the link's name). Tokens, so the tile
  // follows the colour scheme: deep violet with light letters, or light violet with dark ones.
  'es-419': (
    <>
      <rect width="30" height="20" className="fill-brand-700" />
      <path
        d="M13 5.5H8.5v9H13M8.5 10h3.8M21.6 6.8c-.6-.9-1.6-1.3-2.7-1.3-1.6 0-2.8.9-2.8 2.2 0 3 5.9 1.7 5.9 4.9 0 1.4-1.3 2.3-3 2.3-1.3 0-2.5-.5-3.1-1.5"
        className="stroke-card"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </>
  ),
  fr: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="10" height="20" fill="#002654" />
      <rect x="20" width="10" height="20" fill="#ce1126" />
    </>
  ),
  xa: (
    <>
      <rect width="30" height="20" fill="#5b45a8" />
      <path d="M0 0h10v10H0zM10 10h10v10H10zM20 0h10v10H20z" fill="#f6c453" />
    </>
  ),
  de: (
    <>
      <rect width="30" height="20" fill="#000" />
      <rect y="6.67" width="30" height="6.67" fill="#dd0000" />
      <rect y="13.33" width="30" height="6.67" fill="#ffce00" />
    </>
  ),
}

/** A small inline flag; decorative, so hidden from screen readers (the name is beside it). */
export function Flag({ id, className = 'h-4 w-6' }: { id: FlagId; className?: string }) {
  return (
    <svg viewBox="0 0 30 20" className={`${className} shrink-0 rounded-[2px] ring-1 ring-black/15`} aria-hidden="true" focusable="false" data-flag={id}>
      {FLAGS[id]}
    </svg>
  )
}
