import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * What a polite live region says. The region stays on the page and starts empty (text inserted
 * with a new region is often not read); each announcement clears it and fills it a moment later,
 * so the same words twice in a row (a second "Copied") are read again.
 */
export function useAnnouncement<T>() {
  const [said, setSaid] = useState<T | null>(null)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  const announce = useCallback((next: T) => {
    window.clearTimeout(timer.current)
    setSaid(null)
    timer.current = window.setTimeout(() => setSaid(next), 100)
  }, [])
  return [said, announce] as const
}
