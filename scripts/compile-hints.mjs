// Marks the JavaScript that runs as every page starts for eager compilation (V8's explicit compile
// hints, Chrome 136 and later): the comment `//# allFunctionsCalledOnLoad` on a file's first line
// has V8 compile all its functions while the file streams in, on a background thread. Unmarked,
// V8 compiles each function on the main thread the first time it is called, inside the tasks that
// start the site, where a phone's tap or scroll waits for it (bench/NOTES.md has the figures). Other
// browsers see only a comment. Only the start-up code is marked, which is what a page preloads: the
// entry, the routes' page code and what those import statically. Code loaded later (the parts of a
// page below its first screen, form validation, other languages' messages) stays compiled on first
// call, so nothing that may never run is compiled up front.
//
// The chunks keep the names Vite gave them: the hint is added once they are written, always the
// same way for the same code, so a name still stands for one content.

import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** A route's page code, split out of its route file by TanStack Router (`autoCodeSplitting`). */
const ROUTE_COMPONENT = /[?&]tsr-split=component\b/

/**
 * The file names of the chunks a page runs as it starts: each entry chunk, each route's page code,
 * and every chunk those import statically.
 * @param {Record<string, { type: string, isEntry?: boolean, facadeModuleId?: string | null, imports?: string[] }>} bundle
 * @returns {Set<string>}
 */
export function startupChunks(bundle) {
  const found = new Set()
  const visit = (fileName) => {
    if (found.has(fileName) || bundle[fileName]?.type !== 'chunk') return
    found.add(fileName)
    for (const next of bundle[fileName].imports ?? []) visit(next)
  }
  for (const [fileName, chunk] of Object.entries(bundle)) {
    if (chunk.type === 'chunk' && (chunk.isEntry || ROUTE_COMPONENT.test(chunk.facadeModuleId ?? ''))) visit(fileName)
  }
  return found
}

/**
 * A Vite plugin for the browser build: prepends the hint to the start-up chunks once they are
 * written. Not earlier: minification would drop the comment, and Vite's own finishing step puts
 * a line of its own at the top of some chunks, above anything added before it.
 * @returns {import('vite').Plugin}
 */
export function compileHints() {
  return {
    name: 'selah:compile-hints',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async writeBundle(options, bundle) {
      for (const fileName of startupChunks(bundle)) {
        const file = join(options.dir ?? 'dist', fileName)
        const code = await readFile(file, 'utf8')
        if (!code.startsWith(COMPILE_HINT)) await writeFile(file, COMPILE_HINT + code)
      }
    },
  }
}
