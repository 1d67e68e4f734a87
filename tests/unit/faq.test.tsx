import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen, waitFor as vi_waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { FaqSection } from '../../src/features/home/faq-section'
import { activateLocale } from '../../src/i18n/activate'
import { CATALOG_LOCALES, type CatalogLocale } from '../../src/i18n/locales'
import { useSiteStore } from '../../src/stores/site-store'
import { resetStore } from './render-app'

beforeEach(resetStore)

async function renderFaq(locale: CatalogLocale) {
  await activateLocale(locale)
  render(
    <I18nProvider i18n={i18n}>
      <FaqSection />
    </I18nProvider>,
  )
  return Array.from(document.querySelectorAll('#faq details'))
}

describe('FAQ accordion', () => {
  it('is one exclusive group of native <details>, each question a heading, each answer in the page for find-in-page', async () => {
    const items = await renderFaq('en')
    expect(items).toHaveLength(4)
    expect(items.map((d) => d.getAttribute('name'))).toEqual(['faq', 'faq', 'faq', 'faq'])
    expect(items.every((d) => !d.hasAttribute('open'))).toBe(true)
    expect(items.map((d) => within(d.querySelector('summary')!).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Is Selah free?',
      'What does Premium include?',
      'Can I use the app offline?',
      'Is my journal private?',
    ])
    // Closed, the answer is still text of the page (not hidden from the browser's search).
    expect(items[2]!.textContent).toContain('use them later without an internet connection')
  })

  it('mirrors the open answer in the store, from a click (Portuguese) and the free tier is stated', async () => {
    const items = await renderFaq('pt')
    await userEvent.click(items[0]!.querySelector('summary')!)
    expect(items[0]).toHaveAttribute('open')
    expect(items[0]).toHaveTextContent(/gratuit|grátis/i)
    await vi_waitFor(() => expect(useSiteStore.getState().openFaq).toBe(0))
    await userEvent.click(items[0]!.querySelector('summary')!)
    await vi_waitFor(() => expect(useSiteStore.getState().openFaq).toBeNull())
  })

  /**
   * Where "free" is claimed, what costs money is said with it, and a subscription says that it renews
   * by itself (Directive 2011/83/EU art. 6(1)(o); the UK's DMCC Act 2024): in every language, since a
   * translation that drops it misleads its readers alone.
   */
  const PAID_AND_RENEWING: Record<CatalogLocale, [paid: RegExp, renews: RegExp]> = {
    pt: [/O Premium, uma assinatura paga e opcional/, /A assinatura se renova automaticamente até você cancelar/],
    en: [/Premium, an optional paid subscription/, /It renews automatically until you cancel/],
    es: [/Premium, una suscripción opcional de pago/, /Se renueva automáticamente hasta que la canceles/],
    fr: [/La formule Premium, un abonnement payant et facultatif/, /L’abonnement se renouvelle automatiquement tant que vous ne le résiliez pas/],
    de: [/Mit Premium, einem optionalen kostenpflichtigen Abo/, /Das Abo verlängert sich automatisch, bis du es kündigst/],
  }

  it.each(CATALOG_LOCALES)('%s: the free answer says Premium is paid, and the Premium answer that it renews until cancelled', async (locale) => {
    const [free, premium] = await renderFaq(locale)
    expect(free).toHaveTextContent(PAID_AND_RENEWING[locale][0])
    expect(premium).toHaveTextContent(PAID_AND_RENEWING[locale][1])
  })

  it('is followed by a contact-support mailto link', async () => {
    await renderFaq('en')
    expect(within(document.getElementById('faq')!).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', 'mailto:support@example.com')
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeInTheDocument()
  })
})
