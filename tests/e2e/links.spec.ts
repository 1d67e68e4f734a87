import { tr } from './catalogs'
import { expect, languagePicker, NOT_FOUND_LOG, open, test } from './fixtures'

test('navigation and footer anchors lead to sections that exist', async ({ page }) => {
  await open(page, '/en')
  for (const [name, id] of [['Features', 'features'], ['Screenshots', 'screenshots'], ['Testimonials', 'testimonials'], ['FAQ', 'faq']] as const) {
    // On a phone the landing links are in the header's menu.
    const menu = page.getByRole('button', { name: tr('en', 'Menu') })
    if (await menu.isVisible()) await menu.click()
    await page.getByRole('navigation', { name: tr('en', 'Main') }).getByRole('link', { name: tr('en', name) }).click()
    await expect(page).toHaveURL(new RegExp(`/en#${id}$`))
    await expect(page.locator(`#${id}`)).toBeInViewport()
  }
  const footerAnchors = await page.getByRole('navigation', { name: tr('en', 'Quick links') }).getByRole('link').evaluateAll((links) =>
    links.map((a) => a.getAttribute('href')),
  )
  expect(footerAnchors).toEqual(['/en#features', '/en#screenshots', '/en#testimonials', '/en#faq'])
})

test('a link inside the site leaves focus where it led: its section, or the new page’s heading', { tag: '@desktop' }, async ({ page }) => {
  await open(page, '/en/support')
  // The header's mark, from the keyboard: the home page, its heading focused, as a screen reader says.
  await page.getByRole('banner').getByRole('link', { name: tr('en', '{appName}, home', { appName: 'Selah' }) }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.locator('main h1')).toBeFocused()
  // A section link: the next Tab goes on inside the section, not after the link in the header.
  await page.getByRole('navigation', { name: tr('en', 'Main') }).getByRole('link', { name: tr('en', 'FAQ') }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en#faq$/)
  await expect(page.locator('#faq')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.locator('#faq summary').first()).toBeFocused()
})

test('from another page, section links lead to the home page’s sections', { tag: '@once' }, async ({ page }) => {
  await open(page, '/es/terms')
  await page.getByRole('navigation', { name: tr('es', 'Quick links') }).getByRole('link', { name: tr('es', 'Testimonials') }).click()
  await expect(page).toHaveURL(/\/es#testimonials$/)
  await expect(page.locator('#testimonials')).toBeInViewport()
})

test('every internal link resolves; only /help reaches the 404 page', { tag: '@once' }, async ({ page, gate, request }) => {
  gate.expectConsoleError(NOT_FOUND_LOG)
  const found = new Set<string>()
  for (const [start, lang] of [['/', 'pt'], ['/en/privacy', 'en'], ['/fr/support', 'fr']] as const) {
    await open(page, start)
    // The language menu's links exist while it is open.
    await languagePicker(page, lang).click()
    const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!.split('#')[0]!))
    hrefs.forEach((h) => found.add(h))
  }
  expect(found.size).toBeGreaterThan(15)
  // Each page as the server answers it (every page's rendering is pages.spec.ts's): the 404 page
  // comes with its status.
  for (const path of found) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), `${path} answers`).toBe(/\/help$/.test(path) ? 404 : 200)
    expect(await response.text(), path).toMatch(/<h1[ >]/)
  }
})

test('footer links: social profiles, support pages and both stores', async ({ page }) => {
  await open(page, '/en')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Selah on Instagram' })).toHaveAttribute('href', /^https:\/\/www\.instagram\.com\//)
  await expect(footer.getByRole('link', { name: 'Selah on YouTube' })).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\//)
  for (const [name, href] of [['Contact support', '/en/support'], ['Privacy policy', '/en/privacy'], ['Terms of use', '/en/terms'], ['Help center', '/en/help']] as const) {
    await expect(footer.getByRole('link', { name: tr('en', name), exact: true })).toHaveAttribute('href', href)
  }
  await expect(footer.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//)
  await expect(footer.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', /^https:\/\/play\.google\.com\//)
  // Both badges hold their words at this width (side by side in the desktop footer's narrow column,
  // they spilled out). Layout needs no scrolling: a scroll's wait for a still element once waited
  // out the test's 30 s on a loaded machine where Chromium drew no frame.
  const badges = footer.getByRole('link', { name: /App Store|Google Play/ })
  await expect.poll(() => badges.evaluateAll((links) => links.map((a) => a.scrollWidth - a.clientWidth))).toEqual([0, 0])
  await expect(footer).toContainText('© 2024 Selah')
})
