// Writes a gzip copy (`file.gz`) of every text file of the build, made with Zopfli (the same gzip
// format browsers read, a few percent smaller than `gzip -9`), and a brotli copy (`file.br`) at the
// highest quality. nginx sends them as they are (`gzip_static`, `brotli_static`), so nothing is
// compressed per request.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import { gzipAsync } from '@gfx/zopfli'

const brotliAsync = promisify(brotliCompress)

export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.txt', '.xml'])

/** @param {string} dir @returns {Promise<{ files: number, raw: number, gzip: number, brotli: number }>} */
export async function precompress(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries.filter((e) => e.isFile() && COMPRESSIBLE.has(extname(e.name))).map((e) => join(e.parentPath, e.name))
  let raw = 0
  let gzip = 0
  let brotli = 0
  // A few at a time: Zopfli is CPU-bound and the machine has two cores.
  for (let i = 0; i < files.length; i += 4) {
    await Promise.all(
      files.slice(i, i + 4).map(async (file) => {
        const body = await readFile(file)
        const packed = await gzipAsync(body, { numiterations: 15 })
        const squeezed = await brotliAsync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
        await writeFile(`${file}.gz`, packed)
        await writeFile(`${file}.br`, squeezed)
        raw += body.length
        gzip += packed.length
        brotli += squeezed.length
      }),
    )
  }
  return { files: files.length, raw, gzip, brotli }
}
