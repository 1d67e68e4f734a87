import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { StoreButtons } from '../../src/components/store-buttons'
import { activateLocale } from '../../src/i18n/activate'
import type { Locale } from '../../src/i18n/locales'

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

/** `__STORE_BADGES__` (vite.config.ts): whether the build has any official badge. */
const buildWithBadges = (has: boolean) => vi.stubGlobal('__STORE_BADGES__', has)
afterEach(() => vi.unstubAllGlobals())

async function renderIn(locale: Locale, props: Parameters<typeof StoreButtons>[0] = {}) {
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
    const [appStore, googlePlay, ...more] = await renderIn('en', { loading: 'eager' })
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
})
