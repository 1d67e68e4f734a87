import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { ChevronDown } from 'lucide-react'
import { useId } from 'react'
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
      comment: 'FAQ answer',
      message:
        'Yes. Verses for your mood, the Bible, the journal and the community are free to use. Premium plans add guided meditations and more, and you can decide later.',
    }),
  },
  {
    question: msg({ comment: 'FAQ question', message: 'What do the premium plans include?' }),
    answer: msg({
      comment: 'FAQ answer',
      message:
        'Premium is a monthly or yearly subscription that unlocks every guided meditation, unlimited journal entries and new devotional series. You can cancel at any time in your app store account.',
    }),
  },
  {
    question: msg({ comment: 'FAQ question', message: 'Can I use the app offline?' }),
    answer: msg({
      comment: 'FAQ answer',
      message:
        'Yes. Download Bible books, devotionals and meditations while you are connected, and use them later without internet.',
    }),
  },
  {
    question: msg({ comment: 'FAQ question', message: 'Is my journal private?' }),
    answer: msg({
      comment: 'FAQ answer',
      message:
        'Yes. Only you can read your journal. Nothing you write there is shared with the community, and you can delete it whenever you want.',
    }),
  },
]

/** The WAI-ARIA accordion: at most one answer open; the open index lives in the store. */
export function FaqSection() {
  const { i18n } = useLingui()
  const openIndex = useSiteStore((s) => s.openFaq)
  const toggle = useSiteStore((s) => s.toggleFaq)
  const baseId = useId()
  const { supportEmail } = siteConfig

  return (
    <section id="faq" aria-labelledby="faq-title" className="py-20 below-fold">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading
          id="faq-title"
          eyebrow={<Trans comment="Small line above the FAQ heading">FAQ</Trans>}
          title={<Trans comment="FAQ section heading (h2)">Frequently asked questions</Trans>}
        />
        <div className="divide-y divide-line rounded-2xl bg-card shadow-sm ring-1 ring-line">
          {FAQ.map(({ question, answer }, index) => {
            const open = openIndex === index
            const buttonId = `${baseId}-q${index}`
            const panelId = `${baseId}-a${index}`
            return (
              <div key={index}>
                <h3>
                  <button
                    id={buttonId}
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => toggle(index)}
                    className={`flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-pretty text-brand-900 hover:bg-brand-100/70 sm:px-6 ${index === 0 ? 'rounded-t-2xl' : ''} ${index === FAQ.length - 1 && !open ? 'rounded-b-2xl' : ''}`}
                  >
                    {i18n._(question)}
                    <ChevronDown aria-hidden="true" className={`size-5 shrink-0 text-brand-700 transition-transform ${open ? 'rotate-180' : ''}`} />
                  </button>
                </h3>
                <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-5 pb-5 text-muted sm:px-6">
                  <p>{i18n._(answer)}</p>
                </div>
              </div>
            )
          })}
        </div>
        {/* The link is an inline box a full touch target tall, so it also wraps as a whole. */}
        <p className="mt-8 text-center text-balance text-muted">
          <Trans comment="Under the FAQ; the link opens an e-mail to support">
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
