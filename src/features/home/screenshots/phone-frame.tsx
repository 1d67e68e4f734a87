import type { ReactNode } from 'react'
import { StatusBar, TabBar, type AppTab } from './app-chrome'

interface PhoneFrameProps {
  children: ReactNode
  /** The tab the bottom bar marks; no bottom bar without it (a full-screen player). */
  tab?: AppTab
  /** Sizing and placement from the parent (width, self-alignment). */
  className?: string
}

/**
 * A phone drawn in CSS around an app screen built in HTML: bezel, camera island, status bar,
 * the screen (its top bar and content) and the tab bar. The bezel is dark in both schemes.
 */
export function PhoneFrame({ children, tab, className = '' }: PhoneFrameProps) {
  return (
    <div className={`print-as-shown flex flex-col rounded-[2.5rem] bg-plum-950 p-2 shadow-2xl ring-1 ring-line ${className}`}>
      <div className="relative flex flex-1 flex-col overflow-hidden rounded-[2rem] bg-paper">
        <div aria-hidden="true" className="absolute inset-x-0 top-2 mx-auto h-5 w-20 rounded-full bg-plum-950" />
        <StatusBar />
        <div className="flex flex-1 flex-col pt-1">{children}</div>
        {tab && <TabBar active={tab} />}
      </div>
    </div>
  )
}
