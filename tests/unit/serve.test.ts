// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { http, passthrough } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { server as msw } from './setup'

interface Answer {
  status: number
  body: string
  type: string
  encoding: string | undefined
}

/** GET through node:http, which msw lets pass for this local server only; gzip is decoded. */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const raw = Buffer.concat(chunks)
        const encoding = res.headers['content-encoding']
        const body = String(encoding === 'gzip' ? gunzipSync(raw) : raw)
        resolve({ status: res.statusCode!, body, type: String(res.headers['content-type']), encoding })
      })
    })
      .on('error', reject)
      .end()
  })
}

async function start(dir: string): Promise<{ base: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['scripts/serve.mjs', dir], { env: { ...process.env, PORT: '0' } })
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (data: Buffer) => {
      const match = /at (http:\/\/[^/]+)\//.exec(String(data))
      if (match) resolve(match[1]!)
    })
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
  return { base, child }
}

describe('static server (scripts/serve.mjs)', () => {
  const root = mkdtempSync(join(tmpdir(), 'serve-'))
  let withPage404: { base: string; child: ChildProcess }
  let spa: { base: string; child: ChildProcess }

  beforeAll(async () => {
    for (const site of ['with-404', 'spa']) {
      mkdirSync(join(root, site, 'en'), { recursive: true })
      writeFileSync(join(root, site, 'index.html'), `<p>${site} home</p>`)
      writeFileSync(join(root, site, 'en', 'index.html'), '<p>en home</p>')
      writeFileSync(join(root, site, 'app.js'), 'export {}')
    }
    writeFileSync(join(root, 'with-404', '404.html'), '<p>missing</p>')
    writeFileSync(join(root, 'with-404', 'en', '404.html'), '<p>en missing</p>')
    writeFileSync(join(root, 'secret.txt'), 'outside')
    ;[withPage404, spa] = await Promise.all([start(join(root, 'with-404')), start(join(root, 'spa'))])
  })

  beforeEach(() => msw.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough())))

  afterAll(() => {
    withPage404.child.kill()
    spa.child.kill()
    rmSync(root, { recursive: true, force: true })
  })

  it('serves the exact file with its type', async () => {
    expect(await get(withPage404.base, '/app.js')).toMatchObject({ status: 200, type: 'text/javascript; charset=utf-8' })
  })

  it('serves dir/index.html for a directory path, with or without the slash', async () => {
    expect(await get(withPage404.base, '/en')).toMatchObject({ status: 200, body: '<p>en home</p>' })
    expect(await get(withPage404.base, '/en/')).toMatchObject({ status: 200, body: '<p>en home</p>' })
  })

  it('answers a missing path with 404.html and status 404 when the build has one', async () => {
    expect(await get(withPage404.base, '/privacy')).toMatchObject({ status: 404, body: '<p>missing</p>' })
    expect(await get(withPage404.base, '/xx/privacy')).toMatchObject({ status: 404, body: '<p>missing</p>' })
  })

  it('answers with the 404.html of the missing path\'s language folder', async () => {
    expect(await get(withPage404.base, '/en/privacy')).toMatchObject({ status: 404, body: '<p>en missing</p>' })
    expect(await get(withPage404.base, '/en/a/b/c')).toMatchObject({ status: 404, body: '<p>en missing</p>' })
  })

  it('compresses text for browsers that accept gzip, and only for them', async () => {
    expect(await get(withPage404.base, '/en', { 'accept-encoding': 'gzip' })).toMatchObject({ encoding: 'gzip', body: '<p>en home</p>' })
    expect(await get(withPage404.base, '/en')).toMatchObject({ encoding: undefined, body: '<p>en home</p>' })
  })

  it('falls back to the single-page index.html otherwise', async () => {
    expect(await get(spa.base, '/en/privacy')).toMatchObject({ status: 200, body: '<p>spa home</p>' })
    expect(await get(spa.base, '/en/privacy/')).toMatchObject({ status: 200, body: '<p>spa home</p>' })
  })

  it('never serves files outside its folder', async () => {
    expect(await get(spa.base, '/..%2fsecret.txt')).toMatchObject({ status: 403, body: '' })
  })
})

describe('static server port', () => {
  it('says clearly when the port is taken', async () => {
    const first = await start(mkdtempSync(join(tmpdir(), 'serve-port-')))
    const port = new URL(first.base).port
    const second = spawn(process.execPath, ['scripts/serve.mjs', 'dist'], { env: { ...process.env, PORT: port } })
    let stderr = ''
    second.stderr!.on('data', (d: Buffer) => (stderr += d))
    const code = await new Promise((resolve) => second.once('exit', resolve))
    first.child.kill()
    expect(code).toBe(1)
    expect(stderr).toContain(`Port ${port} on 127.0.0.1 is already in use`)
  })
})
