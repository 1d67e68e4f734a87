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
 * The page's script is not needed for its first paint (the HTML is the page): the browser is told
 * to fetch it after what the page shows (`fetchpriority="low"`); it fetches the rest itself once
 * the page is painted (src/entry-client.tsx). The page's catalog travels in its HTML (`data`).
 * @param {string} html
 */
function lowPriorityScripts(html) {
  return html.replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
}

/**
 * @param {string} template Vite's index.html with its `<!--app-…-->` markers
 * @param {{ head: string, body: string, data: string, lang: string, policy: string, headScript: string }} page
 */
export function fillTemplate(template, { head, body, data, lang, policy, headScript }) {
  const policyTags =
    `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}" />\n` +
    `    <script>${headScript}</script>`
  const filled = template
    .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
    .replace('<!--app-policy-->', () => policyTags)
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => body)
    .replace('<!--app-data-->', () => data)
  if (/<!--app-/.test(filled) || filled === template) throw new Error('index.html lacks the <!--app-…--> markers')
  return lowPriorityScripts(filled)
}
