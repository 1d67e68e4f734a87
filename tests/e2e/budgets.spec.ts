import { COMPILE_HINT } from '../../scripts/compile-hints.mjs'
import { tr } from './catalogs'
import { expect, LANGS, open, openFirstView, test } from './fixtures'

/**
 * Weight budgets of the home page's first view, in each language: what the browser downloads
 * (compressed bytes, as served) until the page is hydrated and the network is quiet, without
 * scrolling. KiB, as Lighthouse counts them, with gzip: the server sends brotli, a few per cent
 * smaller, to browsers that take it, but the budget holds for every browser.
 */
const BUDGET_KIB = { javascript: 110, total: 130 }

test.describe('first view weight (gzip)', () => {
  // The first view of Lighthouse's mobile run (a 412 × 823 phone), taller than the suite's phone.
  test.use({ extraHTTPHeaders: { 'accept-encoding': 'gzip' }, viewport: { width: 412, height: 823 } })

  for (const lang of LANGS) {
    test(`${lang} home page: first view within ${BUDGET_KIB.javascript} KiB of JavaScript and ${BUDGET_KIB.total} KiB in all`, async ({
      page,
    }, info) => {
      test.skip(info.project.name !== 'phone', 'measured on the phone')
      const loads: Array<Promise<{ url: string; type: string; bytes: number }>> = []
      const encodings = new Set<string>()
      page.on('requestfinished', (request) =>
        loads.push(
          request.sizes().then((sizes) => ({
            url: new URL(request.url()).pathname,
            type: request.resourceType(),
            bytes: sizes.responseBodySize,
          })),
        ),
      )
      page.on('response', (response) => void response.headerValue('content-encoding').then((value) => encodings.add(String(value))))
      await openFirstView(page, lang === 'pt' ? '/' : `/${lang}`)
      await page.waitForLoadState('networkidle')
      const files = await Promise.all(loads)
      const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
      const javascript = kib(files.filter((f) => f.type === 'script').reduce((sum, f) => sum + f.bytes, 0))
      const total = kib(files.reduce((sum, f) => sum + f.bytes, 0))
      const listing = files.map((f) => `${f.url} ${kib(f.bytes)} KiB`).join('\n')
      expect(
        files.every((f) => f.bytes > 0),
        `every file was sent:\n${listing}`,
      ).toBe(true)
      expect(javascript, `JavaScript, KiB:\n${listing}`).toBeLessThanOrEqual(BUDGET_KIB.javascript)
      expect(total, `all files, KiB:\n${listing}`).toBeLessThanOrEqual(BUDGET_KIB.total)
      expect([...encodings], 'every file was sent with gzip').toEqual(['gzip'])
    })
  }
})

for (const path of ['/', '/en/privacy', '/de/support']) {
  // The page is read before its script runs: until the browser has shown it, it fetches only the
  // page and its stylesheet (and the icons); the entry script, React, the router and the catalog
  // come after, started by the page's inline script (src/lib/start-after-first-paint.ts).
  test(`${path}: no script loads before the first paint; the entry and the rest after it`, async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'measured on the phone')
    await openFirstView(page, path)
    const { firstPaint, requests } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      requests: performance.getEntriesByType('resource').map((r) => ({ file: new URL(r.name).pathname, start: r.startTime })),
    }))
    expect(firstPaint).toBeGreaterThan(0)
    const early = requests.filter((r) => r.start < firstPaint && r.file.endsWith('.js')).map((r) => r.file)
    expect(early, 'scripts fetched before the first paint').toEqual([])
    const later = requests.filter((r) => r.start >= firstPaint && r.file.endsWith('.js')).map((r) => r.file)
    expect(later[0], 'the first script, after the first paint').toMatch(/^\/assets\/index-[\w-]+\.js$/)
    expect(later.length, 'scripts fetched after the first paint (React, the router, the catalog…)').toBeGreaterThan(3)
    expect(await page.locator('script[src]').count(), 'script files named in the HTML').toBe(0)
  })
}

// The scripts that start the page carry V8's compile hint on their first line, so that their
// functions are compiled off the main thread as they stream in (scripts/compile-hints.mjs); the
// code that comes later (the route's parts, the form validation) does not.
test('the start-up scripts, and only they, ask to be compiled as they stream in', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'the same files at every width')
  const hinted = new Map<string, boolean>()
  const reads: Array<Promise<void>> = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    const file = new URL(response.url()).pathname.replace(/-[\w-]{8}\.js$/, '.js')
    reads.push(response.text().then((body) => void hinted.set(file, body.startsWith(COMPILE_HINT))))
  })
  await open(page, '/en')
  await page.locator('#newsletter input[type="email"]').focus()
  await expect.poll(() => hinted.has('/assets/email-field.js'), 'the form validation loads on focus').toBe(true)
  await Promise.all(reads)
  const marked = [...hinted].filter(([, hint]) => hint).map(([file]) => file)
  expect(marked).toEqual(expect.arrayContaining(['/assets/index.js', '/assets/react.js', '/assets/router.js', '/assets/start-client.js']))
  expect(hinted.get('/assets/email-field.js'), 'the form validation').toBe(false)
  expect(hinted.get('/assets/en.js'), 'the English messages').toBe(false)
  expect(marked.length, `marked: ${marked.join(', ')}`).toBeLessThan(hinted.size)
})

// The support form is on the first screen, but its code and its validation (Zod, react-hook-form)
// load only once the visitor uses it (components/deferred.tsx, `touched`); what is typed meanwhile stays.
test('the support form loads its code and validation when first used, not with the page', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'the same files at every width')
  const scripts: string[] = []
  page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)))
  await openFirstView(page, '/en/support')
  await page.waitForLoadState('networkidle')
  const form = page.locator('#contact-form')
  await expect(form.getByRole('textbox', { name: tr('en', 'Name') })).toBeInViewport()
  expect(scripts.filter((path) => /contact-form|email-field/.test(path)), 'loaded with the page').toEqual([])
  await expect(form).not.toHaveAttribute('data-hydrated')

  const name = form.getByRole('textbox', { name: tr('en', 'Name') })
  await name.click()
  await name.pressSequentially('Ana')
  await expect(form).toHaveAttribute('data-hydrated', '')
  expect(scripts.some((path) => /email-field/.test(path)), 'the validation, once the form is used').toBe(true)
  await expect(name).toHaveValue('Ana')
})
