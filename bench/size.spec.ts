import { test } from '@playwright/test'

// `npm run size`: what the first view of each language's home page and of the support pages loads,
// per file: the bytes sent (gzip, as the weight budget counts them; brotli, which browsers get,
// is a few per cent smaller) and uncompressed, at the size of Lighthouse's phone, once the network
// is quiet. No budget here: tests/e2e/budgets.spec.ts holds those in `npm test`.

const PAGES = ['/', '/en', '/es', '/fr', '/de', '/support', '/en/support']
const kib = (bytes: number) => (bytes / 1024).toFixed(1)

for (const path of PAGES) {
  test(`first view of ${path}`, async ({ browser, contextOptions }) => {
    const context = await browser.newContext({ ...contextOptions, extraHTTPHeaders: { 'accept-encoding': 'gzip' } })
    const page = await context.newPage()
    const loads: Array<Promise<{ file: string; type: string; sent: number; raw: number }>> = []
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
    await page.goto(path, { waitUntil: 'networkidle' })
    const rows = await Promise.all(loads)
    await context.close()
    const sum = (list: typeof rows, key: 'sent' | 'raw') => list.reduce((total, row) => total + row[key], 0)
    const scripts = rows.filter((r) => r.type === 'script')
    console.log(`\nPage ${path}: ${rows.length} files, ${kib(sum(rows, 'sent'))} KiB sent (${kib(sum(rows, 'raw'))} KiB uncompressed); JavaScript ${kib(sum(scripts, 'sent'))} KiB sent (${kib(sum(scripts, 'raw'))} KiB)`)
    for (const r of rows) console.log(`  ${kib(r.sent).padStart(7)} KiB sent ${kib(r.raw).padStart(7)} KiB  ${r.file}`)
  })
}
