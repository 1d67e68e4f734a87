import type { ReactNode } from 'react'

interface PhoneFrameProps {
  children: ReactNode
  size?: 'md' | 'lg'
  /** Stretch to the height of its row, so phones side by side line up. */
  grow?: boolean
  /** When set, the phone is a static picture with this accessible name. */
  label?: string
}

/** A phone drawn in CSS around an app screen built in HTML. */
export function PhoneFrame({ children, size = 'md', grow = false, label }: PhoneFrameProps) {
  const width = size === 'lg' ? 'w-[17.5rem] sm:w-[19rem]' : 'w-full max-w-[16.5rem]'
  return (
    <div
      className={`${width} ${grow ? 'flex-1' : ''} flex flex-col rounded-[2.4rem] bg-ink p-2.5 shadow-2xl ring-1 ring-black/20`}
      {...(label ? { role: 'img', 'aria-label': label } : {})}
    >
      <div className="relative flex min-h-[27rem] flex-1 flex-col overflow-hidden rounded-[1.9rem] bg-paper">
        <div className="mx-auto mt-2 h-5 w-24 shrink-0 rounded-full bg-ink" aria-hidden="true" />
        <div className="flex flex-1 flex-col px-4 pt-3 pb-5 text-left text-sm">{children}</div>
      </div>
    </div>
  )
}
