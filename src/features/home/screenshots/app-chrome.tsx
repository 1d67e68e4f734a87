import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { BatteryFull, BookOpen, Headphones, House, Signal, Sprout, Wifi, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/** The app's four tabs, as its bottom bar shows them. */
export type AppTab = 'home' | 'bible' | 'meditate' | 'progress'

/** The tabs' names; a screen that is a tab's first page has it as its title too. */
export const TAB_LABELS: Record<AppTab, MessageDescriptor> = {
  home: msg({ comment: 'Tab in the bottom bar of the app screen samples; one short word', message: 'Home' }),
  bible: msg({ comment: 'Tab in the bottom bar of the app screen samples, and title of the Bible screen; one short word', message: 'Bible' }),
  meditate: msg({ comment: 'Tab in the bottom bar of the app screen samples (guided meditations); one short word', message: 'Meditate' }),
  progress: msg({ comment: 'Tab in the bottom bar of the app screen samples, and title of the growth screen; one short word', message: 'Progress' }),
}

const TABS: ReadonlyArray<{ id: AppTab; Icon: LucideIcon }> = [
  { id: 'home', Icon: House },
  { id: 'bible', Icon: BookOpen },
  { id: 'meditate', Icon: Headphones },
  { id: 'progress', Icon: Sprout },
]

/** The phone's status bar: a time and signal, Wi-Fi and battery glyphs. Decoration only. */
export function StatusBar({ tone = 'ink' }: { tone?: 'ink' | 'white' }) {
  return (
    <div
      aria-hidden="true"
      className={`flex h-8 shrink-0 items-center justify-between px-6 pt-1 text-xs font-semibold tabular-nums ${tone === 'white' ? 'text-white' : 'text-ink'}`}
    >
      <span>9:41</span>
      <span className="flex items-center gap-1">
        <Signal className="size-3.5" strokeWidth={2.5} />
        <Wifi className="size-3.5" strokeWidth={2.5} />
        <BatteryFull className="size-4" strokeWidth={2} />
      </span>
    </div>
  )
}

/** The screen's top bar: its title between two optional glyphs or controls. */
export function TopBar({ title, start, end }: { title: ReactNode; start?: ReactNode; end?: ReactNode }) {
  return (
    <div className="grid shrink-0 grid-cols-[2rem_minmax(0,1fr)_2rem] items-center gap-1 border-b border-line px-3 pb-2">
      <span className="flex justify-start text-muted">{start}</span>
      <p className="text-center text-[0.9375rem] leading-tight font-semibold text-ink">{title}</p>
      <span className="flex justify-end text-muted">{end}</span>
    </div>
  )
}

/** The screen's content, below its top bar. */
export function ScreenBody({ children }: { children: ReactNode }) {
  return <div className="flex flex-1 flex-col px-4 pt-4 pb-4 text-left text-sm">{children}</div>
}

/** The bottom tab bar, with the screen's own tab marked. A picture of the app: nothing to tap. */
export function TabBar({ active }: { active: AppTab }) {
  const { i18n } = useLingui()
  return (
    <div aria-hidden="true" className="grid shrink-0 grid-cols-4 border-t border-line bg-card px-1 pt-1.5 pb-3">
      {TABS.map(({ id, Icon }) => (
        <span
          key={id}
          className={`flex min-w-0 flex-col items-center gap-0.5 text-center text-[0.625rem] leading-tight ${id === active ? 'font-semibold text-brand-700' : 'text-muted'}`}
        >
          <span className={`flex h-6 w-10 items-center justify-center rounded-full ${id === active ? 'bg-brand-100' : ''}`}>
            <Icon className="size-4" strokeWidth={id === active ? 2.4 : 2} />
          </span>
          {i18n._(TAB_LABELS[id])}
        </span>
      ))}
    </div>
  )
}
