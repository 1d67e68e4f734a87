// The question a page asks before counting anything, where the page's language needs consent
// (VITE_ANALYTICS_CONSENT_LANGUAGES; README, "Measuring"). Only a build that counts visits has it:
// analytics.ts loads it, after hydration, the first time such a page is on screen and the visitor
// has not answered. Its messages are the privacy policy's (ANALYTICS_SOURCES), which a build
// without analytics leaves out; a page other than the privacy page carries them in its HTML only
// once the rest of the catalog is loaded, which happens before the question renders.
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, useSyncExternalStore } from 'react'
import { createRoot } from 'react-dom/client'
import { ANALYTICS_SECTION_ID } from '../../analytics/consent-key'
import { saveAnswer, shouldAsk, subscribeAnswer, type Answer } from '../../analytics/opt-out'
import { outlineButtonClass } from '../../components/button'
import { textLinkClass } from '../../components/text-link'
import { loadRestOfCatalog } from '../../i18n/activate'
import { localeFromPath, localizePath } from '../../i18n/locale-path'
import { DEFAULT_LOCALE, isLocale } from '../../i18n/locales'

const HEADING_ID = 'analytics-consent-heading'

/** Calls `listener` once the page on screen has changed; returns the unsubscribe. */
type SubscribePage = (listener: () => void) => () => void

/**
 * A slim region at the very end of the page, after the footer: it covers nothing and moves
 * nothing above it. Two buttons of one look and size, a link to the policy's part about counting,
 * and, once answered, a polite status that says what now holds (the region itself is gone).
 */
export function ConsentQuestion({ subscribePage }: { subscribePage: SubscribePage }) {
  const { t } = useLingui()
  const path = useSyncExternalStore(subscribePage, () => window.location.pathname)
  const ask = useSyncExternalStore(subscribeAnswer, () => shouldAsk(path))
  const [answered, setAnswered] = useState<Answer>()
  const privacy = `${localizePath('/privacy', localeFromPath(path) ?? DEFAULT_LOCALE)}#${ANALYTICS_SECTION_ID}`
  const answer = (value: Answer) => {
    setAnswered(value)
    saveAnswer(value)
  }
  return (
    <>
      {ask && (
        <section aria-labelledby={HEADING_ID} className="border-t border-line bg-card print:hidden">
          <div className="mx-auto max-w-6xl space-y-3 px-4 py-6 sm:px-6">
            <h2 id={HEADING_ID} className="font-semibold text-ink">
              <Trans comment="Consent question at the very end of every page (languages where counting visits needs consent): its heading (h2)">May we count your visits?</Trans>
            </h2>
            <p>
              <Trans comment="Consent question: what is asked. The link leads to the privacy policy’s part on counting visits">
                We would like to count visits to this website, without cookies and with our own tool, to learn which
                pages help. Nothing is counted unless you agree, and you can change your answer at any time.{' '}
                <a href={privacy} className={textLinkClass}>
                  How we count visits
                </a>
              </Trans>
            </p>
            <div className="grid max-w-md grid-cols-2 gap-3">
              <button type="button" className={`${outlineButtonClass} w-full`} onClick={() => answer('yes')}>
                {t({ comment: 'Consent question: button that agrees to counting visits. Same weight as the “No” button beside it', message: 'Yes, count my visits' })}
              </button>
              <button type="button" className={`${outlineButtonClass} w-full`} onClick={() => answer('no')}>
                {t({ comment: 'Consent question: button that refuses counting visits (beside “Yes, count my visits”)', message: 'No, don’t count them' })}
              </button>
            </div>
          </div>
        </section>
      )}
      <p role="status" className="sr-only">
        {answered === 'yes'
          ? t({ comment: 'Consent question: read aloud by screen readers after the visitor agreed (the question is gone)', message: 'Thank you. Your visits are counted. You can change this in the privacy policy.' })
          : answered === 'no'
            ? t({ comment: 'Consent question: read aloud by screen readers after the visitor refused (the question is gone)', message: 'Your visits are not counted. You can change this in the privacy policy.' })
            : ''}
      </p>
    </>
  )
}

/** What analytics.ts passes: the router, to hear when a navigation inside the site has finished. */
interface Navigations {
  subscribe(event: 'onResolved', listener: () => void): unknown
}

/** Renders the question in a root of its own at the end of <body>, once the page's whole catalog is here. */
export async function askConsent(router: Navigations): Promise<void> {
  if (isLocale(i18n.locale)) await loadRestOfCatalog(i18n.locale)
  const subscribePage: SubscribePage = (listener) => {
    const stop = router.subscribe('onResolved', listener)
    return () => {
      if (typeof stop === 'function') stop()
    }
  }
  const container = document.createElement('div')
  document.body.append(container)
  createRoot(container).render(
    <I18nProvider i18n={i18n}>
      <ConsentQuestion subscribePage={subscribePage} />
    </I18nProvider>,
  )
}
