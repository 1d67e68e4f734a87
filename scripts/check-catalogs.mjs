#!/usr/bin/env node
// Guards the translation catalogs (run by `npm test`):
//   1. extraction is in sync: `lingui extract --clean` changes no catalog;
//   2. every catalog parses, and every message is translated in every language;
//   3. each translation keeps the source's placeholders, plural/select structure and markup tags.
// A failure names the file, the message and the problem. Nothing is left changed.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse as parseIcu } from '@messageformat/parser'
import PO from 'pofile'

const dir = 'src/locales'
const catalogFiles = () => readdirSync(dir).filter((f) => f.endsWith('.po')).sort()
const problems = []

// 1. Extraction changes nothing.
const before = new Map(catalogFiles().map((f) => [f, readFileSync(join(dir, f), 'utf8')]))
execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'pipe' })
for (const file of new Set([...before.keys(), ...catalogFiles()])) {
  const now = readFileSync(join(dir, file), 'utf8')
  if (now !== before.get(file)) {
    problems.push(`${dir}/${file}: out of sync with the code; run \`npm run i18n:extract\` and translate what it adds`)
    if (before.has(file)) writeFileSync(join(dir, file), before.get(file))
  }
}

/** Placeholders, ICU argument types and markup tags of a message, as a sorted signature. */
function signature(message) {
  const parts = []
  const walk = (tokens) => {
    for (const token of tokens) {
      if (token.type === 'argument') parts.push(`{${token.arg}}`)
      else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        parts.push(`{${token.arg}, ${token.type}}`)
        for (const c of token.cases) walk(c.tokens)
      } else if (token.type === 'function') parts.push(`{${token.arg}, ${token.key}}`)
    }
  }
  walk(parseIcu(message, { strict: false }))
  const tags = message.match(/<\/?\d+\/?>/g) ?? []
  return [...new Set([...parts, ...tags])].sort().join(' ')
}

// 2 and 3. Every catalog parses; every message is translated and keeps its structure.
for (const file of catalogFiles()) {
  const where = `${dir}/${file}`
  let po
  try {
    po = PO.parse(readFileSync(join(dir, file), 'utf8'))
  } catch (error) {
    problems.push(`${where}: does not parse: ${error.message}`)
    continue
  }
  for (const item of po.items) {
    const source = item.msgid
    const translation = item.msgstr.join('')
    const label = `${where}: "${source.slice(0, 70)}${source.length > 70 ? '…' : ''}"`
    if (!translation.trim()) {
      problems.push(`${label}: not translated`)
      continue
    }
    let expected
    try {
      expected = signature(source)
    } catch (error) {
      problems.push(`${label}: the source is not valid ICU: ${error.message}`)
      continue
    }
    try {
      const actual = signature(translation)
      if (actual !== expected) problems.push(`${label}: placeholders or tags differ: expected [${expected}], found [${actual}]`)
    } catch (error) {
      problems.push(`${label}: the translation is not valid ICU: ${error.message}`)
    }
  }
}

if (problems.length) {
  console.error(`Catalog check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log(`Catalogs OK: ${catalogFiles().length} languages, in sync with the code, complete and well-formed.`)
