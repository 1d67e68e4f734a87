// A `#` in an unquoted env value starts a comment (src/config/env-file-comments.ts): the build names
// each value it cut short, and leaves alone the template's own comments after a filled-in value.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadEnv } from 'vite'
import { describe, expect, it } from 'vitest'
import { cutValues, cutValuesReport, templateComments } from '../../src/config/env-file-comments'

const TEMPLATE = readFileSync('.env.production.local.example', 'utf8')
const template = templateComments(TEMPLATE)

/** What Vite reads of an `.env.production.local` with these lines. */
function viteReads(text: string): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'env-comments-'))
  try {
    writeFileSync(join(dir, '.env.production.local'), text)
    return loadEnv('production', dir, 'VITE_')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const COLOMBIAN = 'VITE_OPERATOR_ADDRESS=Carrera 7 # 71-21, Torre B, Bogotá D.C., Colombia\n'

describe('values a "#" cuts short', () => {
  it('a Colombian address, unquoted, reads as its street alone, and the build names it with what it lost', () => {
    expect(viteReads(COLOMBIAN).VITE_OPERATOR_ADDRESS).toBe('Carrera 7')
    expect(cutValues('.env.production.local', COLOMBIAN, template)).toEqual([{ file: '.env.production.local', name: 'VITE_OPERATOR_ADDRESS', kept: 'Carrera 7', dropped: '71-21, Torre B, Bogotá D.C., Colombia' }])
  })

  it('quoted, it keeps its "#", and nothing is named', () => {
    for (const quote of ['"', "'"]) {
      const line = `VITE_OPERATOR_ADDRESS=${quote}Carrera 7 # 71-21, Bogotá${quote}   # one line\n`
      expect(viteReads(line).VITE_OPERATOR_ADDRESS, quote).toBe('Carrera 7 # 71-21, Bogotá')
      expect(cutValues('.env', line, template), quote).toEqual([])
    }
  })

  it('the template filled in on its own lines, its comments kept, loses nothing', () => {
    const filled = TEMPLATE.replace(/^(VITE_\w+)=(\s+)#/gm, '$1=a value$2#')
    expect(filled).not.toBe(TEMPLATE)
    expect(viteReads(filled).VITE_OPERATOR_ADDRESS).toBe('a value')
    expect(cutValues('.env.production.local', filled, template)).toEqual([])
    expect(template.get('VITE_OPERATOR_ADDRESS')).toMatch(/^one line: Rua Augusta 100, 01305-000 São Paulo SP, Brasil; in double quotes if it has a #/)
  })

  it('a comment of its own after a value is named (its value may be cut); a setting with no value, or a line that is all comment, is not', () => {
    expect(cutValues('.env', 'VITE_OPERATOR_PHONE=+57 601 742 5588 # reception\n', template).map(({ name, kept }) => [name, kept])).toEqual([['VITE_OPERATOR_PHONE', '+57 601 742 5588']])
    expect(cutValues('.env', 'VITE_OPERATOR_NAME=   # ask Ana\n# VITE_OPERATOR_ADDRESS=Carrera 7 # 71-21\nVITE_OPERATOR_EMAIL=contacto@selah.app\n', template)).toEqual([])
  })

  it('a release stops on one, naming the file, the setting, what it reads and the fix; other builds warn', () => {
    const cuts = cutValues('.env.production.local', COLOMBIAN, template)
    const release = cutValuesReport(cuts, { release: true })!
    expect(release).toMatch(/^Release build stopped: a value stops at a "#"/)
    expect(release).toContain('.env.production.local: VITE_OPERATOR_ADDRESS reads "Carrera 7", without "#71-21, Torre B, Bogotá D.C., Colombia"')
    expect(release).toContain('Put the whole value in double quotes')
    expect(cutValuesReport(cuts, { release: false })).toMatch(/^Warning: a value stops at a "#" \(`npm run build:release` refuses it\)/)
    expect(cutValuesReport([], { release: true })).toBeUndefined()
  })

  it('two are counted and listed one per line', () => {
    const cuts = cutValues('.env', `${COLOMBIAN}VITE_HOST_ADDRESS=Calle 100 #19-61, Bogotá\n`, template)
    expect(cutValuesReport(cuts, { release: true })).toMatch(/^Release build stopped: 2 values stop at a "#"/)
    const warning = cutValuesReport(cuts, { release: false })!
    expect(warning).toMatch(/^Warning: 2 values stop at a "#" \(`npm run build:release` refuses them\)/)
    expect(warning.split('\n').slice(-2)).toEqual(['  .env: VITE_OPERATOR_ADDRESS reads "Carrera 7", without "#71-21, Torre B, Bogotá D.C., Colombia"', '  .env: VITE_HOST_ADDRESS reads "Calle 100", without "#19-61, Bogotá"'])
  })
})
