// @vitest-environment node
import { gunzipSync } from 'node:zlib'
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fillTemplate, splitRendered } from '../../scripts/prerender-html.mjs'
import { precompress } from '../../scripts/precompress.mjs'
import { contentSecurityPolicy, scriptHash } from '../../scripts/security-headers.mjs'

const TEMPLATE = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <!--app-policy-->
    <!--app-head-->
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <!--app-data-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </body>
</html>`

describe('putting a rendered page into the template', () => {
  it('moves the head tags React hoisted to the front into <head>, and leaves the rest', () => {
    const rendered = '<title>A · B</title><meta name="description" content="x &amp; y"/><link rel="canonical" href="https://s.test/en"/><a href="#main">Skip</a><meta itemProp="x" content="inside the body"/>'
    expect(splitRendered(rendered)).toEqual({
      head: '<title>A · B</title><meta name="description" content="x &amp; y"/><link rel="canonical" href="https://s.test/en"/>',
      body: '<a href="#main">Skip</a><meta itemProp="x" content="inside the body"/>',
    })
  })

  it('fills every marker: language, policy before the inline script, head, body and data', () => {
    const html = fillTemplate(TEMPLATE, {
      head: '<title>T</title>',
      body: '<main>$& $1 kept as written</main>',
      data: '<script type="application/json" id="catalog">{}</script>',
      lang: 'de',
      policy: "script-src 'self' 'sha256-abc'",
      redirectScript: 'void 0',
    })
    expect(html).toContain('<html lang="de">')
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script>void 0</script>'))
    expect(html).toContain('<div id="root"><main>$& $1 kept as written</main></div>')
    expect(html).toContain('<script type="application/json" id="catalog">{}</script>')
    expect(html).not.toContain('<!--app-')
  })

  it('asks the browser to fetch the page script after what the page shows', () => {
    const html = fillTemplate(TEMPLATE, { head: '', body: '<p>x</p>', data: '', lang: 'en', policy: '', redirectScript: '' })
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js"></script>')
  })

  it('refuses a template without its markers', () => {
    expect(() => fillTemplate('<html lang="en"><body></body></html>', { head: '', body: '', data: '', lang: 'en', policy: '', redirectScript: '' })).toThrow(/markers/)
  })
})

describe('content security policy', () => {
  it('allows exactly the inline scripts it is given, by SHA-256, and nothing inline besides', () => {
    // echo -n 'void 0' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('void 0')).toBe("'sha256-yyjq/GGlTvm0YhdkNx72uPxcwaIXqWZBYZftmpA6pYU='")
    const policy = contentSecurityPolicy({ inlineScripts: ['void 0'] })
    expect(policy).toContain("script-src 'self' 'sha256-yyjq/GGlTvm0YhdkNx72uPxcwaIXqWZBYZftmpA6pYU='")
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
  })

  it('connects to the site only, or also to the origins it is given (the newsletter endpoint)', () => {
    expect(contentSecurityPolicy({ inlineScripts: [] })).toContain("connect-src 'self';")
    const policy = contentSecurityPolicy({ inlineScripts: [], connectOrigins: ['https://lists.selah.app'] })
    expect(policy).toContain("connect-src 'self' https://lists.selah.app;")
  })
})

describe('precompressed copies', () => {
  it('writes a gzip copy of each text file that decodes to the same bytes, and none for images', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'))
    const page = '<p>' + 'Paz e graça. '.repeat(200) + '</p>'
    writeFileSync(join(dir, 'index.html'), page)
    writeFileSync(join(dir, 'picture.png'), Buffer.from([137, 80, 78, 71]))
    const result = await precompress(dir)
    expect(result.files).toBe(1)
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toBe(page)
    expect(result.gzip).toBeLessThan(result.raw / 10)
    expect(existsSync(join(dir, 'picture.png.gz'))).toBe(false)
  })
})
