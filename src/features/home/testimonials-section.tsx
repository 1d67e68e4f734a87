import { Trans, useLingui } from '@lingui/react/macro'
import { testimonials } from 'virtual:site'
import { SectionHeading } from '../../components/section-heading'
import { siteConfig } from '../../config/site'
import { contentLocale } from '../../i18n/locales'
import { useLocale } from '../../i18n/use-locale'
import { testimonialCardLayout, testimonialListClass } from './testimonials-grid'
import { SAMPLE_TESTIMONIALS } from './testimonials-section-samples'
import { Statistics } from './testimonials-section-statistics'

interface Card {
  id: string
  quote: string
  author: string
  role: string
}

/**
 * The cards in the page's language: the operator's own texts (VITE_TESTIMONIALS), which are content
 * like a setting and never go through the catalogs; or, while it is unset, the development samples.
 */
function useCards(): Card[] {
  const { i18n } = useLingui()
  const language = contentLocale(useLocale())
  if (testimonials === null) {
    return SAMPLE_TESTIMONIALS.map(({ id, quote, author, role }) => ({ id, quote: i18n._(quote), author: i18n._(author), role: i18n._(role) }))
  }
  return testimonials.map(({ id, quote, author, role }) => ({ id, quote: quote[language], author: author[language], role: role[language] }))
}

/** The first letter of a name, for its avatar (skipping any leading mark or bracket). */
const initialOf = (name: string) => name.match(/\p{L}/u)?.[0] ?? name.charAt(0)

function TestimonialCards({ cards }: { cards: Card[] }) {
  return (
    <ul className={testimonialListClass(cards.length)}>
      {cards.map(({ id, quote, author, role }, index) => {
        const layout = testimonialCardLayout(cards.length, index)
        return (
          <li key={id} className={layout.item || undefined}>
            <figure className={`flex h-full flex-col rounded-2xl bg-card p-6 text-ink shadow-lg ring-1 ring-line sm:p-7 ${layout.figure}`}>
              <blockquote className="quoted flex-1 font-serif text-lg leading-relaxed">{quote}</blockquote>
              <figcaption className={`mt-6 flex flex-wrap items-center gap-3 border-t border-line pt-5 ${layout.caption}`}>
                <span aria-hidden="true" className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 font-serif text-lg font-bold text-brand-800">
                  {initialOf(author)}
                </span>
                {/* Beside the initial, or under it where the longest word no longer fits beside it. */}
                <span className="grow basis-0">
                  <span className="block font-semibold">{author}</span>
                  <span className="block text-sm text-muted">{role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * What people say and the app's figures. The page leaves the section out when it has neither
 * (src/config/landing-sections.ts); without testimonials, the figures stand under the heading alone.
 */
export function TestimonialsSection() {
  const cards = useCards()
  const { appName } = siteConfig
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="on-dark print-as-shown bg-plum-900 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-title"
          tone="dark"
          eyebrow={cards.length > 0 ? <Trans comment="Small line above the testimonials heading">Testimonials</Trans> : undefined}
          title={<Trans comment="Testimonials section heading (h2)">Loved by people who pray every day</Trans>}
        />
        {cards.length > 0 && (
          <>
            <TestimonialCards cards={cards} />
            <p className="mx-auto mt-6 max-w-3xl text-center text-sm text-plum-100">
              <Trans comment="Under the testimonials: how they were gathered, which a page that shows reviews must say (EU Unfair Commercial Practices Directive art. 7(6): § 5b Abs. 3 UWG, Code de la consommation L.111-7-2; Brazil's CONAR code, Anexo Q). The operator confirms each part before a release (TESTIMONIALS_FACT): the authors have an account in the app, which was checked; the operator chose these few (they are not every opinion); each author agreed to publication; some are translations">
                These testimonials come from people we’ve confirmed have a {appName} account. We chose them and publish them with their permission, translated where needed.
              </Trans>
            </p>
          </>
        )}
        <Statistics />
      </div>
    </section>
  )
}
