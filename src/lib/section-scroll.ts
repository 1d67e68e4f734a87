/**
 * How the site's code moves to a section of the page a link inside the site named: a glide,
 * unless the visitor asks for less motion. Only for a link pressed: the page has no
 * `scroll-behavior: smooth`, which would also make the browser glide from the top of a page
 * opened at a section (`/en#faq`), over the whole page, seconds after its first paint, where it now
 * jumps there.
 *
 * Every scroll to a section after a link inside the site (the router's, and the one made when the
 * page's last part has arrived, components/deferred.tsx) moves the same way. A jump made while a
 * glide is still on its way does not stop it in Chromium: the glide goes on, shifted by the jump,
 * and once left the section above the screen (in 2 of 96 loads); a second glide retargets the
 * first.
 */
export function sectionScroll(): ScrollIntoViewOptions | true {
  const calm = typeof matchMedia !== 'function' || matchMedia('(prefers-reduced-motion: reduce)').matches
  return calm ? true : { behavior: 'smooth' }
}
