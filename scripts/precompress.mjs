// Writes a gzip copy (`file.gz`) of every text file of the build, made with Zopfli: the same
// gzip format browsers read, a few percent smaller than `gzip -9`. Servers send it as is
// (nginx `gzip_static`, scripts/serve.mjs), so nothing is compressed per request.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { gzipAsync } from '@gfx/zopfli'

export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.txt', '.xml'])

/** @param {string} dir @returns {Promise<{ files: number, raw: number, gzip: number }>} */
export async function precompress(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries.filter((e) => e.isFile() && COMPRESSIBLE.has(extname(e.name))).map((e) => join(e.parentPath, e.name))
  let raw = 0
  let gzip = 0
  // A few at a time: Zopfli is CPU-bound and the machine has two cores.
  for (let i = 0; i < files.length; i += 4) {
    await Promise.all(
      files.slice(i, i + 4).map(async (file) => {
        const body = await readFile(file)
        const packed = await gzipAsync(body, { numiterations: 15 })
        await writeFile(`${file}.gz`, packed)
        raw += body.length
        gzip += packed.length
      }),
    )
  }
  return { files: files.length, raw, gzip }
}
