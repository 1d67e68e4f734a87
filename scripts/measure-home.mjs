#!/usr/bin/env node
// `npm run size`: what the home page of the production build loads, per file, raw and gzip.
// Serves dist/ with scripts/serve.mjs, opens each language's home page in the system Chromium
// (CHROMIUM_PATH, else `chromium` on the PATH) and prints what it measured. Run `npm run build` first.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { findChromium } from './find-chromium.mjs'

const port = Number(process.env.SIZE_PORT ?? 4329)
const base = `http://127.0.0.1:${port}`
const executablePath = findChromium()

const server = spawn(process.execPath, ['scripts/serve.mjs', 'dist'], {
  env: { ...process.env, PORT: String(port) },
  stdio: ['ignore', 'pipe', 'inherit'],
})
await new Promise((resolve, reject) => {
  server.stdout.once('data', resolve)
  server.once('exit', (code) => reject(new Error(`server exited (${code})`)))
})

const kb = (bytes) => (bytes / 1024).toFixed(1)
let browser
try {
  browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
  for (const path of ['/', '/en', '/de']) {
    const page = await browser.newPage()
    const files = new Set()
    page.on('requestfinished', (request) => files.add(new URL(request.url()).pathname))
    await page.goto(base + path, { waitUntil: 'networkidle' })
    await page.close()
    const rows = [...files].map((file) => {
      const body = readFileSync(join('dist', file.endsWith('/') || !file.includes('.') ? 'index.html' : file))
      return { file: file.includes('.') ? file : `${file} (index.html)`, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }
    })
    const total = rows.reduce((sum, r) => ({ raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip }), { raw: 0, gzip: 0 })
    console.log(`\nHome page ${path}: ${rows.length} files, ${kb(total.raw)} KiB raw, ${kb(total.gzip)} KiB gzip`)
    console.table(rows.map((r) => ({ file: r.file, 'raw KiB': kb(r.raw), 'gzip KiB': kb(r.gzip) })))
  }
} finally {
  await browser?.close()
  server.kill()
}
