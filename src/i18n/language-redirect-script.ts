import { DEFAULT_LOCALE, LOCALES } from './locales'

/**
 * The first part of the site's one inline script, first in <head> of every prerendered page (the
 * second is src/lib/whole-page-layout.ts). It moves a returning visitor to their language before
 * the first paint: the static HTML of an unprefixed URL is Portuguese, and without it a German
 * visitor would see Portuguese until the app loaded.
 * It applies the same rules as `resolveLocationLocale` (locale-path.ts), which the router applies
 * again after hydration: `/pt/…` moves to the unprefixed URL, and an unprefixed URL moves to the
 * saved language's URL. It hides the page while the browser leaves it (`location.replace`, so the
 * history keeps one entry). Leading slashes become one, as there: `/pt//evil.example` must move to
 * `/evil.example`, never to `//evil.example`, another site. The Content-Security-Policy allows
 * exactly this text by its SHA-256.
 */
export function languageRedirectScript(storageKey: string): string {
  const prefixed = JSON.stringify(LOCALES.filter((code) => code !== DEFAULT_LOCALE))
  const bare = JSON.stringify(DEFAULT_LOCALE)
  const key = JSON.stringify(storageKey)
  return (
    `(function(){try{var p=location.pathname,f=p.split('/')[1],b=p.replace(/^\\/+/,'/'),L=${prefixed},t=null,l;` +
    `if(f===${bare})t=p.slice(${DEFAULT_LOCALE.length + 1}).replace(/^\\/+/,'/')||'/';` +
    `else if(L.indexOf(f)<0){l=JSON.parse(localStorage.getItem(${key})||'null');l=l&&l.state&&l.state.language;` +
    `if(L.indexOf(l)>=0)t='/'+l+(b==='/'?'':b)}` +
    `if(t!==null){location.replace(t+location.search+location.hash);document.documentElement.hidden=true}}catch(e){}})()`
  )
}
