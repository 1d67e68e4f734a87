import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { CATALOG_LOCALES, SOURCE_LOCALE } from './src/i18n/locales'

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...CATALOG_LOCALES],
  // Catalogs a translator edits: src/locales/<code>.po (see README "For translators").
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
})
