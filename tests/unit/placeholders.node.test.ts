import { describe, expect, it } from 'vitest'
import { placeholderReport, placeholderSettings } from '../../src/config/placeholders'
import { releaseReport } from '../../src/config/release-checks'
import { parseSiteEnv } from '../../src/config/site-schema'
import { LEGAL_FACTS_DECIDED } from './release-decided'

/** Every setting a release needs, filled with real-looking values. */
const REAL = {
  VITE_SITE_URL: 'https://www.selah.app',
  VITE_SUPPORT_EMAIL: 'help@selah.app',
  VITE_LEGAL_EMAIL: 'legal@selah.app',
  VITE_OPERATOR_NAME: 'Selah Ministries Ltda.',
  VITE_OPERATOR_ADDRESS: 'Rua Augusta 100, 01305-000 São Paulo SP, Brasil',
  VITE_OPERATOR_EMAIL: 'hello@selah.app',
  VITE_DPO_EMAIL: 'privacy@selah.app',
  VITE_DPO_NAME: 'Maria Souza',
  VITE_OPERATOR_LEGAL_FORM: 'Sociedade limitada (Ltda.)',
  VITE_OPERATOR_REPRESENTATIVE: 'João Silva, sócio-administrador',
  VITE_OPERATOR_REGISTER: 'JUCESP, NIRE 35.2.1234567-8',
  VITE_OPERATOR_VAT_ID: 'none',
  VITE_OPERATOR_PHONE: '+55 11 3456-7890',
  VITE_OPERATOR_SHARE_CAPITAL: 'R$ 100.000,00',
  VITE_OPERATOR_RCS: 'none',
  VITE_PUBLICATION_DIRECTOR: 'João Silva',
  VITE_OPERATOR_CNPJ: '11.222.333/0001-81',
  VITE_HOST_NAME: 'Hetzner Online GmbH',
  VITE_HOST_ADDRESS: 'Industriestr. 25, 91710 Gunzenhausen, Germany',
  VITE_HOST_PHONE: '+49 9831 505-0',
  VITE_APP_STORE_URL: 'https://apps.apple.com/app/id1234567890',
  VITE_APP_STORE_ID: '1234567890',
  VITE_PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=app.selah',
  // The handles a real Selah may well have.
  VITE_INSTAGRAM_URL: 'https://www.instagram.com/selah.app',
  VITE_YOUTUBE_URL: 'https://www.youtube.com/@selah.app',
}

describe('a fully filled release (npm run build:release)', () => {
  // What the operator decides beyond the placeholders: real figures or none, real testimonials or none, the app's facts checked, the newsletter, the mediator, where data goes.
  const DECIDED = {
    VITE_APP_FACTS_CONFIRMED: 'yes',
    VITE_STAT_ACTIVE_USERS: '12000',
    VITE_STAT_DAILY_VERSES: 'none',
    VITE_STAT_RATING: '4.8',
    VITE_STAT_PRAYERS_SHARED: '3000',
    VITE_STAT_SUBSCRIBERS: 'none',
    VITE_STATS_AS_OF: '2026-10',
    VITE_TESTIMONIALS: 'none',
    VITE_NEWSLETTER_URL: 'none',
    VITE_MEDIATOR_NAME: 'CM2C',
    VITE_MEDIATOR_URL: 'https://www.cm2c.net',
    VITE_DATA_COUNTRIES: 'BR,DE,US',
    VITE_DPO_GENDER: 'female',
    ...LEGAL_FACTS_DECIDED,
  }

  it('builds once every placeholder is filled and every claim decided', () => {
    const raw = { ...REAL, ...DECIDED }
    expect(placeholderReport(parseSiteEnv(raw), { release: true })).toBeUndefined()
    expect(releaseReport(raw, parseSiteEnv(raw), { release: true })).toBeUndefined()
  })

  it('with every placeholder filled, still refuses the samples, the undecided newsletter, the missing mediator and the sample countries, naming each', () => {
    expect(placeholderReport(parseSiteEnv(REAL), { release: true })).toBeUndefined()
    const report = releaseReport(REAL, parseSiteEnv(REAL), { release: true }) ?? ''
    for (const name of ['VITE_STAT_ACTIVE_USERS', 'VITE_STAT_DAILY_VERSES', 'VITE_STAT_RATING', 'VITE_STAT_PRAYERS_SHARED', 'VITE_STAT_SUBSCRIBERS', 'VITE_TESTIMONIALS', 'VITE_APP_FACTS_CONFIRMED', 'VITE_NEWSLETTER_URL', 'VITE_MEDIATOR_NAME', 'VITE_MEDIATOR_URL', 'VITE_PRIVACY_UPDATED', 'VITE_TERMS_UPDATED', 'VITE_CONSUMER_ARBITRATION', 'VITE_OPERATOR_COUNTRY', 'VITE_GOVERNING_LAW', 'VITE_LOG_RETENTION_DAYS', 'VITE_DATA_COUNTRIES', 'VITE_UK_REPRESENTATIVE', 'VITE_SWISS_REPRESENTATIVE']) {
      expect(report, name).toContain(`  ${name}: `)
    }
  })
})

describe('placeholder settings (npm run build warns, npm run build:release stops)', () => {
  it('lists every stand-in of the defaults: site URL, addresses, operator and legal notice, store ids and links, profiles', () => {
    expect(placeholderSettings(parseSiteEnv({})).map((s) => s.name).sort()).toEqual(Object.keys(REAL).sort())
  })

  it('lists nothing once every setting is real; `none` and no newsletter endpoint are real choices, not placeholders', () => {
    expect(placeholderSettings(parseSiteEnv(REAL))).toEqual([])
    expect(placeholderSettings(parseSiteEnv({ ...REAL, VITE_NEWSLETTER_URL: 'https://lists.selah.app/subscribe' }))).toEqual([])
    expect(placeholderReport(parseSiteEnv(REAL), { release: true })).toBeUndefined()
  })

  it('catches an example address or link, and a zero store id, even when not the default', () => {
    const env = parseSiteEnv({
      ...REAL,
      VITE_DPO_EMAIL: 'dpo@example.org',
      VITE_YOUTUBE_URL: 'https://youtube.example.com/@x',
      VITE_APP_STORE_ID: '000000',
      VITE_NEWSLETTER_URL: 'https://newsletter.example.net/subscribe',
    })
    expect(placeholderSettings(env)).toEqual([
      { name: 'VITE_DPO_EMAIL', value: 'dpo@example.org' },
      { name: 'VITE_APP_STORE_ID', value: '000000' },
      { name: 'VITE_YOUTUBE_URL', value: 'https://youtube.example.com/@x' },
      { name: 'VITE_NEWSLETTER_URL', value: 'https://newsletter.example.net/subscribe' },
    ])
  })

  it('words the report as a warning, or as the reason a release stops, naming each setting', () => {
    const env = parseSiteEnv({ ...REAL, VITE_SITE_URL: undefined, VITE_OPERATOR_NAME: undefined })
    expect(placeholderReport(env, { release: false })).toMatch(/^Warning: 2 settings still hold a placeholder[\s\S]*VITE_SITE_URL="https:\/\/selah\.example\.com"\n  VITE_OPERATOR_NAME=/)
    expect(placeholderReport(env, { release: true })).toMatch(/^Release build stopped: 2 settings still hold a placeholder/)
    // An operator may have no such entry (no VAT id, no RCS entry): the report says how to leave it out.
    const notice = placeholderReport(parseSiteEnv({ ...REAL, VITE_OPERATOR_RCS: undefined, VITE_OPERATOR_NAME: undefined }), { release: true }) ?? ''
    expect(notice).toContain('\n  VITE_OPERATOR_RCS="RCS Example 000 000 000" (or none, if you have none)')
    const director = placeholderReport(parseSiteEnv({ ...REAL, VITE_PUBLICATION_DIRECTOR: undefined }), { release: true }) ?? ''
    expect(director, 'only France asks for one').toContain('\n  VITE_PUBLICATION_DIRECTOR="Example Publication Director" (or none, if you are established outside France)')
    expect(notice).toMatch(/\n {2}VITE_OPERATOR_NAME="Example Operator Ltd\."$/m)
    const one = parseSiteEnv({ ...REAL, VITE_OPERATOR_NAME: undefined })
    expect(placeholderReport(one, { release: false })).toMatch(/^Warning: 1 setting still holds a placeholder/)
    expect(placeholderReport(one, { release: true })).toMatch(/^Release build stopped: 1 setting still holds a placeholder/)
  })
})
