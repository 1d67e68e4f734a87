import { describe, expect, it } from 'vitest'
import { startupChunks } from '../../scripts/compile-hints.mjs'

/** A bundle as Vite hands it to plugins: chunks with their module and static imports, and assets. */
const chunk = (imports: string[] = [], facadeModuleId: string | null = null, isEntry = false) => ({ type: 'chunk', isEntry, facadeModuleId, imports })

describe('the chunks a page runs as it starts', () => {
  it('are the entry, the routes’ page code, and what those import statically', () => {
    const bundle = {
      'assets/index.js': chunk(['assets/react.js', 'assets/router.js'], '/site/index.html', true),
      'assets/react.js': chunk(),
      'assets/router.js': chunk(['assets/shared.js']),
      'assets/shared.js': chunk(),
      'assets/home.js': chunk(['assets/store-buttons.js'], '/site/src/routes/{-$lang}/index.tsx?tsr-split=component'),
      'assets/store-buttons.js': chunk(),
      'assets/faq-section.js': chunk(['assets/section-heading.js'], '/site/src/features/home/faq-section.tsx'),
      'assets/section-heading.js': chunk(),
      'assets/email-field.js': chunk(),
      'assets/de.js': chunk([], '/site/src/locales/de.po'),
      'assets/index.css': { type: 'asset' },
    }
    expect([...startupChunks(bundle)].sort()).toEqual([
      'assets/home.js',
      'assets/index.js',
      'assets/react.js',
      'assets/router.js',
      'assets/shared.js',
      'assets/store-buttons.js',
    ])
  })

  it('leave out assets named among the imports', () => {
    const bundle = {
      'assets/index.js': chunk(['assets/index.css'], '/site/index.html', true),
      'assets/index.css': { type: 'asset' },
    }
    expect([...startupChunks(bundle)]).toEqual(['assets/index.js'])
  })
})
