import type { ReactNode } from 'react'

interface SectionHeadingProps {
  id: string
  eyebrow?: ReactNode
  title: ReactNode
  lead?: ReactNode
  tone?: 'light' | 'dark'
}

/** The h2 of a home page section (in the serif) with an optional small line above and lead below. */
export function SectionHeading({ id, eyebrow, title, lead, tone = 'light' }: SectionHeadingProps) {
  const dark = tone === 'dark'
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      {eyebrow && (
        <p className={`mb-2 text-sm font-semibold tracking-wide uppercase ${dark ? 'text-gold' : 'text-brand-700'}`}>
          {eyebrow}
        </p>
      )}
      <h2 id={id} className={`font-serif text-3xl font-bold tracking-tight sm:text-4xl ${dark ? 'text-white' : 'text-ink'}`}>
        {title}
      </h2>
      {lead && <p className={`mt-4 text-lg ${dark ? 'text-plum-100' : 'text-muted'}`}>{lead}</p>}
    </div>
  )
}
