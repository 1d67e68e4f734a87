// simple-icons (CC0) ships each brand mark as an SVG file: import the one you need
// (`simple-icons/icons/<slug>.svg?raw`), so a page's code carries only its own marks,
// and draw it with <BrandIcon>: its path only, in the current colour.

export function BrandIcon({ svg, className = 'size-5' }: { svg: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" fill="currentColor">
      <path d={/\sd="([^"]+)"/.exec(svg)?.[1]} fillRule={svg.includes('fill-rule="evenodd"') ? 'evenodd' : undefined} />
    </svg>
  )
}
