#!/usr/bin/env node
// `npm run size`: what the first view of each language's home page and of the support page loads, per file: the bytes
// sent (compressed, as served) and their size uncompressed. Serves dist/ with nginx (scripts/nginx.mjs),
// opens the pages in the system Chromium at the size of Lighthouse's phone, 412 × 823 (CHROMIUM_PATH,
// else `chromium` on the PATH), waits until the network is quiet, and prints what it measured.
// Run `npm run build` first.
import { chromium } from '@playwright/test'
import { findChromium } from './find-chromium.mjs'
import { startNginx } from './start-nginx.mjs'

const port = Number(process.env.SIZE_PORT ?? 4329)
const base = `https://127.0.0.1:${port}`

const server = await startNginx('dist', port).catch((error) => {
  console.error(`${error.message}; set SIZE_PORT to a free port`)
  process.exit(1)
})

const kib = (bytes) => (bytes / 1024).toFixed(1)
let browser
try {
  browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
  for (const path of ['/', '/en', '/es', '/fr', '/de', '/support', '/en/support']) {
    // gzip, as the budget counts (the server sends brotli, a few per cent smaller, to browsers that take it).
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, ignoreHTTPSErrors: true, extraHTTPHeaders: { 'accept-encoding': 'gzip' } })
    const loads = []
    page.on('requestfinished', (request) =>
      loads.push(
        Promise.all([request.sizes(), request.response().then((r) => r?.body())]).then(([sizes, body]) => ({
          file: new URL(request.url()).pathname,
          type: request.resourceType(),
          sent: sizes.responseBodySize,
          raw: body?.length ?? 0,
        })),
      ),
    )
    await page.goto(base + path, { waitUntil: 'networkidle' })
    const rows = await Promise.all(loads)
    await page.close()
    const sum = (list, key) => list.reduce((total, row) => total + row[key], 0)
    const scripts = rows.filter((r) => r.type === 'script')
    console.log(
      `\nPage ${path}: ${rows.length} files, ${kib(sum(rows, 'sent'))} KiB sent (${kib(sum(rows, 'raw'))} KiB uncompressed); ` +
        `JavaScript ${kib(sum(scripts, 'sent'))} KiB sent (${kib(sum(scripts, 'raw'))} KiB)`,
    )
    console.table(rows.map((r) => ({ file: r.file, 'sent KiB': kib(r.sent), 'uncompressed KiB': kib(r.raw) })))
  }
} finally {
  await browser?.close()
  server.kill()
}
