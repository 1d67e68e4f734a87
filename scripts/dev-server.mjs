#!/usr/bin/env node
// `npm start`: the site in development, rendered the way the build prerenders it. Every page is
// rendered on request by the same server entry (src/entry-server.tsx) into the same template, with
// the same inline script (the saved language, presses held until their code arrives) and the
// page's catalog; the browser then hydrates it, and Vite reloads what changes. Not in it: the
// Content-Security-Policy (Vite's hot reload runs inline scripts), precompression, and the
// modulepreload links (Vite serves source modules one by one). `npm run serve` is the production check.
// Usage: node scripts/dev-server.mjs   (PORT, default 5180)
import { readFileSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { createServer } from 'vite'
import { portOrExit } from './port.mjs'
import { fillTemplate, splitRendered } from './prerender-html.mjs'

const port = portOrExit('PORT', 5180)
const host = '127.0.0.1'
const http = createHttpServer()
const vite = await createServer({ appType: 'custom', server: { middlewareMode: { server: http }, ws: { server: http } } })

/** Renders one page: the HTML the build would write for this URL, less what development leaves out. */
async function renderPage(url) {
  /** @type {typeof import('../src/entry-server.tsx')} */
  const server = await vite.ssrLoadModule('/src/entry-server.tsx')
  const { LOCALE_INFO } = await vite.ssrLoadModule('/src/i18n/locales.ts')
  const template = await vite.transformIndexHtml(url, readFileSync('index.html', 'utf8'))
  const page = await server.render(url)
  const locale = Object.keys(LOCALE_INFO).find((code) => LOCALE_INFO[code].tag === page.lang)
  // Development serves modules unbundled: each page carries its whole catalog.
  const data = await server.catalogDataBlock(locale)
  const headScript = server.headScriptSource({ storageKey: server.LANGUAGE_STORAGE_KEY, storageVersion: server.LANGUAGE_STORAGE_VERSION })
  const { head, body } = splitRendered(page.html)
  return { status: page.status, html: fillTemplate(template, { head: head + page.extraHead, body, data, lang: page.lang, policy: '', headScript }) }
}

http.on('request', (req, res) => {
  vite.middlewares(req, res, async () => {
    // What Vite does not serve (a module, a public file) is a page, or the page-not-found.
    const url = req.url ?? '/'
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end()
      return
    }
    try {
      const { status, html } = await renderPage(url.split(/[?#]/)[0])
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      res.end(req.method === 'HEAD' ? undefined : html)
    } catch (error) {
      vite.ssrFixStacktrace(error)
      console.error(error)
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(String(error?.stack ?? error))
    }
  })
})
http.on('error', (error) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is taken: set PORT to a free one (PORT=5181 npm start).` : error.message)
  process.exit(1)
})
http.listen(port, host, () => console.log(`Development server, pages rendered as the build renders them: http://${host}:${port}/`))
