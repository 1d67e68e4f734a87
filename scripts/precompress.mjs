// Writes a gzip copy (`file.gz`) of every text file of the build, made with Zopfli (the same gzip
// format browsers read, a few percent smaller than `gzip -9`), and a brotli copy (`file.br`) at the
// highest quality. nginx sends them as they are (`gzip_static`, `brotli_static`), so nothing is
// compressed per request. A test build (`quick`) makes the same two copies in a fraction of the
// time, with zlib's gzip -9 and brotli at quality 5: the weight budget measures the release's
// Zopfli itself (`releaseGzip`).
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { gzipAsync } from '@gfx/zopfli'

const brotliAsync = promisify(brotliCompress)
const zlibGzipAsync = promisify(gzip)

export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.txt', '.xml'])

/** A file's gzip copy as a release build makes it. @param {Buffer} body @returns {Promise<Buffer>} */
export const releaseGzip = (body) => gzipAsync(body, { numiterations: 15 })

/**
 * @param {string} dir
 * @param {{ quick?: boolean }} [options] quick: a test build's copies (zlib's gzip -9, brotli quality 5)
 * @returns {Promise<{ files: number, raw: number, gzip: number, brotli: number }>}
 */
export async function precompress(dir, { quick = false } = {}) {
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
        const packed = quick ? await zlibGzipAsync(body, { level: 9 }) : await releaseGzip(body)
        const squeezed = await brotliAsync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: quick ? 5 : 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
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
