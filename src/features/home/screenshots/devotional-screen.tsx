import { Plural, Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { ScreenBody, TopBar } from './app-chrome'
import { Glyph } from './glyphs'
import { useVerse } from './use-verse'

const BASE_LIKES = 128

/** The daily devotional sample: a verse, its reference, a reflection and a like toggle. */
export function DevotionalScreen() {
  const verse = useVerse('devotional')
  const [liked, setLiked] = useState(false)
  const likes = BASE_LIKES + (liked ? 1 : 0)
  return (
    <>
      <TopBar title={<Trans comment="Title in the top bar of the devotional screen sample; short">Devotional</Trans>} />
      <ScreenBody>
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          <Trans comment="Small heading inside the devotional screen sample">Today’s devotional</Trans>
        </p>
        <blockquote data-scripture className="quoted mt-2 border-l-4 border-gold pl-3 font-serif leading-snug text-ink">
          {verse.text}
        </blockquote>
        <p data-scripture className="mt-2 pl-3 text-xs font-semibold text-brand-800">
          {verse.reference}
        </p>
        <h4 className="mt-4 font-semibold text-ink">
          <Trans comment="Heading of the reflection inside the devotional screen sample">Reflection</Trans>
        </h4>
        <p className="mt-1 text-muted">
          <Trans comment="Short reflection on Philippians 4:6-7 inside the devotional screen sample">
            Worry shrinks when we pray. Name what weighs on you, give thanks for one of today’s gifts, and let God’s
            peace keep your heart.
          </Trans>
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-4">
          <button
            type="button"
            aria-pressed={liked}
            onClick={() => setLiked((on) => !on)}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-card px-3 font-medium whitespace-nowrap text-ink hover:bg-brand-50 aria-pressed:border-danger aria-pressed:text-danger"
          >
            <Glyph name="heart" className={`size-5 ${liked ? 'fill-current' : ''}`} />
            <Trans comment="Like toggle button in the devotional screen sample">Like</Trans>
          </button>
          {/* A status: a screen reader says the new count after a press, as a sighted visitor sees it. */}
          <span role="status" className="text-muted">
            <Plural comment="Number of likes next to the like button" value={likes} one="# like" other="# likes" />
          </span>
        </div>
      </ScreenBody>
    </>
  )
}
