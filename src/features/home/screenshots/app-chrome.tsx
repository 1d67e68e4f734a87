import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Glyph } from './glyphs'

/** The app's four tabs, as its bottom bar shows them. */
export type AppTab = 'home' | 'bible' | 'meditate' | 'progress'

/** The tabs' names; a screen that is a tab's first page has it as its title too. */
export const TAB_LABELS: Record<AppTab, MessageDescriptor> = {
  home: msg({ comment: 'Tab in the bottom bar of the app screen samples; one short word', message: 'Home' }),
  bible: msg({ comment: 'Tab in the bottom bar of the app screen samples, and title of the Bible screen; one short word', message: 'Bible' }),
  meditate: msg({ comment: 'Tab in the bottom bar of the app screen samples (guided meditations); one short word', message: 'Meditate' }),
  progress: msg({ comment: 'Tab in the bottom bar of the app screen samples, and title of the growth screen; one short word', message: 'Progress' }),
}

const TABS: readonly AppTab[] = ['home', 'bible', 'meditate', 'progress']

/**
 * The phone's status bar: a time, signal bars and a battery, drawn in CSS (no icons: this is on
 * every phone, in the page's HTML). Decoration only.
 */
export function StatusBar() {
  return (
    <div aria-hidden="true" className="flex h-8 shrink-0 items-center justify-between px-6 pt-1 text-xs font-semibold text-ink">
      <span>9:41</span>
      <span className="flex items-center gap-1.5">
        <span className="flex h-2.5 items-end gap-px">
          <span className="h-1 w-[3px] rounded-[1px] bg-current" />
          <span className="h-1.5 w-[3px] rounded-[1px] bg-current" />
          <span className="h-2 w-[3px] rounded-[1px] bg-current" />
          <span className="h-2.5 w-[3px] rounded-[1px] bg-current" />
        </span>
        <span className="flex h-2.5 w-5 rounded-[3px] border border-current p-px">
          <span className="w-3/4 rounded-[1px] bg-current" />
        </span>
      </span>
    </div>
  )
}

/** The screen's top bar: its title. */
export function TopBar({ title }: { title: ReactNode }) {
  return <p className="shrink-0 border-b border-line px-4 pb-2 text-center text-[0.9375rem] leading-tight font-semibold text-ink">{title}</p>
}

/** The screen's content, below its top bar. */
export function ScreenBody({ children }: { children: ReactNode }) {
  return <div className="flex flex-1 flex-col px-4 pt-4 pb-4 text-left text-sm">{children}</div>
}

/**
 * The bottom tab bar, with the screen's own tab marked by its colour and pill, not a bolder weight:
 * the longest names (fr "Progression", de "Fortschritt") then fit a phone 17rem wide.
 * A picture of the app: nothing to tap.
 */
export function TabBar({ active }: { active: AppTab }) {
  const { i18n } = useLingui()
  return (
    <div aria-hidden="true" className="grid shrink-0 grid-cols-4 border-t border-line bg-card px-1 pt-1.5 pb-3">
      {TABS.map((id) => (
        <span
          key={id}
          className={`flex min-w-0 flex-col items-center gap-0.5 text-center text-[0.625rem] leading-tight font-medium tracking-[-0.01em] ${id === active ? 'text-brand-700' : 'text-muted'}`}
        >
          <Glyph name={id} className={`h-6 w-10 rounded-full px-3 py-1 ${id === active ? 'bg-brand-100' : ''}`} />
          {i18n._(TAB_LABELS[id])}
        </span>
      ))}
    </div>
  )
}
