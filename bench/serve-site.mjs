#!/usr/bin/env node
// The benches' server (bench/playwright.config.ts starts it): scripts/nginx.mjs on a throwaway copy
// of the build with, beside each page, the same page without its scripts (`/en-scriptless` beside
// `/en`, `/index-scriptless` beside `/`): what that page would paint as plain HTML (issue 32; the
// visitor bench says which pages it compares). A copy, so that a stopped bench never leaves a stray
// page in the build; of the same folder name, so that nginx takes the same generated snippet
// (deploy/<name>.nginx.conf).
// Usage: node bench/serve-site.mjs [dir]   (PORT as scripts/nginx.mjs)
import { spawn } from 'node:child_process'
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

/**
 * The page without what runs: every `<script>` but JSON data blocks (part of the page), and every
 * `<link rel="modulepreload">`. What a plain HTML page with this content and styles paints.
 * @param {string} html
 */
function withoutScripts(html) {
  const runs = (attributes) => !/\stype="(application\/json|application\/ld\+json)"/.test(attributes)
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/g, (tag, attributes) => (runs(attributes) ? '' : tag))
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
}

const dir = resolve(process.argv[2] ?? 'dist')
if (!existsSync(join(dir, 'index.html'))) {
  console.error(`${dir} has no build: run npm run build first.`)
  process.exit(1)
}
// One folder per port, emptied first: a bench killed outright leaves it for the next start to clear.
const work = join(tmpdir(), `selah-bench-site-${process.env.PORT ?? 'default'}`)
rmSync(work, { recursive: true, force: true })
const served = join(work, basename(dir))
cpSync(dir, served, { recursive: true })
const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
for (const file of pages) {
  const html = withoutScripts(readFileSync(join(dir, file), 'utf8'))
  if (/<script(?![^>]*application\/(ld\+)?json)/.test(html)) throw new Error(`${file}: a script is left in its scriptless copy`)
  const target = join(served, file.replace(/\.html$/, '-scriptless.html'))
  writeFileSync(target, html)
  // Compressed as the build compresses its pages, so the copy travels as the page does.
  if (existsSync(join(dir, `${file}.gz`))) writeFileSync(`${target}.gz`, gzipSync(html, { level: 9 }))
  if (existsSync(join(dir, `${file}.br`))) writeFileSync(`${target}.br`, brotliCompressSync(html))
}

const nginx = spawn(process.execPath, ['scripts/nginx.mjs', served], { stdio: 'inherit' })
const stop = () => nginx.kill('SIGTERM')
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
nginx.once('exit', (code) => {
  rmSync(work, { recursive: true, force: true })
  process.exit(code ?? 1)
})
