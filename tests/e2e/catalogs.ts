import { readFileSync } from 'node:fs'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import PO from 'pofile'
import { parseSiteEnv } from '../../src/config/site-schema'
import { LOCALES, type Locale } from '../../src/i18n/locales'

/** Translations as the visitor sees them, read from the catalogs (so tests follow translators' edits). */
const catalogs = Object.fromEntries(
  LOCALES.map((code) => {
    const po = PO.parse(readFileSync(`src/locales/${code}.po`, 'utf8'))
    return [code, new Map(po.items.map((item) => [item.msgid, item.msgstr.join('')]))]
  }),
) as Record<Locale, Map<string, string>>

/** A message in a language, with simple `{name}` placeholders filled in. */
/** The site settings the build used (same environment). */
export const siteEnv = parseSiteEnv(process.env)

export function tr(locale: Locale, source: string, values: Record<string, string> = {}): string {
  const text = catalogs[locale].get(source)
  if (text === undefined) throw new Error(`No message "${source}" in ${locale}.po`)
  const all = { appName: siteEnv.VITE_APP_NAME, ...values }
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => all[name as keyof typeof all] ?? whole)
}

/** Every compiled message id: none may ever reach the screen. */
export const MESSAGE_IDS = new Set(
  [...catalogs.en.keys()].filter(Boolean).map((msgid) => generateMessageId(msgid)),
)
