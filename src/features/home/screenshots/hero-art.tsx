import { Trans, useLingui } from '@lingui/react/macro'
import { ScreenBody } from './app-chrome'
import { Glyph } from './glyphs'
import { PhoneFrame } from './phone-frame'
import { useVerse } from './use-verse'

/**
 * The hero's illustration: the guided meditation player, a premium feature no screenshot below
 * shows, playing a meditation on Matthew 11:28, with a premium badge floating beside the phone. A picture (role="img") with a description in the page's language; it has no
 * headings, since it sits right after the h1. HTML and CSS only; it moves only when the visitor
 * has not asked for reduced motion.
 */
export function HeroArt() {
  const { t } = useLingui()
  const verse = useVerse('worried')
  const reference = verse.reference
  return (
    <div
      role="img"
      aria-label={t({
        comment: 'Accessible description of the picture in the hero: the app’s meditation player; {reference} is a Bible reference such as “Matthew 11:28”',
        message: `The app’s meditation player during a guided meditation on ${reference}`,
      })}
      className="relative mx-auto w-full max-w-[18.75rem] md:max-w-[26.25rem]"
    >
      <PhoneFrame className="mx-auto w-[88%] md:w-[19.5rem]">
        <ScreenBody>
          <div className="relative flex aspect-[5/4] items-center justify-center overflow-hidden rounded-2xl bg-plum-800">
            <span aria-hidden="true" className="absolute size-24 rounded-full bg-plum-700 motion-safe:animate-pulse-twice" />
            <Glyph name="moon" className="relative size-10 text-gold" />
            <p data-scripture className="absolute top-3 left-3 rounded-full bg-plum-950 px-2 py-0.5 text-xs font-semibold text-white">
              {reference}
            </p>
          </div>
          <p className="mt-4 font-serif text-xl leading-snug font-bold text-ink">
            <Trans comment="Title of the sample guided meditation in the hero picture (on Matthew 11:28, “I will give you rest”); short">
              Rest for a weary heart
            </Trans>
          </p>
          <p className="mt-1 flex items-center gap-1 text-xs text-muted">
            <Glyph name="meditate" className="size-4 shrink-0" />
            <Trans comment="Kind and length of the sample meditation in the hero picture; short">Guided meditation · 10 min</Trans>
          </p>
          <div className="mt-4 h-1.5 overflow-hidden rounded-full bg-line">
            <div className="h-full w-[38%] rounded-full bg-brand-700" />
          </div>
          <p className="mt-1 flex justify-between text-xs text-muted">
            <span>3:48</span>
            <span>10:00</span>
          </p>
          <div className="mt-3 flex items-center justify-center gap-7 text-ink">
            <span className="flex size-12 items-center justify-center rounded-full bg-plum-800 text-white shadow-lg">
              <span aria-hidden="true" className="flex gap-1"><span className="h-4 w-1 rounded-full bg-current" /><span className="h-4 w-1 rounded-full bg-current" /></span>
            </span>
          </div>
        </ScreenBody>
      </PhoneFrame>
      {/* Floating beside the phone: the premium badge. */}
      <p className="absolute top-24 right-0 flex items-center gap-1.5 rounded-full bg-gold px-3 py-1 text-xs font-semibold text-plum-950 shadow-lg">
        <Trans comment="Badge floating beside the meditation player in the hero picture: the feature comes with a subscription; one word">Premium</Trans>
      </p>
    </div>
  )
}
