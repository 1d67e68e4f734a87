// The settings that still hold a stand-in, which a release refuses (README, "Configuration"): a
// default the site ships with for development, an example.com address or link, an all-zero id.
// Runs in Node only, as site-schema.ts does.
import { parseSiteEnv, SITE_ENV, type SiteEnv } from './site-schema.ts'

/** Settings whose default is a stand-in that a public release must replace. */
const PLACEHOLDER_DEFAULTS = [
  'VITE_SITE_URL',
  'VITE_SUPPORT_EMAIL',
  'VITE_LEGAL_EMAIL',
  'VITE_OPERATOR_NAME',
  'VITE_OPERATOR_ADDRESS',
  'VITE_OPERATOR_EMAIL',
  'VITE_DPO_EMAIL',
  'VITE_DPO_NAME',
  'VITE_OPERATOR_LEGAL_FORM',
  'VITE_OPERATOR_REPRESENTATIVE',
  'VITE_OPERATOR_REGISTER',
  'VITE_OPERATOR_VAT_ID',
  'VITE_OPERATOR_PHONE',
  'VITE_OPERATOR_SHARE_CAPITAL',
  'VITE_OPERATOR_RCS',
  'VITE_PUBLICATION_DIRECTOR',
  'VITE_OPERATOR_CNPJ',
  'VITE_HOST_NAME',
  'VITE_HOST_ADDRESS',
  'VITE_HOST_PHONE',
  'VITE_APP_STORE_URL',
  'VITE_APP_STORE_ID',
  'VITE_PLAY_STORE_URL',
  'VITE_INSTAGRAM_URL',
  'VITE_YOUTUBE_URL',
] as const satisfies readonly (keyof SiteEnv)[]

/**
 * The legal notice's entries an operator may not have, with how the report says to leave one out
 * (`none`): a sole trader has no register, a company outside France no RCS entry; and the French
 * notice's publication director and host, which only France's law asks (release-checks.ts refuses
 * them `none` there).
 */
const MAY_LACK = ' (or none, if you have none)'
const FRENCH_ONLY = ' (or none, if you are established outside France)'
const ENTRIES_ONE_MAY_LACK: ReadonlyMap<string, string> = new Map([
  ['VITE_OPERATOR_REGISTER', MAY_LACK],
  ['VITE_OPERATOR_VAT_ID', MAY_LACK],
  ['VITE_OPERATOR_SHARE_CAPITAL', MAY_LACK],
  ['VITE_OPERATOR_RCS', MAY_LACK],
  ['VITE_OPERATOR_CNPJ', MAY_LACK],
  ['VITE_PUBLICATION_DIRECTOR', FRENCH_ONLY],
  ['VITE_HOST_NAME', FRENCH_ONLY],
  ['VITE_HOST_ADDRESS', FRENCH_ONLY],
  ['VITE_HOST_PHONE', FRENCH_ONLY],
] satisfies Array<[keyof SiteEnv, string]>)

/**
 * A stand-in: the word "example" anywhere (the domains reserved for examples, RFC 2606, in an
 * address or a link: example.com, x.example.org, `@example.net`; the defaults' "Example Operator
 * Ltd."), and the defaults' all-zero ids.
 */
const STAND_IN = /\bexample\b|\bid0+\b|^0+$/i

const looksLikePlaceholder = (value: unknown) => typeof value === 'string' && STAND_IN.test(value)

/**
 * The settings that still hold a stand-in: a default the site ships with for development
 * (`VITE_SITE_URL`, the store ids, the profiles, the operator), an example.com address or link,
 * or an all-zero store id. `npm run build` warns with this list; `npm run build:release` stops.
 */
export function placeholderSettings(env: SiteEnv): Array<{ name: keyof SiteEnv; value: string }> {
  const defaults = parseSiteEnv({})
  return (Object.keys(SITE_ENV) as (keyof SiteEnv)[])
    .filter((name) => {
      const value = env[name]
      const isDefault = (PLACEHOLDER_DEFAULTS as readonly string[]).includes(name) && value === defaults[name]
      return isDefault || looksLikePlaceholder(value)
    })
    .map((name) => ({ name, value: String(env[name]) }))
}

/** The build's message about placeholder settings, or nothing when there are none. */
export function placeholderReport(env: SiteEnv, { release }: { release: boolean }): string | undefined {
  const found = placeholderSettings(env)
  if (found.length === 0) return undefined
  const list = found.map(({ name, value }) => `  ${name}=${JSON.stringify(value)}${ENTRIES_ONE_MAY_LACK.get(name) ?? ''}`).join('\n')
  return release
    ? `Release build stopped: ${found.length} setting${found.length === 1 ? '' : 's'} still hold${found.length === 1 ? 's' : ''} a placeholder. Set them (environment or .env.production.local; see README, "Configuration"):\n${list}`
    : `Warning: ${found.length} setting${found.length === 1 ? '' : 's'} still hold${found.length === 1 ? 's' : ''} a placeholder (fine for testing; \`npm run build:release\` refuses them):\n${list}`
}
