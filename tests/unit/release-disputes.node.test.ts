import { describe, expect, it } from 'vitest'
import { releaseProblems, releaseReport } from '../../src/config/release-checks'
import { parseSiteEnv } from '../../src/config/site-schema'
import { DECIDED } from './release-decided'

// Consumer dispute resolution, a Spanish operator's code of conduct and a Peruvian one's complaints
// book, as a release asks them by where the operator is established
// (src/config/release-checks.ts; the terms: src/features/legal/terms-disputes.tsx).

const problemsOf = (raw: Record<string, string>) => releaseProblems(raw, parseSiteEnv(raw)).map((problem) => problem.name)

/** The state whose law governs the terms, as each language names it (VITE_GOVERNING_LAW). */
const CALIFORNIA = 'en: California; pt: Califórnia; es: California; fr: Californie; de: Kalifornien'

describe('what a release asks about consumer dispute resolution', () => {
  it('asks a § 36 VSBG decision of an operator established in Germany, which the Act binds, and of no other', () => {
    const german = { ...DECIDED, VITE_OPERATOR_COUNTRY: 'DE', VITE_CONSUMER_ARBITRATION: '', VITE_MEDIATOR_NAME: '', VITE_MEDIATOR_URL: '' }
    expect(problemsOf(german)).toEqual(['VITE_CONSUMER_ARBITRATION'])
    expect(releaseReport(german, parseSiteEnv(german), { release: true })).toContain('VITE_CONSUMER_ARBITRATION: unset, with the operator established in DE, so the terms say, in every language,')
    for (const country of ['FR', 'ES', 'BE', 'AT']) expect(problemsOf({ ...DECIDED, VITE_OPERATOR_COUNTRY: country, VITE_CONSUMER_ARBITRATION: '', VITE_OPERATOR_PURPOSE: 'Entwicklung der App Selah' }), country).toEqual([])
  })

  it('refuses an operator established in France a release without its mediator, unset or none (Code de la consommation L.612-1)', () => {
    for (const given of ['', 'none']) {
      const french = { ...DECIDED, VITE_OPERATOR_COUNTRY: 'FR', VITE_MEDIATOR_NAME: given, VITE_MEDIATOR_URL: given }
      expect(problemsOf(french), given).toEqual(['VITE_MEDIATOR_NAME', 'VITE_MEDIATOR_URL'])
      expect(releaseReport(french, parseSiteEnv(french), { release: true })).toContain(`VITE_MEDIATOR_NAME: ${given || 'unset'}, with the operator established in FR: French law makes you offer every consumer a mediator`)
    }
  })

  it('refuses an operator established in Portugal a release without a dispute resolution body, unset or none (Lei 144/2015 art. 18)', () => {
    for (const given of ['', 'none']) {
      const portuguese = { ...DECIDED, VITE_OPERATOR_COUNTRY: 'PT', VITE_MEDIATOR_NAME: given, VITE_MEDIATOR_URL: given }
      expect(problemsOf(portuguese), given).toEqual(['VITE_MEDIATOR_NAME', 'VITE_MEDIATOR_URL'])
      expect(releaseReport(portuguese, parseSiteEnv(portuguese), { release: true })).toContain(`VITE_MEDIATOR_NAME: ${given || 'unset'}, with the operator established in PT: Portuguese law makes every trader name the consumer dispute resolution bodies available to it`)
    }
  })

  it('asks an operator established elsewhere in the EEA, but Germany, for the dispute resolution body it has joined, and takes none', () => {
    const spanish = { ...DECIDED, VITE_OPERATOR_COUNTRY: 'ES', VITE_MEDIATOR_NAME: '', VITE_MEDIATOR_URL: '' }
    expect(problemsOf(spanish)).toEqual(['VITE_MEDIATOR_NAME', 'VITE_MEDIATOR_URL'])
    expect(releaseReport(spanish, parseSiteEnv(spanish), { release: true })).toContain('VITE_MEDIATOR_NAME: unset, with the operator established in ES, in the EEA: name the consumer dispute resolution body you have joined')
    expect(problemsOf({ ...spanish, VITE_MEDIATOR_NAME: 'none', VITE_MEDIATOR_URL: 'none' })).toEqual([])
    // Germany's traders say so in the § 36 VSBG statement instead, which a mediator would contradict.
    expect(problemsOf({ ...spanish, VITE_OPERATOR_COUNTRY: 'DE' })).toEqual([])
    const germanWithMediator = { ...DECIDED, VITE_OPERATOR_COUNTRY: 'DE' }
    expect(problemsOf(germanWithMediator)).toEqual(['VITE_MEDIATOR_NAME', 'VITE_MEDIATOR_URL'])
    expect(releaseReport(germanWithMediator, parseSiteEnv(germanWithMediator), { release: true })).toContain('VITE_MEDIATOR_NAME: set, with the operator established in DE: the terms give your § 36 VSBG statement in every language')
    // Its board is such a body, named in every language, not under a German Act on the German pages alone.
    const board = { VITE_CONSUMER_ARBITRATION: 'yes', VITE_ARBITRATION_BOARD: 'Junta Arbitral de Consumo, Madrid', VITE_ARBITRATION_BOARD_URL: 'https://www.example.es' }
    for (const country of ['ES', 'FR']) expect(problemsOf({ ...DECIDED, ...board, VITE_OPERATOR_COUNTRY: country }), country).toEqual(['VITE_CONSUMER_ARBITRATION'])
    const withBoard = { ...DECIDED, ...board, VITE_OPERATOR_COUNTRY: 'ES' }
    expect(releaseReport(withBoard, parseSiteEnv(withBoard), { release: true })).toContain('VITE_CONSUMER_ARBITRATION: yes, with the operator established in ES: § 36 VSBG binds traders established in Germany')
    expect(problemsOf({ ...DECIDED, ...board, VITE_OPERATOR_COUNTRY: 'DE', VITE_MEDIATOR_NAME: '', VITE_MEDIATOR_URL: '' })).toEqual([])
  })

  it('asks an operator established in Spain for the code of conduct it has signed (LSSI art. 10.1.f), takes none, and asks no one else', () => {
    const spanish = { ...DECIDED, VITE_OPERATOR_COUNTRY: 'ES', VITE_MEDIATOR_NAME: 'none', VITE_MEDIATOR_URL: 'none', VITE_CODE_OF_CONDUCT: '', VITE_CODE_OF_CONDUCT_URL: '' }
    expect(problemsOf(spanish)).toEqual(['VITE_CODE_OF_CONDUCT', 'VITE_CODE_OF_CONDUCT_URL'])
    expect(releaseReport(spanish, parseSiteEnv(spanish), { release: true })).toContain("VITE_CODE_OF_CONDUCT: unset, with the operator established in ES: Spain's LSSI (art. 10.1.f)")
    expect(problemsOf({ ...spanish, VITE_CODE_OF_CONDUCT: 'none', VITE_CODE_OF_CONDUCT_URL: 'none' })).toEqual([])
    expect(problemsOf({ ...spanish, VITE_CODE_OF_CONDUCT: 'Código Ético de Confianza Online', VITE_CODE_OF_CONDUCT_URL: 'https://www.confianzaonline.es/codigo-etico/' })).toEqual([])
    for (const country of ['FR', 'DE', 'BR', 'MX']) {
      expect(problemsOf({ ...spanish, VITE_OPERATOR_COUNTRY: country, VITE_MEDIATOR_NAME: country === 'FR' ? 'Médiateur' : '', VITE_MEDIATOR_URL: country === 'FR' ? 'https://m.example.fr' : '', VITE_GOVERNING_LAW: '' }), country).not.toContain('VITE_CODE_OF_CONDUCT')
    }
  })

  it('asks neither a mediator nor a § 36 VSBG decision of an operator established outside the EEA, whom the ADR Directive does not bind', () => {
    for (const country of ['BR', 'US', 'MX', 'CH']) {
      expect(problemsOf({ ...DECIDED, VITE_OPERATOR_COUNTRY: country, VITE_GOVERNING_LAW: CALIFORNIA, VITE_MEDIATOR_NAME: '', VITE_MEDIATOR_URL: '', VITE_CONSUMER_ARBITRATION: '' }), country).toEqual([])
    }
    // `none` says so, as the other settings take it.
    const none = { VITE_MEDIATOR_NAME: ' none', VITE_MEDIATOR_URL: 'none ' }
    expect(parseSiteEnv({ ...DECIDED, ...none })).toMatchObject({ VITE_MEDIATOR_NAME: undefined, VITE_MEDIATOR_URL: undefined })
    expect(problemsOf({ ...DECIDED, ...none, VITE_OPERATOR_COUNTRY: 'MX' })).toEqual([])
  })

  it('asks an operator established in Peru for its online complaints book (Ley 29571 art. 150), takes none or an https address, and asks no one else', () => {
    const peruvian = { ...DECIDED, VITE_OPERATOR_COUNTRY: 'PE', VITE_COMPLAINTS_BOOK_URL: '', VITE_PERU_DATA_BANKS: 'Usuarios de Selah', VITE_PERU_PROCESSORS: 'Hetzner Online GmbH, Gunzenhausen' }
    expect(problemsOf(peruvian)).toEqual(['VITE_COMPLAINTS_BOOK_URL'])
    expect(releaseReport(peruvian, parseSiteEnv(peruvian), { release: true })).toContain("VITE_COMPLAINTS_BOOK_URL: unset, with the operator established in PE: Peru's consumer code asks every provider for a complaints book, online where it sells online (Ley 29571 art. 150")
    expect(problemsOf({ ...peruvian, VITE_COMPLAINTS_BOOK_URL: 'https://reclamaciones.selah.app' })).toEqual([])
    expect(problemsOf({ ...peruvian, VITE_COMPLAINTS_BOOK_URL: 'none' })).toEqual([])
    expect(() => parseSiteEnv({ ...peruvian, VITE_COMPLAINTS_BOOK_URL: 'http://reclamaciones.selah.app' })).toThrow(/VITE_COMPLAINTS_BOOK_URL/)
    const { VITE_PERU_DATA_BANKS, VITE_PERU_PROCESSORS, ...withoutPeruData } = peruvian
    for (const country of ['CO', 'MX', 'CL']) expect(problemsOf({ ...withoutPeruData, VITE_OPERATOR_COUNTRY: country }), country).toEqual([])
  })

  it('asks an operator established in Peru for its banks of personal data and its processors (Ley 29733 art. 18), and refuses them of any other', () => {
    const peruvian = { ...DECIDED, VITE_OPERATOR_COUNTRY: 'PE', VITE_COMPLAINTS_BOOK_URL: 'none' }
    expect(problemsOf(peruvian)).toEqual(['VITE_PERU_DATA_BANKS', 'VITE_PERU_PROCESSORS'])
    const report = releaseReport(peruvian, parseSiteEnv(peruvian), { release: true })
    expect(report).toContain("VITE_PERU_DATA_BANKS: unset, with the operator established in PE: Peru's data protection law asks the privacy policy to name the banks of personal data")
    expect(report).toContain('VITE_PERU_PROCESSORS: unset, with the operator established in PE: Peru')
    const named = { ...peruvian, VITE_PERU_DATA_BANKS: 'Usuarios de Selah (RNPDP-PJP N° 12345)', VITE_PERU_PROCESSORS: 'Hetzner Online GmbH, Industriestr. 25, 91710 Gunzenhausen, Alemania' }
    expect(problemsOf(named)).toEqual([])
    expect(problemsOf({ ...named, VITE_PERU_PROCESSORS: '' })).toEqual(['VITE_PERU_PROCESSORS'])
    // No operator works without one: its host is one.
    expect(() => parseSiteEnv({ ...named, VITE_PERU_PROCESSORS: 'None' })).toThrow(/VITE_PERU_PROCESSORS.*cannot be none: your host processes the data for you/)
    for (const country of ['CO', 'MX', 'CL', 'BR']) {
      expect(problemsOf({ ...peruvian, VITE_OPERATOR_COUNTRY: country }), country).toEqual([])
      expect(() => parseSiteEnv({ ...named, VITE_OPERATOR_COUNTRY: country }), country).toThrow(/VITE_PERU_DATA_BANKS=.*: is set, but VITE_OPERATOR_COUNTRY is not PE/)
    }
  })

  it('refuses an operator established in Portugal a complaints book of its own, which the pages would name as Peru’s beside the Livro de Reclamações they link', () => {
    const portuguese = { ...DECIDED, VITE_OPERATOR_COUNTRY: 'PT', VITE_COMPLAINTS_BOOK_URL: 'https://reclamacoes.selah.app' }
    expect(problemsOf(portuguese)).toEqual(['VITE_COMPLAINTS_BOOK_URL'])
    expect(releaseReport(portuguese, parseSiteEnv(portuguese), { release: true })).toContain("VITE_COMPLAINTS_BOOK_URL: set, with the operator established in PT: the footer and the terms link Portugal's Livro de Reclamações Eletrónico")
    expect(problemsOf({ ...portuguese, VITE_COMPLAINTS_BOOK_URL: 'none' })).toEqual([])
    expect(problemsOf({ ...portuguese, VITE_OPERATOR_COUNTRY: 'PE', VITE_PERU_DATA_BANKS: 'Usuarios de Selah', VITE_PERU_PROCESSORS: 'Hetzner Online GmbH, Gunzenhausen' })).toEqual([])
  })

  it('asks an operator established in the EEA for its lead data protection authority, takes none, and asks no one outside it', () => {
    const portuguese = { ...DECIDED, VITE_OPERATOR_COUNTRY: 'PT', VITE_SUPERVISORY_AUTHORITY: '' }
    expect(problemsOf(portuguese)).toEqual(['VITE_SUPERVISORY_AUTHORITY'])
    expect(releaseReport(portuguese, parseSiteEnv(portuguese), { release: true })).toContain('VITE_SUPERVISORY_AUTHORITY: unset, with the operator established in PT, in the EEA: name your lead data protection authority')
    expect(problemsOf({ ...portuguese, VITE_SUPERVISORY_AUTHORITY: 'Comissão Nacional de Proteção de Dados (CNPD), www.cnpd.pt' })).toEqual([])
    expect(problemsOf({ ...portuguese, VITE_SUPERVISORY_AUTHORITY: 'none' })).toEqual([])
    for (const country of ['BR', 'MX', 'CL']) expect(problemsOf({ ...portuguese, VITE_OPERATOR_COUNTRY: country }), country).toEqual([])
  })
})
