#!/usr/bin/env node
// `npm run build`: the production site in dist/, every page prerendered in every language.
//   1. Vite builds the browser bundle (dist/index.html is the template).
//   2. Vite builds src/entry-server.tsx for Node: the same routes and components.
//   3. Each page of each language is rendered to HTML, one after another (Lingui's i18n is shared),
//      and written where a static host serves it; then sitemap.xml, robots.txt, the web manifest,
//      the icons, a share picture per language and, when the app's ids are set, the files that
//      let links open it (.well-known/, scripts/app-links.mjs).
// Usage: node scripts/build.mjs [--mode pseudo] [--outDir dist-pseudo] [--release] [--no-precompress | --quick-precompress]
//   --no-precompress: no .gz/.br copies (the server then compresses as it sends); for test builds.
//   --quick-precompress: the same .gz/.br copies, made quickly and a few per cent larger (zlib's
//   gzip -9, brotli quality 5): what `npm test` serves (scripts/precompress.mjs).
//   --release (`npm run build:release`): stop, listing them, while any setting holds a placeholder
//   (example.com addresses, stand-in store ids, the default site URL…); without it they are a warning.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { build, createLogger, minify } from 'vite'
import { appLinkFiles } from './app-links.mjs'
import { messageIdsIn } from './page-messages.mjs'
import { precompress } from './precompress.mjs'
import { fillTemplate, inlineStylesheets, partsLeftToTheBrowser, routePreloads, scriptsAtLowPriority, splitRendered, startupScripts } from './prerender-html.mjs'
import { hostRedirects, nginxSite } from './nginx-config.mjs'
import { contentSecurityPolicy, netlifyHeaders, securityHeaders } from './security-headers.mjs'
import { renderIconPng, renderShareImage } from './share-image.mjs'

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'production' },
    outDir: { type: 'string', default: 'dist' },
    release: { type: 'boolean', default: false },
    'no-precompress': { type: 'boolean', default: false },
    'quick-precompress': { type: 'boolean', default: false },
  },
})
if (values.release) process.env.SITE_RELEASE = '1'
const outDir = resolve(values.outDir)
const ssrDir = resolve('node_modules/.cache/ssr', values.mode)
const started = performance.now()

// vite.config.ts refuses bad or (for a release) placeholder settings: the build says why, without a
// stack, and without the line Vite logs first ("failed to load config from …"), which reads as a crash.
const isRefusal = (error) => /^(Release build stopped|Invalid site configuration)/.test(error?.message ?? '')
const logger = createLogger()
const customLogger = { ...logger, error: (message, options) => isRefusal(options?.error) || logger.error(message, options) }

try {
  await build({ mode: values.mode, customLogger, build: { outDir, emptyOutDir: true } })
} catch (error) {
  if (isRefusal(error)) {
    console.error(`\n${error.message}`)
    process.exit(1)
  }
  throw error
}
await build({ mode: values.mode, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true } })

/** @type {typeof import('../src/entry-server.tsx')} */
const server = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)
const { siteConfig } = server

const write = (file, content) => {
  const path = join(outDir, file)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, content)
}

// The pages, rendered first: the routes' code, and so every deferred part, is loaded as they are.
const targets = server.prerenderTargets()
const rendered = []
for (const target of targets) {
  const page = await server.render(target.url)
  const expected = target.file.endsWith('404.html') ? 404 : 200
  if (page.status !== expected) throw new Error(`${target.url} rendered with status ${page.status}, expected ${expected}`)
  const unrendered = partsLeftToTheBrowser(page.html)
  if (unrendered.length > 0) {
    throw new Error(`${target.url}: ${unrendered.join(', ')} threw or suspended while prerendering, so React left it out of the page; render it in a unit test to see the error`)
  }
  rendered.push({ target, page })
}

// The one inline script runs before the first paint: it moves a returning visitor to their
// language, and holds a press made before the code that answers it has arrived
// (src/lib/early-gestures.ts); the policy allows it by hash. The entry is a module script in the
// template, with Vite's preload links for what it imports; each page adds its own route's code.
// The stylesheet goes into each page (`inlineStylesheets` says why); the policy allows it by hash.
// Nothing loads the file after that (vite.config.ts keeps it out of the code's preload lists): it goes.
const inlinedFiles = []
const { template, styles } = inlineStylesheets(scriptsAtLowPriority(readFileSync(join(outDir, 'index.html'), 'utf8')), (href) => {
  inlinedFiles.push(join(outDir, href))
  return readFileSync(join(outDir, href), 'utf8')
})
const assetFiles = readdirSync(join(outDir, 'assets'))
for (const file of inlinedFiles) {
  const loader = assetFiles.find((name) => name.endsWith('.js') && readFileSync(join(outDir, 'assets', name), 'utf8').includes(basename(file)))
  if (loader) throw new Error(`assets/${loader} still loads ${basename(file)}, which the pages carry inline`)
  rmSync(file)
}
if (assetFiles.some((name) => name.endsWith('.css') && !inlinedFiles.includes(join(outDir, 'assets', name)))) {
  throw new Error('a stylesheet that no page carries inline: vite.config.ts would keep it from loading')
}
const viteManifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'))
rmSync(join(outDir, '.vite'), { recursive: true, force: true })
const headSource = server.headScriptSource({ storageKey: server.LANGUAGE_STORAGE_KEY, storageVersion: server.LANGUAGE_STORAGE_VERSION })
const headScript = (await minify('head-script.js', headSource, { compress: true, mangle: true })).code.trim()
// The newsletter endpoint and the self-hosted Plausible (README, "Measuring"), when the build has
// them, are the only other origins a page may connect to (`connect-src`; never `script-src`).
const newsletter = server.newsletterOrigin({ VITE_NEWSLETTER_URL: siteConfig.newsletterUrl })
const connectOrigins = [...new Set([newsletter, server.ANALYTICS_ORIGIN].filter((origin) => origin !== undefined))]
const headerOptions = { inlineScripts: [headScript], inlineStyles: styles, connectOrigins }
const policy = contentSecurityPolicy({ ...headerOptions, delivery: 'meta' })
// Each page's HTML carries the messages its start-up scripts write (scripts/page-messages.mjs).
const scriptText = new Map()
const readScript = (file) => scriptText.get(file) ?? scriptText.set(file, readFileSync(join(outDir, file), 'utf8')).get(file)
const catalogIds = new Set(Object.keys(await server.loadMessages(server.DEFAULT_LOCALE)))
for (const { target, page } of rendered) {
  const { head, body } = splitRendered(page.html)
  const preloads = routePreloads(viteManifest, page.routeIds, template)
  const ids = messageIdsIn(startupScripts(viteManifest, page.routeIds, template).map(readScript), catalogIds)
  const data = await server.catalogDataBlock(target.locale, ids)
  write(target.file, fillTemplate(template, { head: head + page.extraHead, body, data, lang: page.lang, policy, headScript, preloads }))
}

// Search engines and browsers.
write('sitemap.xml', server.buildSitemap(siteConfig.siteUrl, { '/privacy': siteConfig.privacyUpdated, '/terms': siteConfig.termsUpdated }))
write('robots.txt', server.buildRobots(siteConfig.siteUrl))
const defaultCopy = await server.shareImageCopy(server.DEFAULT_LOCALE)
const manifest = server.buildManifest({
  appName: siteConfig.appName,
  description: defaultCopy.promise,
  lang: defaultCopy.lang,
  themeColor: '#fbf8f3',
  backgroundColor: '#fbf8f3',
})
write('site.webmanifest', `${JSON.stringify(manifest, null, 2)}\n`)
const mark = readFileSync(join(outDir, 'favicon.svg'), 'utf8')
for (const icon of server.ICON_FILES) write(icon.file, renderIconPng(mark, icon.size))

// The files that let links open the app, when its ids are set (scripts/app-links.mjs); else none.
const appFiles = appLinkFiles(server.appLinks)
for (const { url, body } of appFiles) write(url.slice(1), body)
const jsonFiles = appFiles.map((file) => file.url)

// A share picture per language, for link previews (og:image).
const locales = [...new Set(targets.map((t) => t.locale))]
for (const locale of locales) {
  write(server.SHARE_IMAGE.path(locale).slice(1), await renderShareImage(await server.shareImageCopy(locale)))
}

// The response headers (scripts/security-headers.mjs) for hosts that send them: `_headers` for
// Netlify and Cloudflare Pages, in the published folder, and the nginx server snippet beside it.
write('_headers', netlifyHeaders(headerOptions, { jsonFiles }))
// Their redirects: the operator's (public/_redirects, copied by Vite), then `/pt/…` to the page itself.
const operatorRedirects = join(outDir, '_redirects')
write('_redirects', hostRedirects(server.DEFAULT_LOCALE, existsSync(operatorRedirects) ? readFileSync(operatorRedirects, 'utf8') : ''))
const nginxFile = resolve('deploy', `${basename(outDir)}.nginx.conf`)
mkdirSync(dirname(nginxFile), { recursive: true })
writeFileSync(
  nginxFile,
  nginxSite({
    headers: securityHeaders(headerOptions),
    notFoundPages: targets.filter((t) => t.file.endsWith('404.html')).map((t) => `/${t.file}`),
    manifest: '/site.webmanifest',
    jsonFiles,
    defaultLanguage: server.DEFAULT_LOCALE,
  }),
)

rmSync(ssrDir, { recursive: true, force: true })
if (!values['no-precompress']) {
  const packed = await precompress(outDir, { quick: values['quick-precompress'] })
  console.log(
    `Precompressed ${packed.files} text files: ${(packed.raw / 1024).toFixed(0)} KiB → ${(packed.gzip / 1024).toFixed(0)} KiB gzip, ${(packed.brotli / 1024).toFixed(0)} KiB brotli`,
  )
}
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`Prerendered ${targets.length} pages in ${locales.length} languages, with sitemap, robots, manifest, icons and ${locales.length} share images, into ${values.outDir}/ (${seconds} s)`)
console.log(`Response headers and redirects: ${values.outDir}/_headers and _redirects (Netlify, Cloudflare Pages), deploy/${basename(nginxFile)} (nginx)`)
// What the operator switched on that calls out, for a last look before going live.
const callsOut = [[newsletter, 'the newsletter'], [server.ANALYTICS_ORIGIN, 'counting visits']].filter(([origin]) => origin !== undefined)
console.log(`Origins the pages may send to besides their own: ${callsOut.map(([origin, what]) => `${origin} (${what})`).join(', ') || 'none'}`)
if (jsonFiles.length > 0) console.log(`App links: ${jsonFiles.join(', ')}`)
