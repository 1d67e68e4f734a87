import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { track } from '../../src/analytics/analytics'
import { ANALYTICS_CONSENT_KEY } from '../../src/analytics/consent-key'
import { ConsentQuestion } from '../../src/features/legal/privacy-analytics-consent'
import { renderPart } from './render-app'
import { server, settle } from './setup'
import { buildWith } from './site-build'

// The consent question at the end of a page whose language needs consent (README, "Measuring").

const ORIGIN = 'https://analytics.example.net'

/** A build that counts visits and asks on English pages here, so the question shows its English source. */
beforeEach(() => {
  buildWith({ analyticsUrl: ORIGIN, analyticsDomain: 'selah.example.com', analyticsConsentLanguages: ['en'] })
  window.history.replaceState({}, '', '/en')
})
afterEach(() => {
  server.resetHandlers()
  vi.unstubAllGlobals()
})

function plausible(): string[] {
  const sent: string[] = []
  server.use(
    http.post(`${ORIGIN}/api/event`, async ({ request }) => {
      sent.push(await request.text())
      return new HttpResponse('ok', { status: 202 })
    }),
  )
  return sent
}

const noNavigation = () => () => {}
const showQuestion = () => renderPart('en', <ConsentQuestion subscribePage={noNavigation} />)
const question = () => screen.queryByRole('region', { name: 'May we count your visits?' })

describe('the consent question', () => {
  it('a named region with a link to the policy’s part on counting, and two buttons of one look, both reached by Tab', async () => {
    const user = userEvent.setup()
    await showQuestion()
    expect(question()).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'How we count visits' })).toHaveAttribute('href', '/en/privacy#analytics')
    const yes = screen.getByRole('button', { name: 'Yes, count my visits' })
    const no = screen.getByRole('button', { name: 'No, don’t count them' })
    expect(yes.className).toBe(no.className)
    expect([yes.getAttribute('type'), no.getAttribute('type')]).toEqual(['button', 'button'])
    await user.tab()
    expect(screen.getByRole('link', { name: 'How we count visits' })).toHaveFocus()
    await user.tab()
    expect(yes).toHaveFocus()
    await user.tab()
    expect(no).toHaveFocus()
  })

  it('“No” by keyboard: the question is gone, the answer announced and kept, and nothing is sent', async () => {
    const user = userEvent.setup()
    const sent = plausible()
    await showQuestion()
    await user.tab()
    await user.tab()
    await user.tab()
    await user.keyboard('{Enter}')
    expect(question()).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Your visits are not counted. You can change this in the privacy policy.')
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('no')
    track({ name: 'pageview' })
    await settle()
    expect(sent).toEqual([])
  })

  it('an answer holds on the next visit: the question is not asked again', async () => {
    const user = userEvent.setup()
    const first = await showQuestion()
    await user.click(screen.getByRole('button', { name: 'Yes, count my visits' }))
    expect(screen.getByRole('status')).toHaveTextContent('Thank you. Your visits are counted.')
    first.unmount()
    await showQuestion()
    expect(question()).not.toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('“Yes”: events of this page are sent from then on', async () => {
    const user = userEvent.setup()
    const sent = plausible()
    await showQuestion()
    track({ name: 'pageview' })
    await settle()
    expect(sent).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Yes, count my visits' }))
    track({ name: 'pageview' })
    await settle()
    expect(sent.map((body) => JSON.parse(body).name)).toEqual(['pageview'])
  })

  it('asks nothing on a page of a language that needs no consent', async () => {
    window.history.replaceState({}, '', '/fr')
    await showQuestion()
    expect(question()).not.toBeInTheDocument()
  })
})
