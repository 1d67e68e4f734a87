// Leaves out of the compiled catalogs the messages that only an optional feature's code writes, in a
// build without that feature (vite.config.ts): its code is dropped by the bundler, and its words
// should not ride along in every language's catalog and in the pages' HTML. The catalogs a
// translator edits keep them (src/locales/*.po); only what the build compiles from them changes.
import { relative } from 'node:path'
import { getConfig } from '@lingui/conf'
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api'

/**
 * Files only a build that counts visits uses (VITE_ANALYTICS_URL; README, "Measuring"): a build
 * without it leaves their messages out of the compiled catalogs, as the bundler leaves out their code.
 */
export const ANALYTICS_SOURCES = ['src/features/legal/privacy-analytics']

/**
 * The ids of the messages whose every use is in a source file starting with one of `sources`
 * (paths from the project root, as the catalogs' `#:` references write them).
 * @param {Record<string, { origin?: Array<[string, number | null]> }>} messages the source catalog
 * @param {readonly string[]} sources
 */
export function messagesOnlyIn(messages, sources) {
  return Object.entries(messages)
    .filter(([, message]) => {
      const files = (message.origin ?? []).map(([file]) => file)
      return files.length > 0 && files.every((file) => sources.some((source) => file.startsWith(source)))
    })
    .map(([id]) => id)
}

/**
 * A Vite plugin, after Lingui's: compiles each `.po` catalog again without the messages only
 * `sources` write, in the same form Lingui's plugin does (so a build without them is what it was
 * before they existed). Nothing to leave out, nothing changes.
 * @param {readonly string[]} sources
 * @returns {import('vite').Plugin}
 */
export function withoutMessagesOf(sources) {
  const config = getConfig({ cwd: process.cwd() })
  /** @type {Promise<Set<string>> | undefined} */
  let leftOut
  return {
    name: 'without-messages-of',
    enforce: 'post',
    async transform(_code, id) {
      if (sources.length === 0 || !/\.po$/.test(id)) return undefined
      const catalogs = await getCatalogs(config)
      const file = getCatalogForFile(relative(config.rootDir, id), catalogs)
      if (!file) return undefined
      leftOut ??= file.catalog.read(config.sourceLocale).then((messages) => new Set(messagesOnlyIn(messages ?? {}, sources)))
      const ids = await leftOut
      const { messages } = await file.catalog.getTranslations(file.locale, { fallbackLocales: config.fallbackLocales, sourceLocale: config.sourceLocale })
      const kept = Object.fromEntries(Object.entries(messages).filter(([messageId]) => !ids.has(messageId)))
      const { source } = createCompiledCatalog(file.locale, kept, { namespace: 'es', pseudoLocale: config.pseudoLocale })
      return { code: source, map: null, moduleType: 'js' }
    },
  }
}
