// Puts a page rendered by React into the HTML template Vite built (index.html).

/**
 * React 19 renders a page's <title>, <meta> and <link> tags first, hoisted out of the tree:
 * they belong in <head>. The rest is the app's markup for the root element.
 * @param {string} html
 */
export function splitRendered(html) {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/
  let head = ''
  let body = html
  for (let match = hoisted.exec(body); match; match = hoisted.exec(body)) {
    head += match[0]
    body = body.slice(match[0].length)
  }
  return { head, body }
}

/**
 * The deferred parts (src/components/deferred.tsx) that React left for the browser to render: a
 * part that threw or suspended while prerendering becomes an empty client-rendered boundary
 * (`<!--$!-->`), which `renderToString` reports to nobody. The page would ship without it (a
 * visitor without the code sees nothing there) and hydrating it fails (React error 419).
 * @param {string} html React's output for one page
 * @returns {string[]} each such part's name, or `a part outside any island`
 */
export function partsLeftToTheBrowser(html) {
  const names = []
  for (let at = html.indexOf('<!--$!-->'); at !== -1; at = html.indexOf('<!--$!-->', at + 1)) {
    const island = [...html.slice(0, at).matchAll(/data-island="([^"]+)"/g)].at(-1)
    names.push(island ? island[1] : 'a part outside any island')
  }
  return names
}

/** The source files that may hold a route of this id (TanStack Router's file routes). */
const routeFiles = (id) =>
  id === '__root__' ? ['src/routes/__root.tsx'] : id.endsWith('/') ? [`src/routes${id}index.tsx`] : [`src/routes${id}.tsx`, `src/routes${id}/route.tsx`]

/**
 * A page's own code: the page component of each of its routes (TanStack Router splits it into a
 * chunk of its own) and the chunks those import, less the files the template already names (the
 * entry and what it imports).
 * @param {Record<string, { file: string, imports?: string[] }>} manifest Vite's `.vite/manifest.json`
 * @param {string[]} routeIds the routes the page is made of (`/{-$lang}/privacy`…)
 * @param {string} template Vite's index.html
 * @returns {string[]} the files, `assets/….js`
 */
function routeFilesOf(manifest, routeIds, template) {
  const files = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || key === 'index.html' || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const next of chunk.imports ?? []) visit(next)
  }
  for (const id of routeIds) for (const file of routeFiles(id)) visit(`${file}?tsr-split=component`)
  return [...files].filter((file) => !template.includes(`"/${file}"`))
}

/**
 * `<link rel="modulepreload">` tags for a page's own code (`routeFilesOf`): the browser then
 * fetches it with the page, rather than once the entry has run and asked for the route.
 * @param {Record<string, { file: string, imports?: string[] }>} manifest
 * @param {string[]} routeIds
 * @param {string} template
 */
export function routePreloads(manifest, routeIds, template) {
  return routeFilesOf(manifest, routeIds, template)
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
    .join('')
}

/**
 * Every script a page starts with: the template's (the entry and what it imports) and the page's
 * own code. What loads later (an island's code, `deferred()`) is not among them.
 * @param {Record<string, { file: string, imports?: string[] }>} manifest
 * @param {string[]} routeIds
 * @param {string} template
 * @returns {string[]} the files, `assets/….js`
 */
export function startupScripts(manifest, routeIds, template) {
  const named = [...template.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(([, file]) => file)
  return [...new Set([...named, ...routeFilesOf(manifest, routeIds, template)])]
}

/**
 * The page's scripts at low fetch priority: the module script and Vite's preload links. The
 * browser still asks for them as it reads the head, but gives what the page shows (its images)
 * the link first. (It was for the stylesheet; since that is in the page, `inlineStylesheets`, the
 * visitor bench measured no difference either way, bench/NOTES.md.)
 * @param {string} template Vite's index.html
 */
export function scriptsAtLowPriority(template) {
  return template.replace(/<(script type="module"|link rel="modulepreload") crossorigin /g, '<$1 crossorigin fetchpriority="low" ')
}

/**
 * The stylesheet in the page itself: Vite's `<link rel="stylesheet">` becomes a `<style>` element
 * with the file's text. The first paint then waits for the HTML alone, not for a second file that
 * the start-up scripts, asked for at the same moment, share the connection with (on a slow phone
 * network, where the browser's priorities do not hold, it arrived about as late as they did).
 * Every page has the same stylesheet, so the policy allows that one text by its SHA-256.
 * @param {string} template Vite's index.html
 * @param {(href: string) => string} read the text of a built file, by its URL (`/assets/index-….css`)
 * @returns {{ template: string, styles: string[] }} the template, and the text of each `<style>` put in
 */
export function inlineStylesheets(template, read) {
  const styles = []
  const inlined = template.replace(/<link rel="stylesheet"[^>]* href="([^"]+)"[^>]*>/g, (_, href) => {
    const css = read(href).trim()
    if (/<\/style/i.test(css)) throw new Error(`${href} holds "</style": it cannot be inlined`)
    styles.push(css)
    return `<style>${css}</style>`
  })
  return { template: inlined, styles }
}

/**
 * @param {string} template Vite's index.html with its `<!--app-…-->` markers
 * @param {{ head: string, body: string, data: string, lang: string, policy: string, headScript: string, preloads?: string }} page
 *   `policy`: the Content-Security-Policy for its `<meta>` tag, or '' for none (development);
 *   `preloads`: the page's own preload links, after the template's (`routePreloads`)
 */
export function fillTemplate(template, { head, body, data, lang, policy, headScript, preloads = '' }) {
  // No policy in development (`npm start`): Vite's own inline scripts (hot reload) would be refused.
  const policyTag = policy ? `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}" />\n    ` : ''
  const policyTags = `${policyTag}<script>${headScript}</script>`
  const filled = template
    .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
    .replace('<!--app-policy-->', () => policyTags)
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => body)
    .replace('<!--app-data-->', () => data)
    .replace('</head>', () => `${preloads}</head>`)
  if (/<!--app-/.test(filled) || filled === template) throw new Error('index.html lacks the <!--app-…--> markers')
  return filled
}
