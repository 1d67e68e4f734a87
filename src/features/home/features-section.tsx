import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { BookOpen, Headphones, NotebookPen, Smile, Users, type LucideIcon } from 'lucide-react'
import { SectionHeading } from '../../components/section-heading'

interface Feature {
  id: string
  Icon: LucideIcon
  title: MessageDescriptor
  body: MessageDescriptor
  /** Which plan it is in, and whether it works offline, as one line. */
  availability: MessageDescriptor
}

const FEATURES: readonly Feature[] = [
  {
    id: 'mood',
    Icon: Smile,
    title: msg({ comment: 'Feature card title (h3)', message: 'Verses for your mood' }),
    body: msg({
      comment: 'Feature card text',
      message: 'Happy, worried, grateful or thoughtful? Tell the app how you feel and receive a verse chosen for that moment.',
    }),
    availability: msg({ comment: 'Availability line of a feature card: the feature is part of the free basic version (the same name as in the terms)', message: 'In the free basic version' }),
  },
  {
    id: 'meditation',
    Icon: Headphones,
    title: msg({ comment: 'Feature card title (h3)', message: 'Guided meditation' }),
    body: msg({
      comment: 'Feature card text',
      message: 'Quiet audio meditations on Scripture help you slow down, breathe and pray with an open heart.',
    }),
    availability: msg({
      comment: 'Availability line of a feature card',
      message: 'Free starter set · all meditations with Premium · download for offline listening',
    }),
  },
  {
    id: 'bible',
    Icon: BookOpen,
    title: msg({ comment: 'Feature card title (h3)', message: 'Interactive Bible' }),
    body: msg({
      comment: 'Feature card text',
      message: 'Read the whole Bible, highlight the verses that speak to you and keep notes beside them.',
    }),
    availability: msg({ comment: 'Availability line of a feature card', message: 'Free · download books to read offline' }),
  },
  {
    id: 'journal',
    Icon: NotebookPen,
    title: msg({ comment: 'Feature card title (h3)', message: 'Private journal' }),
    body: msg({
      comment: 'Feature card text',
      message: 'Write down prayers, answered prayers and reflections. Other members never see what you write.',
    }),
    availability: msg({ comment: 'Availability line of a feature card', message: 'Free · unlimited entries with Premium' }),
  },
  {
    id: 'community',
    Icon: Users,
    title: msg({ comment: 'Feature card title (h3)', message: 'Supportive community' }),
    body: msg({
      comment: 'Feature card text',
      message: 'Share prayer requests, pray for others and be encouraged by people who walk the same path.',
    }),
    availability: msg({ comment: 'Availability line of a feature card: the feature is part of the free basic version (the same name as in the terms)', message: 'In the free basic version' }),
  },
]

export function FeaturesSection() {
  const { i18n } = useLingui()
  return (
    <section id="features" aria-labelledby="features-title" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow={<Trans comment="Small line above the features heading">Features</Trans>}
          title={<Trans comment="Features section heading (h2)">Everything you need to grow in faith</Trans>}
          lead={
            <Trans comment="Features section lead">
              Start with the free basic version and upgrade to Premium for more. You can also download content to use without
              a connection.
            </Trans>
          }
        />
        {/*
          Five cards, never an orphan: one column on phones; from `sm` two columns under a first card
          that spans both (1 + 2 + 2); from `lg` six tracks, three cards of two then two of three (3 + 2).
        */}
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-6 lg:gap-6">
          {FEATURES.map(({ id, Icon, title, body, availability }, index) => (
            <li
              key={id}
              data-feature={id}
              className={`flex flex-col rounded-2xl bg-card p-5 shadow-sm ring-1 ring-line sm:p-6 ${index < 3 ? 'lg:col-span-2' : 'lg:col-span-3'} ${
                index === 0 ? 'sm:max-lg:col-span-2 sm:max-lg:grid sm:max-lg:grid-cols-[auto_1fr] sm:max-lg:gap-x-5' : ''
              }`}
            >
              <span
                className={`mb-4 inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800 ${
                  index === 0 ? 'sm:max-lg:row-span-3 sm:max-lg:mb-0' : ''
                }`}
              >
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="font-serif text-xl font-bold text-brand-900">{i18n._(title)}</h3>
              <p className="mt-2 flex-1 text-muted">{i18n._(body)}</p>
              <p className="mt-4 border-t border-line pt-3 text-sm font-semibold text-gold-700">{i18n._(availability)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
