import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { BackLink } from '../../components/back-link'
import { textLinkClass } from '../../components/text-link'
import { useLocale } from '../../i18n/use-locale'
import { formatIsoDate } from '../../lib/long-date'
import { buildMailto } from '../../lib/mailto'

interface LegalPageProps {
  title: ReactNode
  /** ISO day the text was last changed, from the site config. */
  updated: string
  children: ReactNode
}

/** Shared frame of the privacy and terms pages: back link, h1, last-updated date. */
export function LegalPage({ title, updated, children }: LegalPageProps) {
  const locale = useLocale()
  const date = formatIsoDate(updated, locale)
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-12">
      <BackLink />
      <h1 className="mt-6 font-serif text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">{title}</h1>
      <p className="mt-3 text-muted">
        <Trans comment="Under the title of the privacy and terms pages; date is a formatted date">
          Last updated: <time dateTime={updated}>{date}</time>
        </Trans>
      </p>
      <div className="mt-10 space-y-10 border-t border-line pt-10">{children}</div>
    </article>
  )
}

/** One titled part of a legal text. */
export function LegalSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 leading-relaxed text-ink sm:text-lg">
      <h2 id={id} className="font-serif text-2xl font-bold text-brand-900 sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** An email address as a mailto link in running text (it wraps anywhere, it is never translated). */
export function MailLink({ address, children }: { address: string; children: ReactNode }) {
  return (
    <a href={buildMailto(address)} className={textLinkClass} translate="no">
      {children}
    </a>
  )
}

/** Terms and their values, as the legal notice lists them: term and value on one line where both fit, else the value on the next, as on phones (a long term is never squeezed beside its value). */
export function TermList({ rows }: { rows: ReadonlyArray<{ key: string; term: ReactNode; value: ReactNode }> }) {
  return (
    <dl className="space-y-1">
      {rows.map(({ key, term, value }) => (
        <div key={key} className="sm:flex sm:flex-wrap sm:gap-x-2">
          <dt className="font-semibold">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A link to a body's website in running text, its address shown as it is. */
export function WebLink({ href }: { href: string }) {
  return (
    <a href={href} className={textLinkClass} translate="no" rel="noopener">
      {href}
    </a>
  )
}

/** A phone number in running text, to call at a tap. */
export function PhoneLink({ number }: { number: string }) {
  return (
    // One number, never broken across lines.
    <a href={`tel:${number.replace(/[^\d+]/g, '')}`} className={`${textLinkClass} whitespace-nowrap`} translate="no">
      {number}
    </a>
  )
}

/** A plain list inside a legal section. */
export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6 marker:text-brand-700">{children}</ul>
}
