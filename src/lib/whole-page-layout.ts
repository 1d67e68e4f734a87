/**
 * The home page's sections below the first screen, its feature cards and the sections of the legal
 * texts skip style, layout and paint until they come near the viewport (`.below-fold` and
 * `.below-fold-part` in styles.css: `content-visibility: auto`); until then each holds a guessed
 * height. That cuts the home page's first frame on a phone to the header, the hero and the first
 * feature cards. But a position in the page must never rest on guessed heights: a jump to `#faq`
 * would land where the FAQ was guessed to be, and a reload or back would restore the scroll offset
 * onto another section. So the whole page is laid out for real, by this attribute on <html>, as
 * soon as the visitor moves in it, and for the rest of the visit.
 */
export const WHOLE_PAGE_ATTRIBUTE = 'data-whole-page'

/**
 * On <html> for the first frame of a fresh visit only: everything after the first screen
 * (`.first-screen ~ *` in styles.css) waits one frame, so the page's first pixels cost the layout of
 * the header and the hero alone; the next frame lays out the rest. Not set when the page is laid
 * out whole from its first paint.
 */
export const FIRST_FRAME_ATTRIBUTE = 'data-first-frame'

/**
 * Inline in <head>, in the same <script> as the language script (one text, one hash): a page
 * opened at a #fragment, reloaded, or reached with back or forward is laid out whole from its
 * first paint; any other page from its first scroll, or from a press on a link to a #fragment
 * (before the jump: the browser's own, or the router's once the app runs). What the visitor
 * sees stays where it is while the sections above it take their real heights: the browser's
 * scroll anchoring does not apply to this change, so the script scrolls by the difference itself.
 * A fresh visit paints its first screen in a frame of its own: the attribute goes once the browser
 * reports that paint, or at once when the page must be whole. (An animation-frame callback would
 * be sooner, but asking for one makes the browser draw a frame as early as it can, before the
 * hero is parsed: its heading then came a frame later, and so did the largest paint.)
 */
export const wholePageScript =
  `(function(){var r=document.documentElement,f=function(){r.removeAttribute('${FIRST_FRAME_ATTRIBUTE}')},` +
  `w=function(){f();if(r.hasAttribute('${WHOLE_PAGE_ATTRIBUTE}'))return;` +
  `var a=document.body&&document.elementFromPoint(innerWidth/2,innerHeight/2),y=a&&a.getBoundingClientRect().top;` +
  `r.setAttribute('${WHOLE_PAGE_ATTRIBUTE}','');var d=a&&a.getBoundingClientRect().top-y;if(d)scrollBy({top:d,behavior:'instant'})};try{` +
  `addEventListener('scroll',w,{once:true,passive:true});` +
  `document.addEventListener('click',function(e){var t=e.target;if(t&&t.closest&&t.closest('a[href*="#"]'))w()},true);` +
  `var n=performance.getEntriesByType('navigation')[0];if(location.hash||(n&&n.type!=='navigate'))w();` +
  `else if(PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0){r.setAttribute('${FIRST_FRAME_ATTRIBUTE}','');` +
  `new PerformanceObserver(function(l,o){o.disconnect();f()}).observe({type:'paint'})}}catch(e){w()}})()`
