import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen, waitFor as vi_waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { FaqSection } from '../../src/features/home/faq-section'
import { activateLocale } from '../../src/i18n/activate'
import { useSiteStore } from '../../src/stores/site-store'
import { resetStore } from './render-app'

beforeEach(resetStore)

async function renderFaq(locale: 'en' | 'pt') {
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
    expect(items[2]!.textContent).toContain('use them later without internet')
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

  it('is followed by a contact-support mailto link', async () => {
    await renderFaq('en')
    expect(within(document.getElementById('faq')!).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', 'mailto:support@example.com')
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeInTheDocument()
  })
})
