import { Trans } from '@lingui/react/macro'
import { Star } from 'lucide-react'
import type { ReactNode } from 'react'
import { figuresAsOf } from 'virtual:site'
import { siteConfig } from '../../config/site'
import { useLocale } from '../../i18n/use-locale'
import { formatFigure, formatRating } from '../../lib/format'
import { MoreThan } from './more-than'

/**
 * The grid for as many tiles as there are, each row full: four in two rows on phones and in one
 * from `lg`; three with the last across both columns on phones; two, or one, centred.
 */
const GRID: Record<number, { list: string; last?: string }> = {
  1: { list: 'mx-auto max-w-xs grid-cols-1' },
  2: { list: 'mx-auto max-w-2xl grid-cols-2' },
  3: { list: 'mx-auto max-w-4xl grid-cols-2 lg:grid-cols-3', last: 'col-span-2 lg:col-span-1' },
  4: { list: 'grid-cols-2 lg:grid-cols-4' },
}

interface Tile {
  id: string
  value: ReactNode
  label: ReactNode
  star?: boolean
}

/**
 * The app's figures under the testimonials: only those the operator set, with the month they were
 * read (VITE_STATS_AS_OF); no list without any.
 */
export function Statistics() {
  const locale = useLocale()
  const { stats } = siteConfig
  const atLeast = (value: number) => (
    <span className="flex flex-col items-center">
      <MoreThan figure={formatFigure(value, locale)} qualifierClassName="text-sm font-medium text-plum-100" />
    </span>
  )
  const tiles: Tile[] = []
  if (stats.activeUsers !== undefined) {
    tiles.push({ id: 'users', value: atLeast(stats.activeUsers), label: <Trans comment="Statistic label under the number of active users">Active users</Trans> })
  }
  if (stats.dailyVerses !== undefined) {
    tiles.push({ id: 'verses', value: atLeast(stats.dailyVerses), label: <Trans comment="Statistic label under the number of verses read each day">Verses read every day</Trans> })
  }
  if (stats.rating !== undefined) {
    tiles.push({
      id: 'rating',
      value: formatRating(stats.rating, locale),
      label: <Trans comment="Statistic label under 4.9, the app stores' star rating: say where it comes from (a published rating names its source; fr Code de la consommation L.111-7-2); keep the stores' names as they are, each unbroken (a no-break space inside)">Average rating on the App Store and Google Play</Trans>,
      star: true,
    })
  }
  if (stats.prayersShared !== undefined) {
    tiles.push({ id: 'prayers', value: atLeast(stats.prayersShared), label: <Trans comment="Statistic label under the number of prayers shared">Prayers shared</Trans> })
  }
  const grid = GRID[tiles.length]
  if (!grid) return null
  const month = figuresAsOf[locale]
  return (
    <>
      <dl className={`mt-14 grid gap-4 ${grid.list}`}>
        {tiles.map(({ id, value, label, star }, index) => (
          <div
            key={id}
            className={`flex flex-col-reverse items-center justify-end rounded-2xl bg-white/10 px-3 py-4 text-center ring-1 ring-white/10 sm:p-5 ${
              index === tiles.length - 1 ? (grid.last ?? '') : ''
            }`}
          >
            <dt className="mt-1 text-sm text-balance text-plum-100">{label}</dt>
            <dd className="flex items-center gap-1 font-serif text-2xl font-bold text-white sm:text-3xl">
              {value}
              {star && <Star aria-hidden="true" className="size-6 fill-gold text-gold" />}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-center text-sm text-plum-100">
        <Trans comment="Under the app's figures (users, verses, the stores' rating, prayers). month is when they were read, like 'November 2026', written the language's way: a figure is true at a date">
          Figures as of {month}
        </Trans>
      </p>
    </>
  )
}
