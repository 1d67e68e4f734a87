import { siApple, siGoogleplay, siInstagram, siYoutube } from 'simple-icons'

type BrandIcon = { path: string }

function Brand({ icon, className = 'size-5' }: { icon: BrandIcon; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" fill="currentColor">
      <path d={icon.path} />
    </svg>
  )
}

export const AppleIcon = (p: { className?: string }) => <Brand icon={siApple} {...p} />
export const GooglePlayIcon = (p: { className?: string }) => <Brand icon={siGoogleplay} {...p} />
export const InstagramIcon = (p: { className?: string }) => <Brand icon={siInstagram} {...p} />
export const YouTubeIcon = (p: { className?: string }) => <Brand icon={siYoutube} {...p} />
