#!/usr/bin/env node
// A small static server that behaves like a real host, for end-to-end tests, the benchmark and
// looking at the production build: the exact file, then dir/index.html, then the nearest 404.html
// (`/en/nope` → en/404.html, else the root 404.html) with status 404, else the single-page
// fallback (index.html). Text is sent gzip-compressed when the browser accepts it: the build's
// precompressed `file.gz` when there is one (as nginx's gzip_static does), else compressed here.
// Usage: node scripts/serve.mjs [dir]   (PORT, default 4319, 0 for any free port; HOST, default 127.0.0.1)
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { dirname, extname, join, normalize, resolve, sep } from 'node:path'
import { createGzip } from 'node:zlib'

const root = resolve(process.argv[2] ?? 'dist')
const port = Number(process.env.PORT ?? 4319)
const host = process.env.HOST ?? '127.0.0.1'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
}

async function isFile(path) {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

/** Resolves a URL path to [file, status], never leaving the root. */
async function resolveRequest(rootDir, urlPath) {
  let pathname
  try {
    pathname = decodeURIComponent(new URL(urlPath, 'http://x').pathname)
  } catch {
    return [null, 400]
  }
  const target = normalize(join(rootDir, pathname))
  if (target !== rootDir && !target.startsWith(rootDir + sep)) return [null, 403]
  if (await isFile(target)) return [target, 200]
  if (await isFile(join(target, 'index.html'))) return [join(target, 'index.html'), 200]
  // The missing page in the language of its folder: the nearest 404.html up to the root.
  for (let dir = dirname(target); dir.startsWith(rootDir); dir = dirname(dir)) {
    if (await isFile(join(dir, '404.html'))) return [join(dir, '404.html'), 404]
    if (dir === rootDir) break
  }
  return [join(rootDir, 'index.html'), 200]
}

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.txt', '.xml'])

/** How to send a text file to a browser that accepts gzip: its precompressed copy, else compressed now. */
async function encodingFor(req, file) {
  if (!COMPRESSIBLE.has(extname(file)) || !/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return null
  return (await isFile(`${file}.gz`)) ? 'precompressed' : 'gzip'
}

const server = createServer(async (req, res) => {
  const [file, status] = await resolveRequest(root, req.url ?? '/')
  if (!file) {
    res.writeHead(status).end()
    return
  }
  const type = TYPES[extname(file)] ?? 'application/octet-stream'
  const immutable = file.includes(`${sep}assets${sep}`)
  const encoding = await encodingFor(req, file)
  res.writeHead(status, {
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': 'gzip' } : {}),
  })
  if (req.method === 'HEAD') res.end()
  else if (encoding === 'precompressed') createReadStream(`${file}.gz`).pipe(res)
  else if (encoding === 'gzip') createReadStream(file).pipe(createGzip({ level: 9 })).pipe(res)
  else createReadStream(file).pipe(res)
})

server.on('error', (error) => {
  if (error.code === 'EADDRINUSE') {
    console.error(`Port ${port} on ${host} is already in use. Set PORT to a free port, e.g. PORT=4400 npm run serve.`)
  } else {
    console.error(error)
  }
  process.exit(1)
})

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${server.address().port}/`)
})
