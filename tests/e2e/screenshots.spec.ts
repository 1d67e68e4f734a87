import type { Page } from '@playwright/test'
import { tr } from './catalogs'
import { axeViolations, expect, languagePicker, openFirstView, open, test } from './fixtures'

const screens = (page: Page) => page.locator('#screenshots')

/** The background colour behind the Bible sample's verse, as the browser paints it. */
const verseBackground = (page: Page) =>
  screens(page)
    .locator('[data-scripture] > mark, [data-scripture] > span')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor)

test('the Bible sample’s tools work: Highlight marks the verse, Note shows a note, Offline saves it', { tag: '@once' }, async ({ page }) => {
  await open(page, '/en')
  const highlight = screens(page).getByRole('button', { name: 'Highlight' })
  const note = screens(page).getByRole('button', { name: 'Note' })
  const offline = screens(page).getByRole('button', { name: 'Offline' })

  await expect(highlight).toHaveAttribute('aria-pressed', 'true')
  const marked = await verseBackground(page)
  expect(marked).not.toBe('rgba(0, 0, 0, 0)')
  await highlight.click()
  await expect(highlight).toHaveAttribute('aria-pressed', 'false')
  expect(await verseBackground(page)).toBe('rgba(0, 0, 0, 0)')
  await highlight.click()
  expect(await verseBackground(page)).toBe(marked)

  // What each press shows is in a status, which a screen reader says.
  const said = (text: string) => screens(page).getByRole('status').filter({ hasText: text })
  await expect(screens(page).getByText('Enough light for the next step.')).toHaveCount(0)
  await note.click()
  await expect(note).toHaveAttribute('aria-pressed', 'true')
  await expect(said('Enough light for the next step.')).toBeVisible()

  await expect(said('Saved for offline')).toHaveCount(0)
  await offline.click()
  await expect(offline).toHaveAttribute('aria-pressed', 'true')
  await expect(said('Saved for offline')).toHaveText('Saved for offline')
})

// axe once per scheme: the light one on the phone, the dark one on the desktop (as pages.spec.ts and dark-mode.spec.ts do).
for (const colorScheme of ['light', 'dark'] as const) {
  test(`home page in the ${colorScheme} scheme, every sample state shown: axe WCAG 2.2 AA`, { tag: colorScheme === 'light' ? '@phone' : '@desktop' }, async ({ page }) => {
    await page.emulateMedia({ colorScheme })
    await open(page, '/fr')
    await screens(page).getByRole('button', { name: 'Note' }).click()
    await screens(page).getByRole('button', { name: 'Hors ligne' }).click()
    await expect(screens(page).getByText(tr('fr', 'Saved for offline'))).toBeVisible()
    await expect(screens(page).getByText(tr('fr', 'Enough light for the next step.'))).toBeVisible()
    expect(await axeViolations(page), 'axe WCAG 2.2 AA').toEqual([])
  })
}

test('the four phones line up: same top and same height in a row, no horizontal scroll', async ({ page }, info) => {
  await open(page, '/de')
  const phones = await screens(page).locator('li > div:last-child').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))
  expect(phones).toHaveLength(4)
  if (info.project.name === 'desktop') {
    // Four in a row from the xl breakpoint: one baseline, one height.
    expect(new Set(phones.map((p) => Math.round(p.top))).size).toBe(1)
    expect(new Set(phones.map((p) => Math.round(p.height))).size).toBe(1)
  } else {
    // One column on phones, none squeezed.
    for (const p of phones) expect(p.width).toBeGreaterThanOrEqual(250)
  }
  await page.setViewportSize({ width: 1024, height: 768 })
  const pairs = await screens(page).locator('li > div:last-child').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)))
  expect(pairs[0]).toBe(pairs[1])
  expect(pairs[2]).toBe(pairs[3])
  expect(pairs[2]).toBeGreaterThan(pairs[0]!)
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
})

test('the hero picture costs the first view no code, and follows a language switch', { tag: '@once' }, async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)))
  await openFirstView(page, '/')
  await page.waitForLoadState('networkidle')
  const island = page.locator('[data-island="hero-art"]')
  const art = island.getByRole('img')
  await expect(art).toHaveAttribute('aria-label', /Mateus 11:28/)
  await expect(island).not.toHaveAttribute('data-hydrated')
  expect(scripts.filter((s) => /hero-art/.test(s))).toEqual([])

  // Opening the picker costs it nothing either; a language switch loads it, hydrates it in the
  // language it was drawn in, and then shows it in the new one.
  await languagePicker(page, 'pt').click()
  await page.waitForLoadState('networkidle')
  expect(scripts.filter((s) => /hero-art/.test(s))).toEqual([])
  await page.getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL(/\/de$/)
  expect(scripts.filter((s) => /hero-art/.test(s))).toHaveLength(1)
  await expect(art).toHaveAttribute('aria-label', /Matthäus 11,28/)
  await expect(art).toContainText('Ruhe für ein müdes Herz')
})
