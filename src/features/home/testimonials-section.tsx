import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Star } from 'lucide-react'
import { SectionHeading } from '../../components/section-heading'
import { siteConfig } from '../../config/site'
import { useLocale } from '../../i18n/use-locale'
import { formatFigure, formatRating } from '../../lib/format'
import { MoreThan } from './more-than'

interface Testimonial {
  id: string
  quote: MessageDescriptor
  author: MessageDescriptor
  role: MessageDescriptor
}

const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'mariana',
    quote: msg({
      comment: 'Testimonial quote',
      message: 'The verse for my mood each morning has changed how I start the day. I feel less rushed and closer to God.',
    }),
    author: msg({ comment: 'Testimonial author: a first name and initial; adapt the name if it reads oddly', message: 'Mariana S.' }),
    role: msg({ comment: 'Testimonial author role', message: 'Nurse and mother of two' }),
  },
  {
    id: 'daniel',
    quote: msg({
      comment: 'Testimonial quote',
      message: 'I downloaded the meditations before a long trip and prayed with them on the plane. Simple and beautiful.',
    }),
    author: msg({ comment: 'Testimonial author: a first name and initial; adapt the name if it reads oddly', message: 'Daniel R.' }),
    role: msg({ comment: 'Testimonial author role', message: 'Engineer' }),
  },
  {
    id: 'esther',
    quote: msg({
      comment: 'Testimonial quote',
      message: 'Our small group shares prayer requests in the community. Knowing others pray for me means a lot.',
    }),
    author: msg({ comment: 'Testimonial author: a first name and initial; adapt the name if it reads oddly', message: 'Esther L.' }),
    role: msg({ comment: 'Testimonial author role', message: 'Small group leader' }),
  },
]

/** The first letter of a name, for its avatar (skipping any leading mark or bracket). */
const initialOf = (name: string) => name.match(/\p{L}/u)?.[0] ?? name.charAt(0)

function Statistics() {
  const locale = useLocale()
  const { stats } = siteConfig
  const atLeast = (value: number) => (
    <span className="flex flex-col items-center">
      <MoreThan figure={formatFigure(value, locale)} qualifierClassName="text-sm font-medium text-plum-100" />
    </span>
  )
  const items = [
    { id: 'users', value: atLeast(stats.activeUsers), label: <Trans comment="Statistic label under the number of active users">Active users</Trans> },
    { id: 'verses', value: atLeast(stats.dailyVerses), label: <Trans comment="Statistic label under the number of verses read each day">Verses read every day</Trans> },
    { id: 'rating', value: formatRating(stats.rating, locale), label: <Trans comment="Statistic label under 4.9, the app stores' star rating">Average rating</Trans>, star: true },
    { id: 'prayers', value: atLeast(stats.prayersShared), label: <Trans comment="Statistic label under the number of prayers shared">Prayers shared</Trans> },
  ]
  return (
    <dl className="mt-14 grid grid-cols-2 gap-4 lg:grid-cols-4">
      {items.map(({ id, value, label, star }) => (
        <div key={id} className="flex flex-col-reverse items-center justify-end rounded-2xl bg-white/10 px-3 py-4 text-center ring-1 ring-white/10 sm:p-5">
          <dt className="mt-1 text-sm text-balance text-plum-100">{label}</dt>
          <dd className="flex items-center gap-1 font-serif text-2xl font-bold text-white sm:text-3xl">
            {value}
            {star && <Star aria-hidden="true" className="size-6 fill-gold text-gold" />}
          </dd>
        </div>
      ))}
    </dl>
  )
}

export function TestimonialsSection() {
  const { i18n } = useLingui()
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="on-dark bg-plum-900 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-title"
          tone="dark"
          eyebrow={<Trans comment="Small line above the testimonials heading">Testimonials</Trans>}
          title={<Trans comment="Testimonials section heading (h2)">Loved by people who pray every day</Trans>}
        />
        {/*
          Readable at every width: one column on phones; from `md` two columns with the third card
          across both, its author beside the quote; three columns only from `xl`, where they are wide enough.
        */}
        <ul className="grid gap-5 md:grid-cols-2 lg:gap-6 xl:grid-cols-3">
          {TESTIMONIALS.map(({ id, quote, author, role }, index) => {
            const name = i18n._(author)
            const last = index === TESTIMONIALS.length - 1
            return (
              <li key={id} className={last ? 'md:col-span-2 xl:col-span-1' : undefined}>
                <figure
                  className={`flex h-full flex-col rounded-2xl bg-card p-6 text-ink shadow-lg ring-1 ring-line sm:p-7 ${
                    last ? 'md:max-xl:flex-row md:max-xl:items-center md:max-xl:gap-8' : ''
                  }`}
                >
                  <blockquote className="quoted flex-1 font-serif text-lg leading-relaxed">{i18n._(quote)}</blockquote>
                  <figcaption
                    className={`mt-6 flex items-center gap-3 border-t border-line pt-5 ${
                      last ? 'md:max-xl:mt-0 md:max-xl:w-56 md:max-xl:shrink-0 md:max-xl:border-t-0 md:max-xl:border-l md:max-xl:pt-0 md:max-xl:pl-8' : ''
                    }`}
                  >
                    <span aria-hidden="true" className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 font-serif text-lg font-bold text-brand-800">
                      {initialOf(name)}
                    </span>
                    <span className="min-w-0">
                      <span className="block font-semibold">{name}</span>
                      <span className="block text-sm text-muted">{i18n._(role)}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            )
          })}
        </ul>
        <Statistics />
      </div>
    </section>
  )
}
