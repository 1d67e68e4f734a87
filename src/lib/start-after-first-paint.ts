/**
 * The third part of the site's one inline script (after the language script and the whole-page
 * layout): it starts the page's script, `src/entry-client.tsx`, once the browser has shown the
 * page's first text. The prerendered HTML is the page; the code that makes it interactive comes
 * after it. So the HTML names no script file: the browser fetches and runs a script it finds in the
 * HTML before the first paint whenever the page parses quickly, and Lighthouse then counts that
 * download and evaluation (the latter four times over) towards the largest paint, which measured
 * 0.97–1.03 s with the entry in the HTML and 0.90 s without it (decision 008).
 *
 * Where the browser does not report paints, the script starts after the next frame; in any case
 * after 5 s (a tab opened in the background paints only once it is shown); a second `import()` of
 * the same file does not run it again. `import()` is no Trusted Types sink, and the entry is one of
 * the site's own files (`script-src 'self'`).
 */
export function startAfterFirstPaintScript(entryUrl: string): string {
  const url = JSON.stringify(entryUrl)
  return (
    `(function(){var g=function(){import(${url})};try{` +
    `if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)throw 0;` +
    `new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(g)}})` +
    `.observe({type:'paint',buffered:true});setTimeout(g,5000)}` +
    `catch(e){requestAnimationFrame(function(){setTimeout(g)})}})()`
  )
}
