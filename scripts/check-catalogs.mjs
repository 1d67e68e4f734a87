#!/usr/bin/env node
// Guards the translation catalogs (run by `npm test`). It fails, naming the file, the message and
// the problem, when:
//   - extraction is out of sync (`lingui extract --clean` would change a catalog);
//   - a catalog does not parse;
//   - a message has no comment for translators, or a placeholder without a name ({0});
//   - a translation is empty, or identical to the English without the `# same-as-source` mark;
//   - a translation's placeholders, markup tags or plural/select structure differ from the source,
//     or its plural branches are not the language's (CLDR) categories, or lack `other`;
//   - a translation breaks a length limit its comment states ("under 60 characters");
//   - a translation has a non-breaking hyphen, or quotation marks of another language's style.
// It leaves every file as it found it.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CATALOG_DIR, catalogFiles, catalogProblems, readCatalog } from './catalogs.mjs'

const problems = []

// 1. Extraction changes nothing.
const before = new Map(catalogFiles().map((f) => [f, readFileSync(join(CATALOG_DIR, f), 'utf8')]))
// In this process, not in Lingui's worker threads: `npm test` runs this check in the background, and
// a worker starved of CPU there for 10 s failed the run (and on 2 cores one worker is no faster).
execFileSync('npx', ['lingui', 'extract', '--clean', '--workers', '1'], { stdio: 'pipe' })
for (const file of new Set([...before.keys(), ...catalogFiles()])) {
  const now = readFileSync(join(CATALOG_DIR, file), 'utf8')
  if (now !== before.get(file)) {
    problems.push(`${CATALOG_DIR}/${file}: out of sync with the code; run \`npm run i18n:extract\` and translate what it adds`)
    if (before.has(file)) writeFileSync(join(CATALOG_DIR, file), before.get(file))
  }
}

for (const file of catalogFiles()) {
  try {
    problems.push(...catalogProblems(readCatalog(file), { appName: process.env.VITE_APP_NAME || 'Selah' }))
  } catch (error) {
    problems.push(error.message)
  }
}

if (problems.length) {
  console.error(`Catalog check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log(`Catalogs OK: ${catalogFiles().length} languages, in sync with the code, complete and well-formed.`)
