import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef } from 'react'
import { localizePath } from '../i18n/locale-path'
import { isNotFound } from '../i18n/page-head'
import { LOCALE_INFO, LOCALES, type Locale } from '../i18n/locales'
import { useLocale } from '../i18n/use-locale'
import { useSiteStore } from '../stores/site-store'
import { Flag } from './flag'
import { ChevronDownIcon } from './ui-icons'
import { PathLink } from './path-link'

/**
 * At the top right of the sticky header on every page: a disclosure button and a list of links
 * to the same page in each language. The open state lives in the store.
 */
export function LanguagePicker() {
  const { t } = useLingui()
  const locale = useLocale()
  const open = useSiteStore((s) => s.languageMenuOpen)
  const toggleMenu = useSiteStore((s) => s.toggleLanguageMenu)
  const closeMenu = useSiteStore((s) => s.closeLanguageMenu)
  const chooseLanguage = useSiteStore((s) => s.chooseLanguage)
  // The same page in each language; from a missing page, each language's home. The links must be
  // the same in the prerendered HTML and after hydration, so they carry no `#fragment` and no
  // trailing slash (the fragment is kept when the link is followed).
  const pagePath = useRouterState({
    select: (s) => (isNotFound(s.matches) ? '/' : s.location.pathname.replace(/(.)\/+$/, '$1')),
  })
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      closeMenu()
      buttonRef.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) closeMenu()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open, closeMenu])

  const current = LOCALE_INFO[locale]
  const languageName = current.nativeName

  const choose = (code: Locale) => {
    chooseLanguage(code)
    buttonRef.current?.focus()
  }

  return (
    <div
      ref={rootRef}
      className="relative shrink-0"
      onBlur={(event) => {
        if (open && event.relatedTarget && !rootRef.current?.contains(event.relatedTarget)) closeMenu()
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t({
          comment: 'Accessible name of the language picker button; languageName is shown on the button from tablet width up (phones show the flag alone)',
          message: `Language: ${languageName}`,
        })}
        onClick={toggleMenu}
        className="flex min-h-11 items-center gap-1.5 rounded-full px-2.5 py-2 text-sm font-medium text-ink hover:bg-brand-50 sm:gap-2 sm:px-3"
      >
        <Flag id={current.flag} />
        <span translate="no" lang={current.tag} className="max-md:hidden">
          {current.nativeName}
        </span>
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {/* Rendered only while open: before the script runs the button cannot open it anyway. */}
      {open && (
        <ul
          id={menuId}
          className="absolute right-0 mt-1 w-48 overflow-hidden rounded-xl border border-line bg-card py-1 shadow-lg"
        >
          {LOCALES.map((code) => {
            const info = LOCALE_INFO[code]
            return (
              <li key={code}>
                <PathLink
                  href={localizePath(pagePath, code)}
                  keepHash
                  hrefLang={info.tag}
                  lang={info.tag}
                  aria-current={code === locale ? 'true' : undefined}
                  onClick={() => choose(code)}
                  className="flex min-h-11 items-center gap-3 px-4 py-2 text-ink hover:bg-brand-50 aria-[current=true]:font-semibold aria-[current=true]:text-brand-800"
                >
                  <Flag id={info.flag} />
                  <span translate="no">{info.nativeName}</span>
                </PathLink>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
