import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { ChevronDown } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { SectionHeading } from '../../components/section-heading'
import { textLinkClass } from '../../components/text-link'
import { siteConfig } from '../../config/site'
import { buildMailto } from '../../lib/mailto'
import { useSiteStore } from '../../stores/site-store'

const { appName } = siteConfig

const FAQ: ReadonlyArray<{ question: MessageDescriptor; answer: MessageDescriptor }> = [
  {
    question: msg({ comment: 'FAQ question', message: `Is ${appName} free?` }),
    answer: msg({
      comment: 'FAQ answer: what is free (the basic version) and that Premium is paid, so that “yes” does not mislead',
      message:
        'Yes. The basic version is free: verses for your mood, the Bible, the journal, the community and a starter set of guided meditations. Premium, an optional paid subscription you can start whenever you like, unlocks every meditation and more.',
    }),
  },
  {
    question: msg({ comment: 'FAQ question', message: 'What does Premium include?' }),
    answer: msg({
      comment: 'FAQ answer: say that the subscription renews automatically until cancelled (Directive 2011/83/EU art. 6(1)(o); UK DMCC Act 2024)',
      message:
        'Premium is a monthly or yearly subscription that unlocks every guided meditation, unlimited journal entries and new devotional series. It renews automatically until you cancel, which you can do at any time in your app store account.',
    }),
  },
  {
    question: msg({ comment: 'FAQ question', message: 'Can I use the app offline?' }),
    answer: msg({
      comment: 'FAQ answer',
      message:
        'Yes. Download Bible books, devotionals and meditations while you are connected, and use them later without an internet connection.',
    }),
  },
  {
    question: msg({ comment: 'FAQ question', message: 'Is my journal private?' }),
    answer: msg({
      comment: 'FAQ answer',
      message:
        'Yes. Other members never see it: nothing you write there is shared with the community, and you can delete it whenever you want.',
    }),
  },
]

/**
 * An exclusive accordion of native `<details name>`: at most one answer open, by tap, click, Enter
 * or Space from the first paint, before the script. The answers are in the page, so the browser's
 * find-in-page finds them and opens their question. The store mirrors which one is open.
 */
export function FaqSection() {
  const { i18n } = useLingui()
  const setOpen = useSiteStore((s) => s.setFaqOpen)
  const { supportEmail } = siteConfig
  const listRef = useRef<HTMLDivElement>(null)

  // Opened before the page was hydrated: the store learns it now.
  useEffect(() => {
    listRef.current?.querySelectorAll('details').forEach((details, index) => details.open && setOpen(index, true))
  }, [setOpen])

  return (
    <section id="faq" aria-labelledby="faq-title" className="py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading
          id="faq-title"
          eyebrow={<Trans comment="Small line above the FAQ heading">FAQ</Trans>}
          title={<Trans comment="FAQ section heading (h2)">Frequently asked questions</Trans>}
        />
        <div ref={listRef} className="divide-y divide-line overflow-hidden rounded-2xl bg-card shadow-sm ring-1 ring-line">
          {FAQ.map(({ question, answer }, index) => (
            <details key={index} name="faq" className="group" onToggle={(event) => setOpen(index, event.currentTarget.open)}>
              <summary className="focus-ring-inside flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left hover:bg-brand-100/70 sm:px-6 [&::-webkit-details-marker]:hidden">
                <h3 className="text-lg font-semibold text-pretty text-brand-900">{i18n._(question)}</h3>
                <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
              </summary>
              <div className="px-5 pb-5 text-muted sm:px-6">
                <p>{i18n._(answer)}</p>
              </div>
            </details>
          ))}
        </div>
        {/* The link is an inline box a full touch target tall, so it also wraps as a whole. */}
        <p className="mt-8 text-center text-balance text-muted">
          <Trans comment="Under the FAQ; the link opens an email to support">
            Still have questions?{' '}
            <a href={buildMailto(supportEmail)} className={`inline-flex min-h-11 items-center ${textLinkClass}`}>
              Contact support
            </a>
          </Trans>
        </p>
      </div>
    </section>
  )
}
