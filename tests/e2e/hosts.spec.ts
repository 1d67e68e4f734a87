import { readFileSync } from 'node:fs'
import { request as requests, type APIRequestContext } from '@playwright/test'
import { LOCALE_INFO } from '../../src/i18n/locales'
import { IMMUTABLE, REVALIDATE, securityHeaders } from '../../scripts/security-headers.mjs'
import { expect, href, LANGS, test } from './fixtures'

// The same checks against each host the site is deployed to, from the same two builds: nginx with
// the generated snippet (the suite's server) and Cloudflare Pages' runtime, workerd, through
// `wrangler pages dev` (scripts/pages-dev.mjs), which reads the generated `_headers`. What they
// answer is the server's, so no browser: API requests only. Run by the `cloudflare` project.

type Host = 'nginx' | 'cloudflare'
const HOSTS: Host[] = ['nginx', 'cloudflare']

/** A host's address for a build, as playwright.config.ts set it (nginx's scheme is its own). */
function baseURL(host: Host, build: 'production' | 'pseudo'): string {
  const { config, project } = test.info()
  const url =
    host === 'cloudflare'
      ? build === 'production'
        ? project.use.baseURL
        : (project.metadata as { pseudoBaseURL?: string }).pseudoBaseURL
      : config.projects.find((p) => p.name === (build === 'production' ? 'phone' : 'pseudo'))?.use.baseURL
  if (!url) throw new Error(`no ${build} address for ${host} in playwright.config.ts`)
  return url
}

/** A request context on a host; redirects are never followed, so that each one is seen. */
async function on<T>(host: Host, build: 'production' | 'pseudo', use: (api: APIRequestContext, base: string) => Promise<T>): Promise<T> {
  const base = baseURL(host, build)
  const api = await requests.newContext({ baseURL: base, ignoreHTTPSErrors: true, maxRedirects: 0 })
  try {
    return await use(api, base)
  } finally {
    await api.dispose()
  }
}

/** Every page's canonical address, from the sitemap the build wrote: `https://…/en/privacy` → `/en/privacy`. */
const SITEMAP = [...readFileSync('dist/sitemap.xml', 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => ({ loc: loc!, path: new URL(loc!).pathname }))

const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1]

/** The headers the build generates for every response (scripts/security-headers.mjs), by name. */
const GENERATED = securityHeaders({ inlineScripts: [] }).map(([name]) => name.toLowerCase())

/** Whether a cache must ask the server again before each reuse (nginx says `no-cache`, Pages `max-age=0, must-revalidate`). */
const revalidatesEveryTime = (value = '') => {
  const directives = value.split(',').map((d) => d.trim())
  return directives.includes('no-cache') || directives.includes('no-store') || (directives.includes('max-age=0') && directives.includes('must-revalidate'))
}

for (const host of HOSTS) {
  test.describe(host, () => {
    test('every page in the sitemap answers 200 at its canonical address, with no redirect', { tag: '@once' }, async () => {
      expect(SITEMAP.length).toBeGreaterThanOrEqual(LANGS.length * 4)
      await on(host, 'production', async (api) => {
        const responses = await Promise.all(SITEMAP.map(({ path }) => api.get(path)))
        for (const [i, { loc, path }] of SITEMAP.entries()) {
          const response = responses[i]!
          expect(response.status(), path).toBe(200)
          const html = await response.text()
          expect(html, path).toContain(`<link rel="canonical" href="${loc}"/>`)
          const lang = LANGS.find((l) => href('/', l) === path || path.startsWith(`/${l}/`)) ?? 'pt'
          expect(langOf(html), path).toBe(LOCALE_INFO[lang].tag)
        }
      })
    })

    test('a missing page answers 404 with the 404 page of its language folder', { tag: '@once' }, async () => {
      await on(host, 'production', async (api) => {
        for (const lang of LANGS) {
          for (const path of [href('/nope', lang), `${href('/nope', lang)}/deeper`]) {
            const response = await api.get(path)
            expect(response.status(), path).toBe(404)
            expect(langOf(await response.text()), path).toBe(LOCALE_INFO[lang].tag)
          }
        }
        const asset = await api.get('/assets/nope.js')
        expect(asset.status()).toBe(404)
        expect(langOf(await asset.text())).toBe(LOCALE_INFO.pt.tag)
      })
    })

    test('a page’s other addresses redirect once, permanently, to its canonical one', { tag: '@once' }, async () => {
      const cases = [
        ...LANGS.filter((l) => l !== 'pt').flatMap((l) => [[`/${l}/`, `/${l}`] as const, [`/${l}.html`, `/${l}`] as const]),
        ['/index.html', '/'],
        ['/index', '/'],
        ['/en/privacy/', '/en/privacy'],
        ['/en/privacy.html', '/en/privacy'],
        ['/privacy/', '/privacy'],
        ['/privacy.html', '/privacy'],
        ['/de/support/?from=mail', '/de/support?from=mail'],
        // The default language's pages have no prefix (scripts/nginx-config.mjs, `_redirects`).
        ['/pt', '/'],
        ['/pt/', '/'],
        ['/pt/support', '/support'],
        ['/pt/support/', '/support'],
        ['/pt/privacy?from=mail', '/privacy?from=mail'],
      ] as const
      await on(host, 'production', async (api, base) => {
        for (const [from, to] of cases) {
          const response = await api.get(from)
          expect([301, 308], `${from} answers ${response.status()}`).toContain(response.status())
          const location = new URL(response.headers()['location'] ?? '', `${base}${from}`)
          expect(`${location.pathname}${location.search}`, from).toBe(to)
          expect(location.origin, from).toBe(new URL(base).origin)
          // Once: the address it names is the page itself.
          expect((await api.get(`${location.pathname}${location.search}`)).status(), `${from} → ${to}`).toBe(200)
        }
        // Never to another host: an address whose path, once a redirect took off the prefix, a slash
        // or `.html`, would start with two slashes (`//evil.example`, a browser's other host) stays
        // here or is not found. Whole URLs: a relative `//…` would be resolved to that host.
        for (const path of ['/pt//evil.example/x', '//evil.example/', '//evil.example.html', '/pt///evil.example/']) {
          const sneaky = await api.get(`${base}${path}`)
          const to = sneaky.headers()['location']
          if (to !== undefined) expect(new URL(to, `${base}${path}`).origin, `${path} → ${to}`).toBe(new URL(base).origin)
          else expect(sneaky.status(), path).toBe(404)
        }
      })
    })

    test('the app association files are served as application/json (pseudo build, which has them)', { tag: '@once' }, async () => {
      await on(host, 'pseudo', async (api) => {
        for (const file of ['/.well-known/apple-app-site-association', '/.well-known/assetlinks.json']) {
          const response = await api.get(file)
          expect(response.status(), file).toBe(200)
          expect(response.headers()['content-type'], file).toBe('application/json')
          expect(await response.json(), file).toEqual(JSON.parse(readFileSync(`dist-pseudo${file}`, 'utf8')))
        }
      })
    })
  })
}

test('Cloudflare sends the headers the build generates exactly as nginx does, on every page, a 404 page and a hashed file', { tag: '@once' }, async () => {
  const asset = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(readFileSync('dist/index.html', 'utf8'))![1]!
  const paths = [...SITEMAP.map(({ path }) => path), '/en/nope', asset]
  const answers = (host: Host) => on(host, 'production', (api) => Promise.all(paths.map((path) => api.get(path))))
  const [nginx, cloudflare] = await Promise.all(HOSTS.map(answers))
  expect(GENERATED).toContain('content-security-policy')
  for (const [i, path] of paths.entries()) {
    const ours = nginx![i]!.headers()
    const theirs = cloudflare![i]!.headers()
    for (const name of GENERATED) {
      expect(ours[name], `nginx, ${path}: ${name}`).toBeTruthy()
      // Byte for byte, the Content-Security-Policy included.
      expect(theirs[name], `Cloudflare, ${path}: ${name}`).toBe(ours[name])
    }
    if (path === asset) {
      expect(ours['cache-control'], path).toBe(IMMUTABLE)
      expect(theirs['cache-control'], path).toBe(IMMUTABLE)
    } else {
      // Pages keeps its own Cache-Control on HTML (scripts/security-headers.mjs, netlifyHeaders):
      // other words, the same effect.
      expect(ours['cache-control'], path).toBe(REVALIDATE)
      expect(revalidatesEveryTime(theirs['cache-control']), `Cloudflare, ${path}: cache-control ${theirs['cache-control']}`).toBe(true)
      expect(theirs['content-type'], path).toBe(ours['content-type'])
    }
  }
})
