import { devices, type Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { loadEnv } from 'vite'
import { parseSiteEnv } from '../../src/config/site-schema'
import { expect, open, reviewScreenshot, test } from './fixtures'

// Campaign links (README, "Campaign links"). The production build passes no campaign (the
// default); the pseudo-locale build switches them on with a stand-in provider token (.env.pseudo),
// so this spec runs in the `pseudo` project, against that build's server.

/** The settings the pseudo-locale build was made with, read as the build reads them. */
const env = parseSiteEnv(loadEnv('pseudo', process.cwd(), 'VITE_'))
const APPLE = env.VITE_APP_STORE_URL
const PLAY = env.VITE_PLAY_STORE_URL
const PT = env.VITE_APPLE_PROVIDER_TOKEN
const SITE = env.VITE_SITE_URL.replace(/\/$/, '')

/** README's worked example, with more that must not pass: click ids and other keys. */
const LANDING = '/en?utm_source=newsletter&utm_medium=email&utm_campaign=advent&gclid=abc&fbclid=def&msclkid=ghi&utm_id=7&ref=x'
const LANDED = {
  appStore: `${APPLE}?pt=${PT}&ct=newsletter-advent`,
  googlePlay: `${PLAY}&referrer=utm_source%3Dnewsletter%26utm_medium%3Demail%26utm_campaign%3Dadvent`,
}
/** What a link from a placement carries when the landing address had no campaign. */
const placed = (placement: string) => ({
  appStore: `${APPLE}?pt=${PT}&ct=${placement}`,
  googlePlay: `${PLAY}&referrer=utm_source%3Dwebsite%26utm_medium%3Dreferral%26utm_campaign%3D${placement}`,
})

const PIXEL = devices['Pixel 7'].userAgent
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'

const badge = (page: Page, where: '#download' | '#site-footer', store: 'appStore' | 'googlePlay') => page.locator(`${where} a[data-store="${store}"]`)
const headerStoreLink = (page: Page) => page.locator('body header a[data-placement="header"]')
const qrCode = (page: Page) => page.locator('#get-app-qr svg')

/** Every badge on the page, by placement: hero and footer, each store's link. */
async function expectBadges(page: Page, hero: { appStore: string; googlePlay: string }, footer: { appStore: string; googlePlay: string }) {
  for (const [where, placement, hrefs] of [['#download', 'hero', hero], ['#site-footer', 'footer', footer]] as const) {
    for (const store of ['appStore', 'googlePlay'] as const) {
      const link = badge(page, where, store)
      await expect(link, `${placement} ${store}`).toHaveAttribute('href', hrefs[store])
      await expect(link).toHaveAttribute('data-placement', placement)
    }
  }
}

test('the settings are the ones this spec expects: bases without their own campaign, a provider token', () => {
  expect(env.VITE_STORE_CAMPAIGNS, '.env.pseudo switches campaigns on').toBe(true)
  expect(PT).toMatch(/^\d+$/)
  expect(new URL(APPLE).search).toBe('')
  expect([...new URL(PLAY).searchParams.keys()]).toEqual(['id'])
})

test('the prerendered HTML carries each placement’s own campaign, whatever the address asked for', async ({ request }) => {
  const html = (await (await request.get(LANDING)).text()).replaceAll('&amp;', '&')
  const links = [...html.matchAll(/<a href="([^"]*)"[^>]*data-store="(\w+)" data-placement="(\w+)"/g)].map(([, href, store, placement]) => ({ href, store, placement }))
  expect(links).toEqual([
    { href: placed('hero').appStore, store: 'appStore', placement: 'hero' },
    { href: placed('hero').googlePlay, store: 'googlePlay', placement: 'hero' },
    { href: placed('footer').appStore, store: 'appStore', placement: 'footer' },
    { href: placed('footer').googlePlay, store: 'googlePlay', placement: 'footer' },
  ])
  expect(html).toContain(`data-url="${SITE}/en?utm_source=website&utm_medium=referral&utm_campaign=qr#download"`)
  for (const landed of ['utm_source=newsletter', 'utm_campaign%3Dadvent', 'ct=newsletter', 'gclid', 'fbclid']) expect(html, landed).not.toContain(landed)
})

test.describe('on an Android phone', () => {
  test.use({ userAgent: PIXEL })

  test('a landing campaign reaches every store link, for the tab’s life, and nothing else of the address does', async ({ page }) => {
    await open(page, LANDING)
    await expectBadges(page, LANDED, LANDED)
    await expect(headerStoreLink(page)).toHaveAttribute('href', LANDED.googlePlay)
    await expect(headerStoreLink(page)).toHaveAttribute('data-store', 'googlePlay')
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
    expect(hrefs.filter((href) => /gclid|fbclid|msclkid|utm_id|ref%3Dx|ref=x/.test(href))).toEqual([])
    // Kept in the page's memory only: no cookie, nothing stored.
    const stored = await page.evaluate(() => ({ cookie: document.cookie, local: Object.keys(localStorage), session: Object.keys(sessionStorage) }))
    expect(stored).toEqual({ cookie: '', local: [], session: [] })

    // Links inside the site drop the query; the store links keep the campaign the tab landed with.
    await page.locator('#site-footer a[href="/en/privacy"]').click()
    await expect(page).toHaveURL(/\/en\/privacy$/)
    await expect(headerStoreLink(page)).toHaveAttribute('href', LANDED.googlePlay)
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
    await expect(badge(page, '#site-footer', 'appStore')).toHaveAttribute('href', LANDED.appStore)
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${LANDING.replace(/[?]/g, '\\?')}$`))
    await expectBadges(page, LANDED, LANDED)
  })

  test('an address without a query loads none of the code that reads one', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
    await open(page, '/en')
    await expectBadges(page, placed('hero'), placed('footer'))
    await expect(headerStoreLink(page)).toHaveAttribute('href', placed('header').googlePlay)
    expect(scripts.filter((url) => /landing-links|store-campaign/.test(url))).toEqual([])
  })

  test('without a campaign in the address, each link carries its placement', async ({ page }) => {
    // A click id and a medium alone are no campaign.
    await open(page, '/en?gclid=abc&utm_medium=email')
    await expectBadges(page, placed('hero'), placed('footer'))
    await expect(headerStoreLink(page)).toHaveAttribute('href', placed('header').googlePlay)
  })
})

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE })

  test('"Get the app" opens the App Store with the landing campaign', async ({ page }) => {
    await open(page, LANDING)
    await expect(headerStoreLink(page)).toHaveAttribute('href', LANDED.appStore)
    await expect(headerStoreLink(page)).toHaveAttribute('data-store', 'appStore')
  })
})

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false })

  /** The QR code as a phone's camera reads it, from its pixels. */
  async function scan(page: Page): Promise<string | undefined> {
    const png = PNG.sync.read(await qrCode(page).screenshot({ scale: 'device' }))
    return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data
  }

  for (const [label, landing, expected] of [
    ['the landing campaign', LANDING, `${SITE}/en?utm_source=newsletter&utm_medium=email&utm_campaign=advent#download`],
    ['the qr placement without one', '/en', `${SITE}/en?utm_source=website&utm_medium=referral&utm_campaign=qr#download`],
  ] as const) {
    test(`the QR code reads as the download buttons with ${label}, and a phone that follows it gets the same campaign`, async ({ page }) => {
      await open(page, landing)
      await expect(qrCode(page)).toHaveAttribute('data-url', expected)
      await expect.poll(() => scan(page)).toBe(expected)
      // As big as without a campaign: the address is kept short enough (QR_URL_MAX).
      expect((await qrCode(page).boundingBox())!.width).toBe(112)
      await reviewScreenshot(page, `campaign-qr-${landing === '/en' ? 'placement' : 'landing'}-1366`)
      const { pathname, search, hash } = new URL(expected)
      await page.goto(pathname + search + hash)
      await expect(badge(page, '#download', 'appStore')).toBeInViewport()
      const phone = landing === '/en' ? placed('qr') : LANDED
      await expect(badge(page, '#download', 'appStore')).toHaveAttribute('href', phone.appStore)
      await expect(badge(page, '#download', 'googlePlay')).toHaveAttribute('href', phone.googlePlay)
    })
  }
})
