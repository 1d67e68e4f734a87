import { cleanup, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CATALOG_LOCALES, type CatalogLocale } from '../../src/i18n/locales'
import { pageText, renderPage } from './legal-page'
import { buildWith } from './site-build'

// How the terms settle a dispute out of court, by where the operator is established: France's
// consumer mediator, Germany's § 36 VSBG statement, the body joined elsewhere in the EEA, and
// nothing owed outside it.

describe('the terms: disputes out of court', () => {
  it('fr names the consumer mediator, and only fr', async () => {
    const mediator = { name: 'CM2C', url: 'https://www.cm2c.net' }
    const french = await pageText('fr', 'terms', { mediator })
    expect(french).toMatch(/médiateur de la consommation.*CM2C, https:\/\/www\.cm2c\.net/)
    // The mediator hears a dispute only after a written complaint, within a year of it (L.612-2).
    expect(french).toContain('après votre réclamation écrite, vous pouvez recourir gratuitement au médiateur de la consommation, dans un délai d’un an')
    for (const locale of ['pt', 'en', 'es', 'de'] as const) expect(await pageText(locale, 'terms', { mediator }), locale).not.toContain('CM2C')
  })

  it('an operator established in France names its mediator in every language, and makes no § 36 VSBG statement', async () => {
    const mediator = { name: 'CM2C', url: 'https://www.cm2c.net' }
    buildWith({ operatorInFrance: true })
    for (const locale of CATALOG_LOCALES) expect(await pageText(locale, 'terms', { mediator }), locale).toContain('CM2C, https://www.cm2c.net')
    expect(await pageText('de', 'terms', { mediator })).not.toContain('nicht bereit')
  })

  const board = { name: 'Universalschlichtungsstelle des Bundes, Straßburger Str. 8, 77694 Kehl', url: 'https://www.verbraucher-schlichter.de' }

  /** The § 36 VSBG statement that the operator takes part in no consumer arbitration, in each language. */
  const NO_ARBITRATION = { pt: 'Não estamos dispostos nem obrigados', en: 'We are neither willing nor obliged', es: 'No estamos dispuestos ni obligados', fr: 'Nous ne sommes ni disposés ni obligés', de: 'nicht bereit und nicht verpflichtet' }

  it('an operator established in Germany gives the § 36 VSBG statement that follows from the setting in every language, and names no mediator', async () => {
    buildWith({ operatorInEea: true, operatorInGermany: true })
    const mediator = { name: 'CM2C', url: 'https://www.cm2c.net' }
    for (const locale of CATALOG_LOCALES) {
      const text = await pageText(locale, 'terms', { mediator })
      expect(text, locale).toContain(NO_ARBITRATION[locale])
      expect(text, `${locale}: no mediator beside it`).not.toContain('CM2C')
    }
    const withBoard = await pageText('en', 'terms', { arbitrationBoard: board })
    expect(withBoard).toContain(`${board.name}, ${board.url}`)
    expect(withBoard).not.toContain(NO_ARBITRATION.en)
  })

  const adrBody = { name: 'Junta Arbitral de Consumo de Madrid, Calle Ejemplo 1, 28001 Madrid', url: 'https://www.comunidad.madrid/consumo' }

  it('an operator established elsewhere in the EEA names the body it has joined in every language, under no French or German Act', async () => {
    buildWith({ operatorInEea: true })
    for (const locale of CATALOG_LOCALES) {
      const text = await pageText(locale, 'terms', { mediator: adrBody })
      expect(text, locale).toContain(`${adrBody.name}, ${adrBody.url}.`)
      expect(text, locale).not.toMatch(/L\.612-1|VSBG|§ 36/)
    }
    // Having joined none, it says nothing: § 36 VSBG binds Germany's traders only.
    expect(await pageText('de', 'terms')).not.toMatch(/Verbraucherschlichtungsstelle|VSBG/)
  })

  /** What Portuguese law adds to the terms of an operator established there: small disputes' arbitration (Lei 24/96 art. 14(2)) and the complaints book (Decreto-Lei 156/2005). */
  const PORTUGUESE_DISPUTES: Record<CatalogLocale, readonly [string, string]> = {
    pt: ['não passar de 5.000 euros, pode optar por levá-la a um centro de arbitragem de conflitos de consumo de Portugal, e nós seremos obrigados a participar', 'no Livro de Reclamações Eletrónico de Portugal; respondemos em até 15 dias úteis'],
    en: ['worth no more than €5,000, you can choose to take it to a consumer arbitration centre in Portugal, and we must then take part', 'in Portugal’s electronic complaints book (Livro de Reclamações Eletrónico); we answer within 15 working days'],
    es: ['no supera los 5.000 euros, puedes optar por llevarlo a un centro de arbitraje de consumo de Portugal, y en ese caso estamos obligados a participar', 'en el libro de reclamaciones electrónico de Portugal (Livro de Reclamações Eletrónico); te responderemos en un plazo de 15 días hábiles'],
    fr: ['ne dépasse pas 5 000 euros, vous pouvez choisir de le porter devant un centre d’arbitrage des litiges de consommation au Portugal, et nous sommes alors tenus d’y participer', 'dans le livre de réclamations électronique du Portugal (Livro de Reclamações Eletrónico) ; nous y répondons sous 15 jours ouvrés'],
    de: ['um höchstens 5.000 Euro, kannst du die Streitigkeit vor eine Verbraucherschiedsstelle in Portugal bringen; wir sind dann verpflichtet, am Verfahren teilzunehmen', 'im elektronischen Beschwerdebuch Portugals (Livro de Reclamações Eletrónico) einreichen; wir antworten innerhalb von 15 Arbeitstagen'],
  }

  it.each(CATALOG_LOCALES)('%s: an operator established in Portugal offers small disputes’ arbitration and links the electronic complaints book; no other operator does', async (locale) => {
    buildWith({ operatorInEea: true })
    const elsewhere = (await pageText(locale, 'terms', { mediator: adrBody })).replace(/[\s\u00a0\u202f]+/g, ' ')
    for (const sentence of PORTUGUESE_DISPUTES[locale]) expect(elsewhere).not.toContain(sentence)
    buildWith({ operatorInEea: true, operatorInPortugal: true })
    await renderPage(locale, 'terms', { mediator: adrBody })
    const text = (screen.getByRole('main').textContent ?? '').replace(/[\s\u00a0\u202f]+/g, ' ')
    for (const sentence of PORTUGUESE_DISPUTES[locale]) expect(text).toContain(sentence)
    expect(text, 'and the body it is bound to').toContain(`${adrBody.name}, ${adrBody.url}.`)
    const main = within(screen.getByRole('main'))
    expect(main.getByRole('link', { name: 'https://www.consumidor.gov.pt/' })).toHaveAttribute('href', 'https://www.consumidor.gov.pt/')
    expect(main.getByRole('link', { name: /Livro de Reclamações Eletrónico/ })).toHaveAttribute('href', 'https://www.livroreclamacoes.pt/inicio')
  })

  /** Belgium's Consumer Mediation Service, named by a Belgian operator that has joined no body, up to its address. */
  const BELGIAN_MEDIATION: Record<CatalogLocale, string> = {
    pt: 'você pode recorrer gratuitamente ao Serviço de Mediação para o Consumidor da Bélgica (Service de Médiation pour le Consommateur)',
    en: 'you can turn free of charge to Belgium’s Consumer Mediation Service (Service de Médiation pour le Consommateur)',
    es: 'puedes acudir gratuitamente al Servicio de Mediación para el Consumidor de Bélgica (Service de Médiation pour le Consommateur)',
    fr: 'vous pouvez vous adresser gratuitement au Service de Médiation pour le Consommateur',
    de: 'kannst du dich kostenlos an den belgischen Ombudsdienst für Verbraucher (Service de Médiation pour le Consommateur) wenden',
  }

  it.each(CATALOG_LOCALES)('%s: an operator established in Belgium that has joined no body names the Consumer Mediation Service; one that has, its body alone', async (locale) => {
    buildWith({ operatorInEea: true })
    expect(await pageText(locale, 'terms'), 'established elsewhere in the EEA').not.toContain('Médiation pour le Consommateur')
    buildWith({ operatorInEea: true, operatorInBelgium: true })
    await renderPage(locale, 'terms')
    expect(screen.getByRole('main').textContent).toContain(BELGIAN_MEDIATION[locale])
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'https://mediationconsommateur.be/' })).toHaveAttribute('href', 'https://mediationconsommateur.be/')
    cleanup()
    const joined = await pageText(locale, 'terms', { mediator: adrBody })
    expect(joined).toContain(`${adrBody.name}, ${adrBody.url}.`)
    expect(joined).not.toContain('Médiation pour le Consommateur')
  })

  /** The EU's withdrawal, told to readers there on the pages written to Brazil's and Latin America's laws, whatever the operator's country (Rome I art. 6). */
  const EU_WITHDRAWAL = {
    pt: 'Se você mora na União Europeia, na Islândia, em Liechtenstein ou na Noruega, também tem o direito de desistência previsto na lei europeia (em Portugal, chamado direito de livre resolução): pode desistir da compra do Premium em até 14 dias',
    es: 'Si vives en la Unión Europea, Islandia, Liechtenstein o Noruega, también tienes el derecho de desistimiento que prevé la ley europea: puedes desistir de la compra de Premium dentro de los 14 días',
  }

  it.each(CATALOG_LOCALES)('%s: EU and EEA readers of the Portuguese and Spanish terms are told their 14 days, by an operator established anywhere; no other language repeats its own', async (locale) => {
    for (const operatorInEea of [false, true]) {
      buildWith({ operatorInEea })
      const text = await pageText(locale, 'terms')
      if (locale === 'pt' || locale === 'es') expect(text, `operatorInEea: ${operatorInEea}`).toContain(EU_WITHDRAWAL[locale])
      else expect(text).not.toMatch(/2011\/83/)
    }
  })

  it('an operator established outside the EEA, which § 36 VSBG does not bind, makes no statement unless it names a board', async () => {
    buildWith({ operatorInEea: false })
    expect(await pageText('de', 'terms')).not.toMatch(/Verbraucherschlichtungsstelle|VSBG/)
    expect(await pageText('de', 'terms', { arbitrationBoard: board })).toContain(`${board.name}, ${board.url}`)
    expect(await pageText('en', 'terms', { arbitrationBoard: board }), 'the German pages only').not.toContain(board.name)
  })
})
