// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { startupChunks } from '../../scripts/compile-hints.mjs'

/** A bundle as Vite hands it to plugins: chunks with their imports, and assets. */
const chunk = (imports: string[] = [], dynamicImports: string[] = [], isEntry = false) => ({ type: 'chunk', isEntry, imports, dynamicImports })

describe('the chunks a page runs as it starts', () => {
  it('are the entry, what it imports either way, and what those import statically', () => {
    const bundle = {
      'assets/index.js': chunk([], ['assets/react.js', 'assets/start-client.js'], true),
      'assets/react.js': chunk(['assets/index.js']),
      'assets/start-client.js': chunk(['assets/react.js', 'assets/router.js'], ['assets/route-home.js', 'assets/de.js']),
      'assets/router.js': chunk(['assets/shared.js']),
      'assets/shared.js': chunk(),
      'assets/route-home.js': chunk(['assets/email-field.js']),
      'assets/email-field.js': chunk(),
      'assets/de.js': chunk(),
      'assets/index.css': { type: 'asset' },
    }
    expect([...startupChunks(bundle)].sort()).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/router.js',
      'assets/shared.js',
      'assets/start-client.js',
    ])
  })

  it('leave out code reached only through a later import(), and assets', () => {
    const bundle = {
      'assets/index.js': chunk(['assets/index.css'], ['assets/app.js'], true),
      'assets/app.js': chunk([], ['assets/later.js']),
      'assets/later.js': chunk(['assets/app.js']),
      'assets/index.css': { type: 'asset' },
    }
    expect([...startupChunks(bundle)].sort()).toEqual(['assets/app.js', 'assets/index.js'])
  })
})
