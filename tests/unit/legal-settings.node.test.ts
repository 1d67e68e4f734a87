import { describe, expect, it } from 'vitest'
import { parseSiteEnv } from '../../src/config/site-schema'

describe('the legal settings', () => {
  it('default to 184 days of logs, an officer titled in the unmarked form, no representative and no arbitration', () => {
    expect(parseSiteEnv({})).toMatchObject({ VITE_LOG_RETENTION_DAYS: 184, VITE_DPO_GENDER: 'other', VITE_CONSUMER_ARBITRATION: 'no' })
    expect(parseSiteEnv({}).VITE_EU_REPRESENTATIVE).toBeUndefined()
  })

  it('stop the build on a bad value or an incomplete pair, naming the variable', () => {
    expect(() => parseSiteEnv({ VITE_DPO_GENDER: 'woman' })).toThrow(/VITE_DPO_GENDER="woman": must be female, male, or other: the masculine form/)
    expect(parseSiteEnv({ VITE_DPO_GENDER: 'male' }).VITE_DPO_GENDER, 'a man’s title: the masculine form').toBe('other')
    expect(parseSiteEnv({ VITE_DPO_GENDER: 'female' }).VITE_DPO_GENDER).toBe('female')
    expect(() => parseSiteEnv({ VITE_LOG_RETENTION_DAYS: '90' })).toThrow(/VITE_LOG_RETENTION_DAYS="90": must be at least 184/)
    expect(() => parseSiteEnv({ VITE_LOG_RETENTION_DAYS: '180' })).toThrow(/VITE_LOG_RETENTION_DAYS="180": must be at least 184/)
    expect(parseSiteEnv({ VITE_LOG_RETENTION_DAYS: '184' }).VITE_LOG_RETENTION_DAYS).toBe(184)
    expect(() => parseSiteEnv({ VITE_MEDIATOR_NAME: 'CM2C' })).toThrow(/VITE_MEDIATOR_NAME="CM2C": is set, but VITE_MEDIATOR_URL is not/)
    expect(() => parseSiteEnv({ VITE_MEDIATOR_NAME: 'CM2C', VITE_MEDIATOR_URL: 'http://cm2c.net' })).toThrow(/VITE_MEDIATOR_URL/)
    expect(() => parseSiteEnv({ VITE_CONSUMER_ARBITRATION: 'yes' })).toThrow(/VITE_ARBITRATION_BOARD=undefined[\s\S]*VITE_ARBITRATION_BOARD_URL=undefined/)
    expect(() => parseSiteEnv({ VITE_ARBITRATION_BOARD: 'Universalschlichtungsstelle' })).toThrow(/VITE_ARBITRATION_BOARD="Universalschlichtungsstelle": is set, but VITE_CONSUMER_ARBITRATION is not yes/)
    expect(() => parseSiteEnv({ VITE_MEDIATOR_URL: 'https://www.cm2c.net' })).toThrow(/VITE_MEDIATOR_URL="https:\/\/www.cm2c.net": is set, but VITE_MEDIATOR_NAME is not/)
    expect(() => parseSiteEnv({ VITE_CODE_OF_CONDUCT: 'Código Ético de Confianza Online' })).toThrow(/VITE_CODE_OF_CONDUCT="Código Ético de Confianza Online": is set, but VITE_CODE_OF_CONDUCT_URL is not/)
    // Its website alone: the message names the one given and the one missing, that way round.
    expect(() => parseSiteEnv({ VITE_CODE_OF_CONDUCT_URL: 'https://www.confianzaonline.es/codigo-etico/' })).toThrow(/VITE_CODE_OF_CONDUCT_URL="https:\/\/www\.confianzaonline\.es\/codigo-etico\/": is set, but VITE_CODE_OF_CONDUCT is not/)
    expect(() => parseSiteEnv({ VITE_CODE_OF_CONDUCT: 'Código Ético', VITE_CODE_OF_CONDUCT_URL: 'http://www.confianzaonline.es' })).toThrow(/VITE_CODE_OF_CONDUCT_URL/)
    expect(() => parseSiteEnv({ VITE_EU_REPRESENTATIVE_EMAIL: 'selah@eu-rep.de' })).toThrow(/VITE_EU_REPRESENTATIVE_EMAIL="selah@eu-rep.de": is set, but VITE_EU_REPRESENTATIVE is not/)
    expect(() => parseSiteEnv({ VITE_EU_REPRESENTATIVE: 'EU-Rep GmbH, Berlin', VITE_EU_REPRESENTATIVE_PHONE: '030 1234567' })).toThrow(/VITE_EU_REPRESENTATIVE_PHONE="030 1234567": must be an international number starting with \+, such as \+49 30 1234567$/)
    expect(() => parseSiteEnv({ VITE_NEWSLETTER_URL: 'nothing' })).toThrow(/VITE_NEWSLETTER_URL="nothing": must be an https address, or none/)
    expect(() => parseSiteEnv({ VITE_STAT_RATING: 'great' })).toThrow(/VITE_STAT_RATING/)
  })

  it('take the countries where data is processed as ISO codes, each once, and refuse anything else, naming it', () => {
    expect(parseSiteEnv({}).VITE_DATA_COUNTRIES).toEqual(['US'])
    expect(parseSiteEnv({ VITE_DATA_COUNTRIES: ' br, US ,de,br ' }).VITE_DATA_COUNTRIES).toEqual(['BR', 'US', 'DE'])
    // A country written in either case is named once.
    expect(parseSiteEnv({ VITE_DATA_COUNTRIES: 'br,BR' }).VITE_DATA_COUNTRIES).toEqual(['BR'])
    expect(() => parseSiteEnv({ VITE_DATA_COUNTRIES: 'BR,USA' })).toThrow(/VITE_DATA_COUNTRIES.1="BR,USA": "USA" is not a country’s two-letter ISO 3166-1 code/)
    expect(() => parseSiteEnv({ VITE_DATA_COUNTRIES: 'XX' })).toThrow(/"XX" is not a country’s/)
    expect(() => parseSiteEnv({ VITE_DATA_COUNTRIES: 'Brazil' })).toThrow(/"BRAZIL" is not a country’s/)
    expect(() => parseSiteEnv({ VITE_DATA_COUNTRIES: ' , ' })).toThrow(/VITE_DATA_COUNTRIES=" , ": must name at least one country/)
  })

  it('take the operator’s country as one ISO code, and refuse anything else, naming it', () => {
    expect(parseSiteEnv({}).VITE_OPERATOR_COUNTRY).toBe('BR')
    expect(parseSiteEnv({ VITE_OPERATOR_COUNTRY: ' de ' }).VITE_OPERATOR_COUNTRY).toBe('DE')
    expect(() => parseSiteEnv({ VITE_OPERATOR_COUNTRY: 'BR,US' })).toThrow(/VITE_OPERATOR_COUNTRY="BR,US": "BR,US" is not a country’s two-letter ISO 3166-1 code/)
    expect(() => parseSiteEnv({ VITE_OPERATOR_COUNTRY: 'Brasil' })).toThrow(/VITE_OPERATOR_COUNTRY/)
  })

  it('name, with arbitration yes, only the half of the board that is missing, and take both halves', () => {
    const BOARD = 'Allgemeine Verbraucherschlichtungsstelle, Straßburger Str. 8, 77694 Kehl'
    const BOARD_URL = 'https://www.verbraucher-schlichter.de'
    const refusal = (env: Record<string, string>) => {
      try {
        parseSiteEnv(env)
      } catch (error) {
        return (error as Error).message
      }
      throw new Error('accepted')
    }
    const onlyName = refusal({ VITE_CONSUMER_ARBITRATION: 'yes', VITE_ARBITRATION_BOARD: BOARD })
    expect(onlyName).toMatch(/VITE_ARBITRATION_BOARD_URL=undefined: must be set when VITE_CONSUMER_ARBITRATION=yes/)
    expect(onlyName).not.toMatch(/VITE_ARBITRATION_BOARD="/)
    const onlyUrl = refusal({ VITE_CONSUMER_ARBITRATION: 'yes', VITE_ARBITRATION_BOARD_URL: BOARD_URL })
    expect(onlyUrl).toMatch(/VITE_ARBITRATION_BOARD=undefined: must be set when VITE_CONSUMER_ARBITRATION=yes/)
    expect(onlyUrl).not.toMatch(/VITE_ARBITRATION_BOARD_URL/)
    expect(refusal({ VITE_ARBITRATION_BOARD_URL: BOARD_URL })).toMatch(/VITE_ARBITRATION_BOARD_URL=".*": is set, but VITE_CONSUMER_ARBITRATION is not yes/)
    expect(parseSiteEnv({ VITE_CONSUMER_ARBITRATION: 'yes', VITE_ARBITRATION_BOARD: BOARD, VITE_ARBITRATION_BOARD_URL: BOARD_URL })).toMatchObject({ VITE_ARBITRATION_BOARD: BOARD, VITE_ARBITRATION_BOARD_URL: BOARD_URL })
  })
})
