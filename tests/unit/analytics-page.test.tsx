import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ANALYTICS_CONSENT_KEY } from '../../src/analytics/consent-key'
import type { EventBody } from '../../src/analytics/plausible'
import { renderApp, resetStore } from './render-app'
import { server, settle } from './setup'
import { buildWith } from './site-build'

const ORIGIN = 'https://analytics.example.net'
const NEWSLETTER = 'https://newsletter.example.net/subscribe'

/** A build that counts visits (VITE_ANALYTICS_URL). */
function buildWithAnalytics() {
  buildWith({ analyticsUrl: ORIGIN, analyticsDomain: 'selah.example.com' })
}

/** What the self-hosted Plausible received. */
function plausible(): EventBody[] {
  const sent: EventBody[] = []
  server.use(
    http.post(`${ORIGIN}/api/event`, async ({ request }) => {
      sent.push(JSON.parse(await request.text()) as EventBody)
      return new HttpResponse('ok', { status: 202 })
    }),
  )
  return sent
}

beforeEach(resetStore)
afterEach(() => {
  server.resetHandlers()
  vi.unstubAllGlobals()
  delete (navigator as unknown as Record<string, unknown>).globalPrivacyControl
})

const privacyHeading = () => screen.findByRole('heading', { level: 1, name: 'Privacy policy' })

describe('the footer', () => {
  it('of a build that counts visits links, from every page, the part whose buttons change the answer, in the page’s language; without analytics it has no such link', async () => {
    const link = () => screen.queryByRole('link', { name: /^(Contagem das suas visitas|Counting your visits)$/ })
    await renderApp('/en/support')
    // The footer is a part that loads after the page (src/app/root-layout.tsx).
    await screen.findByRole('contentinfo')
    expect(link()).not.toBeInTheDocument()
    for (const [path, href] of [['/en/support', '/en/privacy#analytics'], ['/', '/privacy#analytics']] as const) {
      cleanup()
      buildWithAnalytics()
      await renderApp(path)
      await screen.findByRole('contentinfo')
      expect(link(), path).toHaveAttribute('href', href)
    }
  })
})

describe('the privacy page', () => {
  it('without analytics: says the site uses none, and shows no control', async () => {
    await renderApp('/en/privacy')
    await privacyHeading()
    expect(screen.getByText(/we use no cookies, no analytics and no advertising trackers/)).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'How we count visits to this website' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Stop counting my visits' })).not.toBeInTheDocument()
  })

  it('with analytics: says what is counted, by whom, on what grounds, and lets the visitor stop and resume', async () => {
    buildWithAnalytics()
    const user = userEvent.setup()
    await renderApp('/en/privacy')
    await privacyHeading()
    expect(screen.queryByText(/no analytics/)).not.toBeInTheDocument()
    const part = within(screen.getByRole('region', { name: 'How we count visits to this website' }))
    expect(part.getByText(/We run this tool ourselves: Plausible Community Edition/)).toBeInTheDocument()
    expect(part.getByText(/legitimate interest .* \(GDPR art\. 6\(1\)\(f\)\)/)).toBeInTheDocument()
    expect(part.getByText(/Global Privacy Control or Do Not Track/)).toBeInTheDocument()

    expect(await part.findByText('Your visits to this website are counted on this device.')).toBeInTheDocument()
    await user.click(part.getByRole('button', { name: 'Stop counting my visits' }))
    expect(part.getByText('Your visits are not counted on this device.')).toBeInTheDocument()
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('no')
    const resume = part.getByRole('button', { name: 'Count my visits again' })
    expect(resume).toHaveFocus()
    await user.click(resume)
    expect(part.getByText('Your visits to this website are counted on this device.')).toBeInTheDocument()
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBeNull()
  })

  it('with analytics, in French, without a question: the ground for not asking is the CNIL’s exemption, not that nothing is stored', async () => {
    // Article 82 covers reading from the device as well as storing on it, so "nothing is stored" is no
    // reason in France; audience measurement of this kind is exempt (copy read, 2026-11-28).
    buildWithAnalytics()
    await renderApp('/fr/privacy')
    await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' })
    expect(screen.getByText(/cette mesure est dispensée de consentement \(article 82 de la loi Informatique et Libertés\)/)).toBeInTheDocument()
    expect(screen.getByText(/pendant 25 mois au maximum/)).toBeInTheDocument()
  })

  it('with analytics, where the page’s language needs consent: counting rests on it, and the page offers the question’s choice', async () => {
    buildWithAnalytics()
    buildWith({ analyticsConsentLanguages: ['en'] })
    const user = userEvent.setup()
    await renderApp('/en/privacy')
    await privacyHeading()
    const part = within(screen.getByRole('region', { name: 'How we count visits to this website' }))
    expect(part.getByText(/only with your consent .* You can withdraw your consent at any time on this page/)).toBeInTheDocument()
    expect(part.queryByText(/legitimate interest/)).not.toBeInTheDocument()
    expect(part.getByText(/statistics that identify no one, for at most 25 months/)).toBeInTheDocument()

    expect(await part.findByText('Your visits are not counted unless you agree.')).toBeInTheDocument()
    const yes = part.getByRole('button', { name: 'Count my visits' })
    expect(yes.className).toBe(part.getByRole('button', { name: 'Don’t count my visits' }).className)
    await user.click(part.getByRole('button', { name: 'Don’t count my visits' }))
    expect(part.getByText('Your visits are not counted on this device.')).toBeInTheDocument()
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('no')
    expect(part.getByRole('button', { name: 'Count my visits' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(part.getByText('Your visits to this website are counted on this device.')).toBeInTheDocument()
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toMatch(/^yes \d{4}-\d{2}-\d{2}$/)
    expect(part.getByRole('button', { name: 'Don’t count my visits' })).toHaveFocus()
  })

  it('with analytics, in Portuguese, to a browser that sends Global Privacy Control: not counted, nothing to press', async () => {
    buildWithAnalytics()
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true })
    await renderApp('/privacy')
    await screen.findByRole('heading', { level: 1, name: 'Política de privacidade' })
    const part = within(screen.getByRole('region', { name: 'Como contamos as visitas a este site' }))
    expect(await part.findByText('Seu navegador pede aos sites que não rastreiem você, por isso suas visitas não são contadas.')).toBeInTheDocument()
    expect(part.queryByRole('button')).not.toBeInTheDocument()
  })
})

/** Picks a language in the header's picker, as a visitor does. */
async function pickLanguage(current: RegExp, name: string) {
  const button = await screen.findByRole('button', { name: current })
  const menu = document.getElementById(button.getAttribute('popovertarget')!)!
  await userEvent.click(within(menu).getByRole('link', { name, hidden: true }))
}

/** Opens the English terms and picks Français in the language picker. */
async function switchTermsToFrench() {
  await renderApp('/en/terms')
  await pickLanguage(/^Language: English$/, 'Français')
  await screen.findByRole('heading', { level: 1, name: 'Conditions d’utilisation' })
}

describe('events the page counts', () => {
  it('a language switch from the picker: from and to', async () => {
    buildWithAnalytics()
    const sent = plausible()
    await switchTermsToFrench()
    await waitFor(() => expect(sent.map((event) => [event.name, event.props])).toEqual([['Language switch', { from: 'en', to: 'fr' }]]))
  })

  it('no event, and no request, in a build without analytics', async () => {
    const sent = plausible()
    await switchTermsToFrench()
    await settle()
    expect(sent).toEqual([])
  })

  it.each([
    [201, [['Newsletter signup', { language: 'pt' }]]],
    [500, []],
  ])('a newsletter signup answered %i: counted only when the endpoint took it', async (status, expected) => {
    buildWithAnalytics()
    buildWith({ newsletterUrl: NEWSLETTER })
    server.use(http.post(NEWSLETTER, () => new HttpResponse(null, { status })))
    const sent = plausible()
    await renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    const section = await waitFor(() => document.getElementById('newsletter') ?? Promise.reject(new Error('not yet')))
    const form = within(section)
    await userEvent.type(form.getByRole('textbox'), 'ana@example.com')
    await userEvent.click(form.getByRole('button'))
    await waitFor(() => expect(form.getByRole(status === 201 ? 'status' : 'alert')).not.toBeEmptyDOMElement())
    // Then an event the page always counts. Events are sent in the order they are counted, so once
    // it has arrived, a signup counted before it has been sent too, however slow the machine.
    await pickLanguage(/^Idioma: Português$/, 'English')
    await waitFor(() => expect(sent.map((event) => event.name)).toContain('Language switch'))
    await waitFor(() => expect(sent.filter((event) => event.name !== 'Language switch').map((event) => [event.name, event.props])).toEqual(expected))
  })
})
