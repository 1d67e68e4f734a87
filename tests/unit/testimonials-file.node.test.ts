import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { parseTestimonials, readTestimonials } from '../../src/config/testimonials-file'
import { CATALOG_LOCALES } from '../../src/i18n/locales'

const inEvery = (text: string) => Object.fromEntries(CATALOG_LOCALES.map((locale) => [locale, `${text} (${locale})`]))
const entry = (id: string) => ({ id, quote: inEvery(`Quote of ${id}`), author: inEvery(`Author ${id}`), role: inEvery(`Role of ${id}`) })
const check = (data: unknown) => parseTestimonials(JSON.stringify(data), 'content/testimonials.json')

describe('the testimonials file (VITE_TESTIMONIALS)', () => {
  it('takes one to six entries, each text in every catalog language, and keeps them as written', () => {
    expect(check([entry('ana')])).toEqual([entry('ana')])
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map(entry)
    expect(check(six)).toEqual(six)
    // Trimmed, as a setting is.
    expect(check([{ ...entry('ana'), author: { ...inEvery('Ana'), de: '  Ana P. ' } }])[0]?.author.de).toBe('Ana P.')
  })

  it('refuses none, or more than six, naming the setting and the file', () => {
    expect(() => check([])).toThrow(/^VITE_TESTIMONIALS="content\/testimonials\.json": .*at least one testimonial \(set VITE_TESTIMONIALS=none/)
    expect(() => check(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(entry))).toThrow(/VITE_TESTIMONIALS=.*at most 6 testimonials/)
    expect(() => check({ testimonials: [entry('ana')] })).toThrow(/VITE_TESTIMONIALS=.*the file: must be a JSON array of testimonials/)
  })

  it('names the entry, the field and the language that is missing, empty or unknown', () => {
    const { de: _, ...withoutGerman } = inEvery('Quote')
    expect(() => check([entry('ana'), { ...entry('bia'), quote: withoutGerman }])).toThrow(/entry 2, quote\.de: is missing/)
    expect(() => check([{ ...entry('ana'), role: { ...inEvery('Role'), fr: '   ' } }])).toThrow(/entry 1, role\.fr: must not be empty/)
    expect(() => check([{ ...entry('ana'), author: { ...inEvery('Ana'), it: 'Ana' } }])).toThrow(/entry 1, author: .*"it"/)
    const { role: _role, ...withoutRole } = entry('ana')
    expect(() => check([withoutRole])).toThrow(/entry 1, role: is missing/)
    // Every problem at once, one after the other.
    expect(() => check([{ ...entry('ana'), role: { ...inEvery('Role'), fr: '' } }, { ...entry('bia'), quote: withoutGerman }])).toThrow(
      /: entry 1, role\.fr: must not be empty; entry 2, quote\.de: is missing /,
    )
    // An entry that is not a testimonial at all, and where the README explains the file.
    expect(() => check([entry('ana'), 'Ana: wonderful'])).toThrow(/: entry 2: [^;]*object[^;]* \(README, "Testimonials"\)$/)
  })

  it('needs a unique id in lower-case letters, digits and hyphens', () => {
    expect(() => check([entry('ana'), entry('ana')])).toThrow(/entry 2, id: "ana" is used twice/)
    expect(() => check([entry('Ana Maria')])).toThrow(/entry 1, id: must be lower-case letters, digits and hyphens/)
    const { id: _, ...withoutId } = entry('ana')
    expect(() => check([withoutId])).toThrow(/entry 1, id: is missing/)
  })

  it('stops the build with an error, not with whatever else might be thrown', () => {
    const thrown = (() => {
      try {
        check([])
      } catch (error) {
        return error
      }
    })()
    expect(thrown).toBeInstanceOf(Error)
  })

  it('says when the file is not JSON', () => {
    expect(() => parseTestimonials('[{"id": "ana",]', 'content/testimonials.json')).toThrow(/VITE_TESTIMONIALS="content\/testimonials\.json": is not valid JSON/)
  })

  it('reads the setting: unset is the samples, none is none, else the file, from the project folder', () => {
    const root = mkdtempSync(join(tmpdir(), 'testimonials-'))
    onTestFinished(() => rmSync(root, { recursive: true, force: true }))
    writeFileSync(join(root, 'ours.json'), JSON.stringify([entry('ana')]))
    expect(readTestimonials(undefined, root)).toBeNull()
    expect(readTestimonials('none', root)).toEqual([])
    expect(readTestimonials('ours.json', root)).toEqual([entry('ana')])
    expect(() => readTestimonials('missing.json', root)).toThrow(/VITE_TESTIMONIALS="missing\.json": cannot read the file \(ENOENT\)/)
  })

  it('the example file is valid, and says it is an example in every language', () => {
    const example = readTestimonials('content/testimonials.example.json', process.cwd())
    expect(example?.length).toBeGreaterThan(0)
    for (const { quote } of example ?? []) {
      expect(quote.en).toMatch(/^Example:/)
      expect(quote.pt).toMatch(/^Exemplo:/)
    }
  })
})
