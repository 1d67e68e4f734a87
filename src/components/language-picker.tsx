import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef } from 'react'
import { countEvent } from '../analytics/count'
import { localizePath } from '../i18n/locale-path'
import { LOCALE_INFO, LOCALES, type Locale } from '../i18n/locales'
import { useLocale } from '../i18n/use-locale'
import { isNotFound } from '../lib/not-found'
import { useSiteStore } from '../stores/site-store'
import { closeOnFocusLeaving } from './close-on-focus-leaving'
import { Flag } from './flag'
import { ChevronDownIcon } from './ui-icons'
import { PathLink } from './path-link'

/**
 * At the top right of the sticky header on every page: a button that opens a native popover of
 * links to the same page in each language. It works from the first paint, before the script: the
 * button opens the popover, Escape and a tap outside close it, and a link leads to the language
 * (the page's inline language script saves the choice; src/lib/language-redirect-script.ts). Once
 * hydrated, the router follows the link without a reload and the store saves the language and
 * mirrors whether the popover is open.
 */
export function LanguagePicker() {
  const { t } = useLingui()
  const locale = useLocale()
  const setMenuOpen = useSiteStore((s) => s.setLanguageMenuOpen)
  const chooseLanguage = useSiteStore((s) => s.chooseLanguage)
  // The same page in each language; from a missing page, each language's home. The links must be
  // the same in the prerendered HTML and after hydration, so they carry no `#fragment` and no
  // trailing slash (the fragment is kept when the link is followed).
  const pagePath = useRouterState({
    select: (s) => (isNotFound(s.matches) ? '/' : s.location.pathname.replace(/(.)\/+$/, '$1')),
  })
  const menuRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  // Opened before the page was hydrated: the store learns it now.
  useEffect(() => {
    const menu = menuRef.current
    if (menu && 'showPopover' in menu && menu.matches(':popover-open')) setMenuOpen(true)
  }, [setMenuOpen])

  const current = LOCALE_INFO[locale]
  const languageName = current.nativeName

  const choose = (code: Locale) => {
    // Counted in a build that counts visits (README, "Measuring"); before hydration, the next page counts it.
    if (__ANALYTICS_URL__ && code !== locale) countEvent({ name: 'Language switch', props: { from: locale, to: code } })
    chooseLanguage(code)
    menuRef.current?.hidePopover?.()
    buttonRef.current?.focus()
  }

  return (
    <div className="group shrink-0">
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={menuId}
        aria-label={t({
          comment: 'Accessible name of the language picker button, which shows the flag and languageName',
          message: `Language: ${languageName}`,
        })}
        className="flex min-h-11 items-center gap-1.5 rounded-full px-2 py-2 text-sm font-medium text-ink hover:bg-brand-50 max-[22.4375em]:ring-1 max-[22.4375em]:ring-line sm:gap-2 sm:px-3"
      >
        {/* On phones the name alone, so that it fits beside the mark, "Get the app" and the menu. */}
        <Flag id={current.flag} className="h-4 w-6 max-sm:hidden" />
        <span translate="no" lang={current.tag}>
          {current.nativeName}
        </span>
        <ChevronDownIcon className="size-4 transition-transform group-has-[:popover-open]:rotate-180 max-[22.4375em]:hidden" />
      </button>
      <div
        ref={menuRef}
        id={menuId}
        popover="auto"
        onToggle={(event) => setMenuOpen(event.newState === 'open')}
        onBlur={closeOnFocusLeaving}
        className="top-15 right-2 bottom-auto left-auto m-0 w-48 rounded-xl border border-line bg-card py-1 text-ink shadow-lg sm:top-17 sm:right-4"
      >
        <ul>
          {LOCALES.map((code) => {
            const info = LOCALE_INFO[code]
            return (
              <li key={code}>
                <PathLink
                  href={localizePath(pagePath, code)}
                  keepHash
                  hrefLang={info.hreflang}
                  lang={info.tag}
                  data-locale={code}
                  aria-current={code === locale ? 'true' : undefined}
                  onClick={() => choose(code)}
                  className="focus-ring-inside flex min-h-11 items-center gap-3 px-4 py-2 text-ink hover:bg-brand-50 aria-[current=true]:font-semibold aria-[current=true]:text-brand-800"
                >
                  <Flag id={info.flag} />
                  <span translate="no">{info.nativeName}</span>
                </PathLink>
              </li>
            )
          })}
        </ul>
      </div>
    </div>
  )
}
