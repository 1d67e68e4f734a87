import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createElement, Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { fillTemplate, inlineStylesheets, partsLeftToTheBrowser, routePreloads, scriptsAtLowPriority, splitRendered } from '../../scripts/prerender-html.mjs'
import { precompress } from '../../scripts/precompress.mjs'
import { hostRedirects, nginxSite } from '../../scripts/nginx-config.mjs'
import {
  contentSecurityPolicy,
  IMMUTABLE,
  netlifyHeaders,
  policyDirectives,
  REVALIDATE,
  scriptHash,
  securityHeaders,
} from '../../scripts/security-headers.mjs'

const TEMPLATE = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <!--app-policy-->
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <!--app-data-->
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
      headScript: 'void 0',
    })
    expect(html).toContain('<html lang="de">')
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script>void 0</script>'))
    expect(html).toContain('<div id="root"><main>$& $1 kept as written</main></div>')
    expect(html).toContain('<script type="application/json" id="catalog">{}</script>')
    expect(html).not.toContain('<!--app-')
  })

  it('preloads the page’s own route code and what it imports, after the template’s own preloads and once each', () => {
    // Vite's manifest: the entry (index.html), shared chunks, and TanStack's split route components.
    const manifest = {
      'index.html': { file: 'assets/index-abc.js', imports: ['_react-abc.js'] },
      '_react-abc.js': { file: 'assets/react-abc.js' },
      '_legal-page.js': { file: 'assets/legal-page-x.js', imports: ['_react-abc.js', 'index.html', '_format.js'] },
      '_format.js': { file: 'assets/format-x.js' },
      'src/routes/{-$lang}/privacy.tsx?tsr-split=component': { file: 'assets/privacy-x.js', imports: ['_legal-page.js', 'index.html'] },
      'src/routes/{-$lang}/terms.tsx?tsr-split=component': { file: 'assets/terms-x.js', imports: ['_legal-page.js'] },
      'src/routes/{-$lang}/index.tsx?tsr-split=component': { file: 'assets/home-x.js', imports: ['_react-abc.js'] },
      'src/features/home/faq-section.tsx': { file: 'assets/faq-section-x.js' },
    }
    const preloads = routePreloads(manifest, ['__root__', '/{-$lang}', '/{-$lang}/privacy'], TEMPLATE)
    expect(preloads.match(/href="[^"]+"/g)).toEqual(['href="/assets/privacy-x.js"', 'href="/assets/legal-page-x.js"', 'href="/assets/format-x.js"'])
    expect(routePreloads(manifest, ['__root__', '/{-$lang}', '/{-$lang}/'], TEMPLATE)).toBe('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/home-x.js">')
    // A missing page has no route code of its own.
    expect(routePreloads(manifest, ['__root__'], TEMPLATE)).toBe('')

    // The scripts yield the link to what the page shows.
    const template = scriptsAtLowPriority(TEMPLATE)
    expect(template).toContain('<script type="module" crossorigin fetchpriority="low" src="/assets/index-abc.js">')
    expect(template).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/react-abc.js">')
    const html = fillTemplate(template, { head: '', body: '', data: '', lang: 'en', policy: '', headScript: '', preloads })
    expect(html.indexOf('/assets/react-abc.js')).toBeLessThan(html.indexOf('/assets/privacy-x.js'))
    expect(html.indexOf('/assets/format-x.js')).toBeLessThan(html.indexOf('</head>'))
  })

  it('puts the stylesheet into the page, and refuses one that would end its <style> element', () => {
    const read = (href: string) => ({ '/assets/index-abc.css': 'a{color:red}\n' })[href] ?? 'b{}</style><script>'
    const { template, styles } = inlineStylesheets('<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>', read)
    expect(template).toBe('<head><style>a{color:red}</style></head>')
    expect(styles).toEqual(['a{color:red}'])
    expect(() => inlineStylesheets('<link rel="stylesheet" href="/assets/x.css">', read)).toThrow(/cannot be inlined/)
  })

  it('refuses a template without its markers', () => {
    expect(() => fillTemplate('<html lang="en"><body></body></html>', { head: '', body: '', data: '', lang: 'en', policy: '', headScript: '' })).toThrow(/markers/)
  })
})

describe('a part that fails to prerender stops the build, named', () => {
  /** An island as deferred() renders it (src/components/deferred.tsx), around a part that works or throws. */
  const island = (name: string, works: boolean) => {
    function Part() {
      if (!works) throw new ReferenceError('appName is not defined')
      return createElement('section', null, name)
    }
    return createElement('div', { 'data-island': name }, createElement(Suspense, { fallback: null }, createElement(Part)))
  }

  it('finds each part React left for the browser, by its island, in React’s own output', () => {
    // React reports such an error to no one: it renders an empty boundary for the browser.
    const html = renderToString(createElement('main', null, island('features', true), island('testimonials', false), island('faq', true), island('newsletter', false)))
    expect(partsLeftToTheBrowser(html)).toEqual(['testimonials', 'newsletter'])
  })

  it('finds none in a page whose every part rendered', () => {
    expect(partsLeftToTheBrowser(renderToString(createElement('main', null, island('features', true), island('faq', true))))).toEqual([])
  })
})

describe('content security policy', () => {
  it('allows exactly the inline scripts it is given, by SHA-256, and nothing inline besides', () => {
    // echo -n 'void 0' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('void 0')).toBe("'sha256-yyjq/GGlTvm0YhdkNx72uPxcwaIXqWZBYZftmpA6pYU='")
    const policy = contentSecurityPolicy({ inlineScripts: ['void 0'] })
    expect(policy).toContain("script-src 'self' 'sha256-yyjq/GGlTvm0YhdkNx72uPxcwaIXqWZBYZftmpA6pYU='")
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(policy.split('; ')).toEqual(expect.arrayContaining(["default-src 'none'", "frame-ancestors 'none'", "require-trusted-types-for 'script'"]))
  })

  it('allows exactly the inline stylesheets it is given, by SHA-256, besides our own files', () => {
    expect(contentSecurityPolicy({ inlineScripts: [] })).toContain("style-src 'self';")
    const policy = contentSecurityPolicy({ inlineScripts: [], inlineStyles: ['void 0'] })
    expect(policy).toContain("style-src 'self' 'sha256-yyjq/GGlTvm0YhdkNx72uPxcwaIXqWZBYZftmpA6pYU=';")
    expect(policy).not.toMatch(/unsafe-/)
  })

  it('leaves out of the <meta> form what only a header can carry', () => {
    const header = policyDirectives({ inlineScripts: [] })
    const meta = policyDirectives({ inlineScripts: [], delivery: 'meta' })
    expect(header.filter((d) => !meta.includes(d))).toEqual(["frame-ancestors 'none'"])
  })

  it('lets the site call only itself, plus the origins it is given', () => {
    expect(contentSecurityPolicy({ inlineScripts: [] })).toContain("connect-src 'self';")
    expect(contentSecurityPolicy({ inlineScripts: [], connectOrigins: ['https://news.example.net'] })).toContain(
      "connect-src 'self' https://news.example.net;",
    )
  })
})

describe('response headers for hosts', () => {
  const options = { inlineScripts: ['void 0'], connectOrigins: ['https://news.example.net'] }

  it('writes _headers with the security headers on every path and a year of cache on hashed files only', () => {
    const lines = netlifyHeaders(options).split('\n')
    const assets = lines.indexOf('/assets/*')
    expect(lines.indexOf('/*')).toBeGreaterThan(0)
    expect(lines.slice(lines.indexOf('/*') + 1, assets)).toEqual(securityHeaders(options).map(([name, value]) => `  ${name}: ${value}`))
    expect(lines.slice(assets + 1).filter(Boolean)).toEqual([`  Cache-Control: ${IMMUTABLE}`])
  })

  it('writes an nginx snippet: the same headers in every location, hashed files included, each language its own 404 page', () => {
    const headers = securityHeaders(options)
    const conf = nginxSite({
      headers,
      notFoundPages: ['/404.html', '/en/404.html', '/de/404.html'],
      manifest: '/site.webmanifest',
      defaultLanguage: 'pt',
    })
    const locations = [...conf.matchAll(/^location ([^{]+) \{\n([\s\S]*?)^\}/gm)].map((m) => ({ path: m[1]!, body: m[2]! }))
    expect(locations.map((l) => l.path)).toEqual(['/assets/', '= /site.webmanifest', '= /_headers', '= /_redirects', '/en/', '/de/', '= /', '/'])
    for (const { path, body } of locations.filter((l) => !l.path.startsWith('= /_'))) {
      const sent = [...body.matchAll(/add_header (\S+) "((?:[^"\\]|\\.)*)" always;/g)].map((m) => [m[1], m[2]])
      // Hashed files get every header too (bench/NOTES.md, 2026-11-26), and a year of cache.
      const expected = [...headers, ['Cache-Control', path === '/assets/' ? IMMUTABLE : REVALIDATE]]
      expect(sent, path).toEqual(expected)
    }
    expect(locations.find((l) => l.path === '/en/')!.body).toContain('error_page 404 /en/404.html;')
    expect(locations.find((l) => l.path === '/')!.body).toContain('error_page 404 /404.html;')
    // Each page is `x.html`, served at `x`; the root's is index.html.
    expect(locations.find((l) => l.path === '/')!.body).toContain('try_files $uri $uri.html =404;')
    expect(locations.find((l) => l.path === '= /')!.body).toContain('try_files /index.html =404;')
    // The page's other addresses (trailing slash, .html) redirect once, permanently, read from the request as sent.
    expect(conf).toContain('if ($request_uri ~ "^(/[^/\\x5c?][^?]*?)/+(\\?.*)?$") {\n    return 308 $1$2;\n}')
    expect(conf).toContain('if ($request_uri ~ "^(/[^/\\x5c?][^?]*)\\.html(\\?.*)?$") {\n    return 308 $1$2;\n}')
    expect(conf).not.toMatch(/index\.html =404;\n[\s\S]*\$uri\/index\.html/)
    // The default language's prefix: /pt and /pt/ are /, /pt/privacy(/|.html) is /privacy, in one step.
    expect(conf).toContain('if ($request_uri ~ "^/pt/*(\\?.*)?$") {\n    return 308 /$1;\n}')
    expect(conf).toContain('if ($request_uri ~ "^/pt/+([^/\\x5c?][^?]*?)(\\.html|/+)?(\\?.*)?$") {\n    return 308 /$1$3;\n}')
    expect(conf.indexOf('^/pt/+('), 'before the trailing slash rule').toBeLessThan(conf.indexOf('^(/[^/\\x5c?][^?]*?)/+'))
  })

  it('writes the other hosts\' redirects: the operator\'s first, then the default language\'s prefix taken away', () => {
    const generated = ['/pt / 301', '/pt/ / 301', '/pt/:page /:page 301', '/pt/:page/ /:page 301']
    const rules = (text: string) => text.split('\n').filter((line) => line && !line.startsWith('#'))
    expect(rules(hostRedirects('pt'))).toEqual(generated)
    const operator = '/help https://help.example.org/ 302\n/en/help https://help.example.org/en 302\n'
    const written = hostRedirects('pt', operator)
    expect(rules(written)).toEqual(['/help https://help.example.org/ 302', '/en/help https://help.example.org/en 302', ...generated])
    // Built again over its own folder: the operator's rules once, the generated ones once.
    expect(hostRedirects('pt', written)).toBe(written)
    expect(() => hostRedirects('p/t')).toThrow(/default language/)
  })

  it('escapes what nginx would read as a variable or the end of a string', () => {
    const conf = nginxSite({ headers: [['X-Test', 'a "b" $c \\d']], notFoundPages: ['/404.html'], manifest: '/m.webmanifest', defaultLanguage: 'pt' })
    expect(conf).toContain('add_header X-Test "a \\"b\\" \\$c \\\\d" always;')
  })

  it('refuses a build without its default 404 page', () => {
    expect(() => nginxSite({ headers: [], notFoundPages: ['/en/404.html'], manifest: '/m', defaultLanguage: 'pt' })).toThrow(/404/)
  })

  it('connects to the site only, or also to the origins it is given (the newsletter endpoint)', () => {
    expect(contentSecurityPolicy({ inlineScripts: [] })).toContain("connect-src 'self';")
    const policy = contentSecurityPolicy({ inlineScripts: [], connectOrigins: ['https://lists.selah.app'] })
    expect(policy).toContain("connect-src 'self' https://lists.selah.app;")
  })
})

describe('precompressed copies', () => {
  it('writes gzip and brotli copies of each text file that decode to the same bytes, and none for images', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'))
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
    const page = '<p>' + 'Paz e graça. '.repeat(200) + '</p>'
    writeFileSync(join(dir, 'index.html'), page)
    writeFileSync(join(dir, 'picture.png'), Buffer.from([137, 80, 78, 71]))
    const result = await precompress(dir)
    expect(result.files).toBe(1)
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toBe(page)
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).toString()).toBe(page)
    expect(result.gzip).toBeLessThan(result.raw / 10)
    expect(result.brotli).toBeLessThan(result.raw / 10)
    expect(existsSync(join(dir, 'picture.png.gz'))).toBe(false)
    expect(existsSync(join(dir, 'picture.png.br'))).toBe(false)
  })
})
