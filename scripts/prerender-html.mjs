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
 * Takes the entry script Vite put in the template out of it: the page's inline script imports it
 * after the first paint (src/lib/start-after-first-paint.ts), so the HTML names no script file.
 * @param {string} template Vite's index.html
 * @returns {{ template: string, entryUrl: string }}
 */
export function takeEntryScript(template) {
  const tags = [...template.matchAll(/\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g)]
  if (tags.length !== 1) throw new Error(`index.html has ${tags.length} module scripts, expected the entry alone`)
  return { template: template.replace(tags[0][0], ''), entryUrl: tags[0][1] }
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
  return filled
}
