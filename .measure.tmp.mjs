// Temporary: the home page's prerendered HTML size (gzip -9), without the full build.
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { readCatalog, SOURCE_LOCALE } from './scripts/catalogs.mjs'
const ssrDir = resolve('node_modules/.cache/ssr-measure-screens')
await build({ mode: 'production', logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true } })
const server = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href + '?' + Date.now())
const areaOfMessage = new Map(readCatalog(`${SOURCE_LOCALE}.po`).messages.map((m) => [generateMessageId(m.source, m.context), server.catalogAreaOfSources(m.references ?? [])]))
for (const url of (process.argv[2] ?? '/,/de').split(',')) {
  const page = await server.render(url)
  const locale = url === '/' ? 'pt' : url.slice(1)
  const data = await server.catalogDataBlock(locale, url, (id) => areaOfMessage.get(id))
  const html = page.html + data
  if (url === '/') (await import('node:fs')).writeFileSync('/tmp/shots/measure-pt.html', html)
  console.log(url, 'raw', html.length, 'gzip-9', gzipSync(html, { level: 9 }).length)
}
