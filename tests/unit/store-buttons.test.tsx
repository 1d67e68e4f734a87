import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { StoreButtons } from '../../src/components/store-buttons'
import { rememberLanding } from '../../src/components/use-store-href'
import { LINK_PLACEMENTS, storeLinks } from '../../src/lib/store-campaign'
import { activateLocale } from '../../src/i18n/activate'
import type { Locale } from '../../src/i18n/locales'
import { buildWith } from './site-build'

/**
 * What the build found in store-badges/ (scripts/store-badges.mjs): here English has the official
 * artwork, measured as Apple's SVG (no margin) and Google's PNG (a transparent margin around the
 * badge) are, and Portuguese has none.
 */
const ENGLISH = vi.hoisted(() => ({
  appStore: { src: '/assets/app-store-en.svg', width: 119.66, height: 40, artwork: { x: 0, y: 0, width: 119.66, height: 40 } },
  googlePlay: { src: '/assets/google-play-en.png', width: 646, height: 250, artwork: { x: 41, y: 41, width: 564, height: 168 } },
}))
vi.mock('virtual:store-badges', () => ({ storeBadges: { en: ENGLISH } }))

/** Whether the build has any official badge. */
const buildWithBadges = (has: boolean) => buildWith({ officialBadges: has })
const APP_STORE = 'https://apps.apple.com/app/id0000000000'
const PLAY = 'https://play.google.com/store/apps/details?id=com.example.selah'
/** A build with campaign links (VITE_STORE_CAMPAIGNS, and an Apple provider token, which Apple's campaign links need), or without. */
function buildWithCampaigns(on: boolean) {
  const stores = { appStore: APP_STORE, googlePlay: PLAY }
  buildWith({
    storeCampaigns: on,
    appleProviderToken: on ? '123456' : undefined,
    storeLinks: Object.fromEntries(LINK_PLACEMENTS.map((placement) => [placement, on ? storeLinks(stores, '123456', placement) : stores])) as Record<(typeof LINK_PLACEMENTS)[number], typeof stores>,
  })
}
afterEach(async () => {
  vi.unstubAllGlobals()
  await rememberLanding('')
})

async function renderIn(locale: Locale, props: Parameters<typeof StoreButtons>[0] = { placement: 'hero' }) {
  await activateLocale(locale)
  render(
    <I18nProvider i18n={i18n}>
      <StoreButtons {...props} />
    </I18nProvider>,
  )
  return screen.getAllByRole('link')
}

describe('store buttons', () => {
  it('show the official badges of the page’s language, App Store first, at the same height', async () => {
    buildWithBadges(true)
    const [appStore, googlePlay, ...more] = await renderIn('en', { placement: 'hero', loading: 'eager' })
    expect(more).toEqual([])
    expect(appStore).toHaveAccessibleName('Download on the App Store')
    expect(googlePlay).toHaveAccessibleName('Get it on Google Play')
    const images = screen.getAllByRole('img')
    expect(images.map((img) => img.getAttribute('src'))).toEqual([ENGLISH.appStore.src, ENGLISH.googlePlay.src])
    expect(appStore).toContainElement(images[0]!)
    expect(googlePlay).toContainElement(images[1]!)
    for (const img of images) {
      expect(img).toHaveAttribute('decoding', 'async')
      expect(img).toHaveAttribute('loading', 'eager')
    }
    // Sized so that each badge's artwork, not its file, is 40 px high: Google's PNG shows taller by its margin.
    const [apple, google] = images.map((img) => ({ width: Number(img.getAttribute('width')), height: Number(img.getAttribute('height')) }))
    expect(apple).toEqual({ width: 120, height: 40 })
    expect(google).toEqual({ width: 154, height: 60 })
    const shown = (size: { width: number }, badge: typeof ENGLISH.appStore) => (size.width / badge.width) * badge.artwork.height
    expect(shown(apple!, ENGLISH.appStore)).toBeCloseTo(40, 0)
    expect(shown(google!, ENGLISH.googlePlay)).toBeCloseTo(40, 0)
    expect(Math.abs(shown(apple!, ENGLISH.appStore) - shown(google!, ENGLISH.googlePlay))).toBeLessThan(0.5)
  })

  it('load lazily unless told they are on the first screen', async () => {
    buildWithBadges(true)
    await renderIn('en')
    for (const img of screen.getAllByRole('img')) expect(img).toHaveAttribute('loading', 'lazy')
  })

  it('draw the badges in a language without the official artwork', async () => {
    buildWithBadges(true)
    const [appStore, googlePlay] = await renderIn('pt')
    expect(screen.queryByRole('img')).toBeNull()
    expect(appStore).toHaveTextContent('App Store')
    expect(googlePlay).toHaveTextContent('Google Play')
  })

  it('draw them in a build without any official badge', async () => {
    buildWithBadges(false)
    const [appStore, googlePlay] = await renderIn('en')
    expect(screen.queryByRole('img')).toBeNull()
    expect(appStore).toHaveTextContent('Download on theApp Store')
    expect(googlePlay).toHaveTextContent('Get it onGoogle Play')
  })

  it('link to the stores exactly as configured while campaigns are off; say their store and placement only to a build that counts visits', async () => {
    for (const [badges, analytics] of [
      [true, undefined],
      [false, undefined],
      [true, 'https://plausible.example.org'],
      [false, 'https://plausible.example.org'],
    ] as const) {
      buildWithBadges(badges)
      buildWithCampaigns(false)
      // A build that counts visits: the analytics reads the links' store and placement (src/analytics/analytics.ts).
      buildWith({ analyticsUrl: analytics })
      await rememberLanding('?utm_source=newsletter&utm_campaign=advent')
      const [appStore, googlePlay] = await renderIn('en', { placement: 'footer' })
      expect(appStore).toHaveAttribute('href', APP_STORE)
      expect(googlePlay).toHaveAttribute('href', PLAY)
      const said = [appStore, googlePlay].map((a) => [a!.getAttribute('data-store'), a!.getAttribute('data-placement')])
      expect(said, `official badges: ${badges}, analytics: ${analytics}`).toEqual(
        analytics
          ? [
              ['appStore', 'footer'],
              ['googlePlay', 'footer'],
            ]
          : [
              [null, null],
              [null, null],
            ],
      )
      cleanup()
    }
  })
})

describe('store buttons with campaigns on', () => {
  const HERO = {
    appStore: `${APP_STORE}?pt=123456&ct=hero`,
    googlePlay: `${PLAY}&referrer=utm_source%3Dwebsite%26utm_medium%3Dreferral%26utm_campaign%3Dhero`,
  }
  const LANDED = {
    appStore: `${APP_STORE}?pt=123456&ct=newsletter-advent`,
    googlePlay: `${PLAY}&referrer=utm_source%3Dnewsletter%26utm_medium%3Demail%26utm_campaign%3Dadvent`,
  }

  it('carry their placement without a landing campaign', async () => {
    buildWithCampaigns(true)
    buildWithBadges(false)
    const links = await renderIn('en', { placement: 'hero' })
    expect(links.map((a) => a.getAttribute('href'))).toEqual([HERO.appStore, HERO.googlePlay])
  })

  for (const badges of [true, false]) {
    it(`hydrate the prerendered placement links without a mismatch, then carry the landing campaign (${badges ? 'official' : 'drawn'} badges)`, async () => {
      buildWithCampaigns(true)
      buildWithBadges(badges)
      await activateLocale('en')
      const ui = (
        <I18nProvider i18n={i18n}>
          <StoreButtons placement="hero" />
        </I18nProvider>
      )
      // As the build prerenders it: no landing address there.
      const container = document.createElement('div')
      container.innerHTML = renderToString(ui)
      document.body.append(container)
      const hrefs = () => [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))
      expect(hrefs()).toEqual([HERO.appStore, HERO.googlePlay])
      // The visitor landed with a campaign and a click id (src/entry-client.tsx reads it first).
      await rememberLanding('?utm_source=newsletter&utm_medium=email&utm_campaign=advent&gclid=abc')
      const recoverable: unknown[] = []
      const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError: (error) => void recoverable.push(error) }))
      expect(recoverable, 'hydration mismatches').toEqual([])
      expect(hrefs()).toEqual([LANDED.appStore, LANDED.googlePlay])
      act(() => root.unmount())
      container.remove()
    })
  }

  it('follow the landing campaign when it is read after hydration, and keep the placement’s without one', async () => {
    buildWithCampaigns(true)
    buildWithBadges(false)
    const [appStore, googlePlay] = await renderIn('en', { placement: 'footer' })
    await act(() => rememberLanding('?gclid=abc&utm_medium=email'))
    expect([appStore!.getAttribute('href'), googlePlay!.getAttribute('href')]).toEqual([`${APP_STORE}?pt=123456&ct=footer`, expect.stringContaining('utm_campaign%3Dfooter')])
    await act(() => rememberLanding('?utm_source=newsletter&utm_medium=email&utm_campaign=advent'))
    expect([appStore!.getAttribute('href'), googlePlay!.getAttribute('href')]).toEqual([LANDED.appStore, LANDED.googlePlay])
  })
})
