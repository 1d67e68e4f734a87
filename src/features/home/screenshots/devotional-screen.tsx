import { Plural, Trans } from '@lingui/react/macro'
import { Heart } from 'lucide-react'
import { useState } from 'react'
import { DEVOTIONAL_VERSES } from '../../../content/devotional-verses'
import { contentLocale } from '../../../i18n/locales'
import { useLocale } from '../../../i18n/use-locale'

const BASE_LIKES = 128

/**
 * The daily devotional sample: a verse, its reference, a reflection and a like toggle.
 * `still` draws it as a picture (the hero's phone): the like count shows, without a control.
 */
export function DevotionalScreen({ still = false }: { still?: boolean }) {
  const verse = DEVOTIONAL_VERSES[contentLocale(useLocale())]
  const [liked, setLiked] = useState(false)
  const likes = BASE_LIKES + (liked ? 1 : 0)
  // In a picture (role="img") a heading would break the page's outline: a styled paragraph there.
  const Heading = still ? 'p' : 'h4'
  return (
    <>
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
        <Trans comment="Small heading inside the devotional screen sample">Today’s devotional</Trans>
      </p>
      <blockquote data-scripture className="quoted mt-2 font-serif text-[0.95rem] leading-snug text-ink">
        {verse.text}
      </blockquote>
      <p data-scripture className="mt-2 text-xs font-semibold text-brand-800">
        {verse.reference}
      </p>
      <Heading className="mt-4 font-semibold text-ink">
        <Trans comment="Heading of the reflection inside the devotional screen sample">Reflection</Trans>
      </Heading>
      <p className="mt-1 text-muted">
        <Trans comment="Short reflection on Philippians 4:6-7 inside the devotional screen sample">
          Worry shrinks when we pray. Name what weighs on you, give thanks for one gift of today, and let God’s peace
          keep your heart.
        </Trans>
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-4">
        {still ? (
          <Heart aria-hidden="true" className="size-5 text-danger" />
        ) : (
          <button
            type="button"
            aria-pressed={liked}
            onClick={() => setLiked((on) => !on)}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-card px-3 font-medium whitespace-nowrap text-ink hover:bg-brand-50 aria-pressed:border-danger aria-pressed:text-danger"
          >
            <Heart aria-hidden="true" className={`size-5 ${liked ? 'fill-current' : ''}`} />
            <Trans comment="Like toggle button in the devotional screen sample">Like</Trans>
          </button>
        )}
        <span className="text-muted">
          <Plural comment="Number of likes next to the like button" value={likes} one="# like" other="# likes" />
        </span>
      </div>
    </>
  )
}
