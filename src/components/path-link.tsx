import { useNavigate } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'

type PathLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string
  /** Follow with the page's current `#fragment` (kept out of `href`, which the prerendered HTML fixes). */
  keepHash?: boolean
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/**
 * A link to a built path inside the site (another language, a path with no route),
 * followed by the router without reloading. New-tab clicks behave as usual.
 */
export function PathLink({ href, keepHash = false, onClick, ...rest }: PathLinkProps) {
  const navigate = useNavigate()
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || !isPlainLeftClick(event)) return
        event.preventDefault()
        void navigate({ href: keepHash ? `${href}${window.location.hash}` : href })
      }}
    />
  )
}
