// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { catalogAreasOfFile } from '../../src/i18n/catalog-areas'

/**
 * A page's HTML carries only the shared messages and those of its own area (src/i18n/catalog-areas.ts),
 * and a message's areas are those whose folders hold the files that write it. So a message written
 * for some areas must never show on another area's page: code imports only from folders that serve
 * every area it serves (the legal and support pages may use the mail panel, which serves both; the
 * panel may use neither), and shared code imports nothing from any area. Routes and the two entries
 * compose them.
 */
const ROOT = resolve(__dirname, '../..')
const COMPOSERS = [/^src\/routes\//, /^src\/entry-(client|server)\.tsx$/, /^src\/routeTree\.gen\.ts$/]

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`
    return statSync(join(ROOT, path)).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : []
  })
}

describe('catalog areas in the code', () => {
  it('keep each area’s files to the pages that carry their messages', () => {
    const crossings: string[] = []
    for (const file of sourceFiles('src')) {
      if (COMPOSERS.some((pattern) => pattern.test(file))) continue
      const from = catalogAreasOfFile(file)
      for (const [, specifier] of readFileSync(join(ROOT, file), 'utf8').matchAll(/from '(\.[^']+)'/g)) {
        const target = relative(ROOT, resolve(ROOT, dirname(file), specifier!))
        // A folder's index as well as a file: `src/features/mail` lies in `src/features/mail/`.
        const to = catalogAreasOfFile(`${target}/`)
        const allowed = to.length === 0 || (from.length > 0 && from.every((area) => to.includes(area)))
        if (!allowed) crossings.push(`${file} → ${target}`)
      }
    }
    expect(crossings).toEqual([])
  })
})
