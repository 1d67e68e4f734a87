// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CATALOG_AREAS } from '../../src/i18n/catalog-areas'

/**
 * A page's HTML carries only the shared messages and those of its own area (src/i18n/catalog-areas.ts),
 * and a message's area is the folder of the file that writes it. So a message written in one area
 * must never show on another area's page: area folders import nothing from another area, and
 * shared code imports nothing from any area. Routes and the two entries compose them.
 */
const ROOT = resolve(__dirname, '../..')
const COMPOSERS = [/^src\/routes\//, /^src\/entry-(client|server)\.tsx$/, /^src\/routeTree\.gen\.ts$/]

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`
    return statSync(join(ROOT, path)).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : []
  })
}

const areaOf = (file: string) => Object.entries(CATALOG_AREAS).find(([, area]) => file.startsWith(area.folder))?.[0]

describe('catalog areas in the code', () => {
  it('keep each area’s files to themselves: no area imports another, no shared file imports an area', () => {
    const crossings: string[] = []
    for (const file of sourceFiles('src')) {
      if (COMPOSERS.some((pattern) => pattern.test(file))) continue
      const from = areaOf(file)
      for (const [, specifier] of readFileSync(join(ROOT, file), 'utf8').matchAll(/from '(\.[^']+)'/g)) {
        const target = relative(ROOT, resolve(ROOT, dirname(file), specifier!))
        const to = areaOf(`${target}/`) ?? areaOf(target)
        if (to && to !== from) crossings.push(`${file} → ${target}`)
      }
    }
    expect(crossings).toEqual([])
  })
})
