import { type ChildProcess, spawn } from 'node:child_process'
import { get } from 'node:http'
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tr } from '../e2e/catalogs'

/** A free loopback port, asked of the system. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

let server: ChildProcess
let origin: string

beforeAll(async () => {
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  server = spawn(process.execPath, ['scripts/dev-server.mjs'], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] })
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => String(chunk).includes(origin) && resolve())
    server.once('exit', (code) => reject(new Error(`npm start exited (${code})`)))
  })
})

afterAll(() => {
  server?.kill()
})

/** A page as the browser would receive it (node:http: the unit setup's msw answers `fetch`). */
const page = (path: string) =>
  new Promise<{ status: number; html: string }>((resolve, reject) => {
    get(origin + path, (response) => {
      let html = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (html += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, html }))
    }).on('error', reject)
  })

describe('npm start renders pages as the build does', () => {
  it('serves every language’s page rendered on the server, with its inline script and its messages, ready to hydrate', async () => {
    for (const [path, lang, locale] of [
      ['/', 'pt-BR', 'pt'],
      ['/en/privacy', 'en', 'en'],
      ['/es/support', 'es-419', 'es'],
      ['/fr/terms', 'fr', 'fr'],
      ['/de', 'de', 'de'],
    ] as const) {
      const { status, html } = await page(path)
      expect(status, path).toBe(200)
      expect(html, path).toContain(`<html lang="${lang}">`)
      // The page's own text is in the HTML, not drawn later by the browser.
      const heading = path.endsWith('/terms') ? tr(locale, 'Terms of use') : path.endsWith('/privacy') ? tr(locale, 'Privacy policy') : undefined
      if (heading) expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`))
      else expect(html, path).toMatch(/<h1[^>]*>[^<]{10,}/)
      // The saved-language script in the head, the page's messages for hydration, and Vite's client.
      expect(html, path).toContain('redirectToSavedLanguage')
      expect(html, path).toMatch(new RegExp(`<script type="application/json" id="[^"]+" data-locale="${locale}"`))
      expect(html, path).toContain('/src/entry-client.tsx')
    }
  })

  it('answers a missing page with the 404 page in its language', async () => {
    const { status, html } = await page('/de/nope')
    expect(status).toBe(404)
    expect(html).toContain('<html lang="de">')
  })
})
