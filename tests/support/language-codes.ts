/**
 * The codes search engines and sharing platforms accept for a page's language, to check every
 * value the site emits (tests/unit/language-codes.test.ts, tests/e2e/prerender.spec.ts).
 */

/**
 * ISO 639-1, the two-letter language codes (184), as the ISO 639 code tables list them. Codes
 * withdrawn long ago (`in`, `iw`, `ji`, `jw`, `mo`, `sh`) are not in it; `bh` (Bihari languages),
 * deprecated in 2021 and still listed, is.
 */
export const ISO_639_1: readonly string[] = `
  aa ab ae af ak am an ar as av ay az
  ba be bg bh bi bm bn bo br bs
  ca ce ch co cr cs cu cv cy
  da de dv dz
  ee el en eo es et eu
  fa ff fi fj fo fr fy
  ga gd gl gn gu gv
  ha he hi ho hr ht hu hy hz
  ia id ie ig ii ik io is it iu
  ja jv
  ka kg ki kj kk kl km kn ko kr ks ku kv kw ky
  la lb lg li ln lo lt lu lv
  mg mh mi mk ml mn mr ms mt my
  na nb nd ne ng nl nn no nr nv ny
  oc oj om or os
  pa pi pl ps pt
  qu
  rm rn ro ru rw
  sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw
  ta te tg th ti tk tl tn to tr ts tt tw ty
  ug uk ur uz
  ve vi vo
  wa wo
  xh
  yi yo
  za zh zu
`
  .trim()
  .split(/\s+/)

/**
 * ISO 3166-1 alpha-2, the officially assigned two-letter country codes (249), as the ISO 3166
 * Maintenance Agency's online browsing platform lists them. Reserved codes are not in it: not
 * `UK` (the United Kingdom is `GB`), `EU`, `XK`, nor the user-assigned `AA`, `QM`–`QZ`, `XA`–`XZ`, `ZZ`.
 */
export const ISO_3166_1_ALPHA_2: readonly string[] = `
  AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ
  BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ
  CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ
  DE DJ DK DM DO DZ
  EC EE EG EH ER ES ET
  FI FJ FK FM FO FR
  GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY
  HK HM HN HR HT HU
  ID IE IL IM IN IO IQ IR IS IT
  JE JM JO JP
  KE KG KH KI KM KN KP KR KW KY KZ
  LA LB LC LI LK LR LS LT LU LV LY
  MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ
  NA NC NE NF NG NI NL NO NP NR NU NZ
  OM
  PA PE PF PG PH PK PL PM PN PR PS PT PW PY
  QA
  RE RO RS RU RW
  SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ
  TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ
  UA UG UM US UY UZ
  VA VC VE VG VI VN VU
  WF WS
  YE YT
  ZA ZM ZW
`
  .trim()
  .split(/\s+/)

const LANGUAGES = new Set(ISO_639_1)
const REGIONS = new Set(ISO_3166_1_ALPHA_2)

/**
 * Why search engines would not take `value` as an hreflang, or undefined when they would.
 * Google's rule (Search Central, "Tell Google about localized versions of your page"): `x-default`,
 * or an ISO 639-1 language optionally followed by `-` and an ISO 3166-1 alpha-2 region; `es-419`
 * (a numeric UN M.49 region) and `en-UK` (a reserved code) are ignored. Google also documents
 * language-script values (`zh-Hant`); the site has none, so they are not accepted here.
 *
 * Case: hreflang is case-insensitive (HTML compares it as a BCP 47 tag, and Google accepts `pt-br`),
 * but this check asks for the usual spelling (`pt-BR`: language lower case, region upper case, and
 * `x-default`), so the registry's value, the head, the sitemap and the picker are one exact string
 * that tests and tools can compare. `pt-br` is therefore reported, as a matter of spelling.
 */
export function hreflangProblem(value: string): string | undefined {
  if (value === 'x-default') return undefined
  const [language = '', region, ...rest] = value.split('-')
  if (rest.length > 0) return `${value}: a language and at most one region`
  if (!LANGUAGES.has(language.toLowerCase())) return `${value}: ${language} is not an ISO 639-1 language`
  if (region !== undefined && !REGIONS.has(region.toUpperCase())) return `${value}: ${region} is not an ISO 3166-1 alpha-2 region`
  const usual = region === undefined ? language.toLowerCase() : `${language.toLowerCase()}-${region.toUpperCase()}`
  if (value !== usual) return `${value}: written ${usual} everywhere on this site (the case does not matter to search engines)`
  return undefined
}

/**
 * Facebook locales this site may use for `og:locale` and `og:locale:alternate`, from Facebook's
 * list of supported locales (developers.facebook.com/docs/internationalization, "Locales and
 * Languages Supported by Facebook", and the FacebookLocales.xml it once linked). `es_LA` is one of
 * the list's two documented non-ISO umbrella locales: Spanish, as Facebook shows it outside Spain.
 * Only the handful a Selah page could name; add one here from that list before using it.
 */
export const FACEBOOK_LOCALES: ReadonlySet<string> = new Set([
  'de_DE',
  'en_GB',
  'en_US',
  'es_ES',
  'es_LA',
  'es_MX',
  'fr_CA',
  'fr_FR',
  'pt_BR',
  'pt_PT',
])
