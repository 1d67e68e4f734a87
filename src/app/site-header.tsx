import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId, useRef } from 'react'
import { closeOnFocusLeaving } from '../components/close-on-focus-leaving'
import { LanguagePicker } from '../components/language-picker'
import { MenuIcon } from '../components/ui-icons'
import { siteConfig } from '../config/site'
import { useLangParams } from '../i18n/use-locale'
import { CURRENT_ON_THE_PAGE, CURRENT_ON_THE_SECTION } from '../lib/link-current'
import { BrandMark } from './brand-mark'
import { GetAppLink } from './get-app-link'
import { LANDING_ANCHORS } from './landing-anchors'

/**
 * One slim bar on every page, sticky at the top (56 px on phones, 64 px from `sm`): the mark, the
 * landing navigation (inline from `lg`; below, in a menu that is a native popover, so it opens
 * before the page's script has run), "Get the app" and the language picker at the top right.
 */
export function SiteHeader() {
  const { t, i18n } = useLingui()
  const params = useLangParams()
  const { appName } = siteConfig
  const menuId = useId()
  const menuRef = useRef<HTMLDivElement>(null)
  const links = (onPick?: () => void) =>
    LANDING_ANCHORS.map(({ hash, label }) => (
      <li key={hash}>
        <Link
          to="/{-$lang}"
          params={params}
          hash={hash}
          activeOptions={CURRENT_ON_THE_SECTION}
          onClick={onPick}
          className="flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 font-medium text-ink underline-offset-4 hover:bg-brand-50 hover:text-brand-700 hover:underline"
        >
          {i18n._(label)}
        </Link>
      </li>
    ))
  const navLabel = t({ comment: 'Accessible name of the header navigation', message: 'Main' })
  return (
    <header className="sticky top-0 z-40 h-14 border-b border-line bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85 sm:h-16 print:hidden">
      <div className="flex h-full items-center gap-1 px-2 sm:gap-2 sm:px-4">
        <Link
          to="/{-$lang}"
          params={params}
          activeOptions={CURRENT_ON_THE_PAGE}
          className="mr-auto flex min-h-11 min-w-11 shrink-0 items-center gap-2 rounded-lg px-1 font-serif text-xl font-bold text-brand-800"
          aria-label={t({ comment: 'Accessible name of the logo link in the header', message: `${appName}, home` })}
        >
          <BrandMark />
          <span translate="no" className="max-sm:sr-only">
            {appName}
          </span>
        </Link>
        <nav aria-label={navLabel} className="hidden lg:block">
          <ul className="flex gap-1">{links()}</ul>
        </nav>
        <GetAppLink />
        <nav aria-label={navLabel} className="lg:hidden">
          <button
            type="button"
            popoverTarget={menuId}
            className="flex size-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50"
            aria-label={t({ comment: 'Accessible name of the menu button in the header on phones and tablets', message: 'Menu' })}
          >
            <MenuIcon className="size-6" />
          </button>
          {/* A native popover: light dismiss and Escape come with it; a pick closes it, and so
              does focus leaving it. */}
          <div
            ref={menuRef}
            id={menuId}
            popover="auto"
            onBlur={closeOnFocusLeaving}
            className="inset-x-2 top-15 bottom-auto m-0 ml-auto w-auto max-w-xs rounded-xl border border-line bg-card p-2 text-ink shadow-lg sm:top-17 sm:right-4 sm:left-auto"
          >
            <ul>{links(() => menuRef.current?.hidePopover?.())}</ul>
          </div>
        </nav>
        <LanguagePicker />
      </div>
    </header>
  )
}
