import { LOCALE_INFO, type Locale } from '../../src/i18n/locales'
import { tr } from './catalogs'
import { ENTRY_SCRIPT, expect as suiteExpect, holdScripts, languagePicker, open, openFirstView, test } from './fixtures'
import { fillSupportForm, readMailto, recordNavigations } from './mail'

// What a visitor on a slow phone does before the page's code has arrived: every control answers
// from the first paint, and a press or a send made before its code is answered once it comes,
// exactly once (src/lib/early-gestures.ts). The processor is slowed four times, as on a cheap
// phone, and the code a test is about is held back until the test lets it through.

// Four times slower, each test has twice the suite's time (one took 26 s of its 30 in a full run),
// and each assertion three times its 5 s (a page once took longer to hydrate): what is checked here
// is that every press is answered, not how soon (the visitor bench's budgets).
test.describe.configure({ timeout: 60_000 })
const expect = suiteExpect.configure({ timeout: 15_000 })

test.beforeEach(async ({ page }) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
})

test('the language picker opens and leads to a language before any script, and the choice is saved', { tag: '@phone' }, async ({ page }) => {
  await holdScripts(page, ENTRY_SCRIPT)
  await page.goto('/', { waitUntil: 'commit' })
  await page.getByRole('button', { name: /^Idioma: Português/ }).tap()
  const english = page.getByRole('banner').getByRole('link', { name: 'English' })
  await expect(english).toBeVisible()
  await english.tap()
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.locator('h1')).toHaveText(tr('en', 'Find peace in God’s Word, one day at a time'))
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(JSON.stringify({ state: { language: 'en' }, version: 1 }))
  // The saved choice leads an unprefixed address to English, as one made after hydration does.
  await page.goto('/privacy', { waitUntil: 'commit' })
  await expect(page).toHaveURL(/\/en\/privacy$/)
})

test('an FAQ question opens at the first tap before its code, and stays answered once the code is here', { tag: '@phone' }, async ({ page }) => {
  const release = await holdScripts(page, /\/assets\/faq-section-[\w-]+\.js$/)
  await openFirstView(page, '/en#faq')
  const item = page.locator('#faq details').first()
  await item.locator('summary').tap()
  await expect(item.locator('p')).toBeVisible()
  release()
  await expect(page.locator('[data-island="faq"]')).toHaveAttribute('data-hydrated', '')
  await expect(item).toHaveAttribute('open', '')
  await item.locator('summary').tap()
  await expect(item.locator('p')).toBeHidden()
})

test('an app screen’s toggle pressed before its code is answered once the code is here, once', { tag: '@phone' }, async ({ page }) => {
  const release = await holdScripts(page, /\/assets\/screenshots-section-[\w-]+\.js$/)
  await openFirstView(page, '/en')
  const like = page.locator('#screenshots').getByRole('button', { name: tr('en', 'Like'), exact: true })
  await like.scrollIntoViewIfNeeded()
  await expect(like).toHaveAttribute('aria-pressed', 'false')
  // Tapped twice while nothing answers: one wish.
  await like.tap()
  await like.tap()
  const happy = page.locator('#screenshots').getByRole('button', { name: tr('en', 'Happy') })
  await happy.scrollIntoViewIfNeeded()
  await happy.tap()
  await expect(like).toHaveAttribute('aria-pressed', 'false')
  release()
  await expect(page.locator('[data-island="screenshots"]')).toHaveAttribute('data-hydrated', '')
  await expect(like).toHaveAttribute('aria-pressed', 'true')
  await expect(happy).toHaveAttribute('aria-pressed', 'true')
})

test('a newsletter address filled at autofill speed and sent at once is sent on the first press', { tag: '@phone' }, async ({ page, gate }) => {
  const release = await holdScripts(page, /\/assets\/newsletter-section-[\w-]+\.js$/)
  await openFirstView(page, '/en#newsletter')
  const form = page.locator('#newsletter form')
  await form.getByRole('textbox').fill('autofill@example.com')
  await form.getByRole('button', { name: tr('en', 'Subscribe') }).tap()
  release()
  await expect(form.getByRole('status')).toHaveText(tr('en', 'Thank you for subscribing!'))
  expect(gate.logs).toEqual(['Newsletter signup: autofill@example.com'])
})

test('a support message filled at autofill speed and sent at once opens the e-mail on the first press, once', { tag: '@phone' }, async ({ page }) => {
  const release = await holdScripts(page, /\/assets\/contact-form-[\w-]+\.js$/)
  await openFirstView(page, '/en/support')
  const navigations = await recordNavigations(page)
  await fillSupportForm(page, 'en', { name: 'Ana', email: 'ana@example.com', subject: 'Early', message: 'Sent before the form had its code.' })
  const send = page.getByRole('button', { name: tr('en', 'Open in my email app') })
  await send.tap()
  await send.tap()
  release()
  await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute('data-hydrated', '')
  await expect.poll(() => navigations.length).toBe(1)
  expect(readMailto(navigations[0]!).subject).toBe('Early')
  await page.waitForTimeout(500)
  expect(navigations).toHaveLength(1)
})

test('the support form loads its code on first use, keeping the focus and what is typed; links hovered meanwhile leave it in place', { tag: '@desktop' }, async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)))
  await openFirstView(page, '/de/support')
  await page.waitForLoadState('networkidle')
  expect(scripts.filter((script) => /contact-form|email-field/.test(script)), 'form code in the first view').toEqual([])
  // Hovered and focused links preload their pages, with the whole catalog: nothing on screen may
  // re-render for it, or React would drop the form's HTML while it waits for its code.
  for (const link of await page.getByRole('banner').getByRole('link').all()) await link.hover()
  await page.getByRole('banner').getByRole('link').last().focus()
  await page.waitForLoadState('networkidle')
  const island = page.locator('[data-island="contact-form"]')
  await expect(island).not.toHaveAttribute('data-hydrated')
  const name = island.getByRole('textbox', { name: tr('de', 'Name') })
  await name.evaluate((field) => field.setAttribute('data-test-kept', ''))
  await name.focus()
  await page.keyboard.type('Anna')
  await expect(island).toHaveAttribute('data-hydrated', '')
  await page.keyboard.type(' Beispiel')
  await expect(name, 'the same field, focused throughout').toBeFocused()
  await expect(name).toHaveAttribute('data-test-kept', '')
  await expect(name).toHaveValue('Anna Beispiel')
})

test('no send button is ever disabled, before or after the page’s code', { tag: '@phone' }, async ({ page }) => {
  for (const path of ['/en', '/en/support']) {
    const release = await holdScripts(page, ENTRY_SCRIPT)
    await page.goto(path, { waitUntil: 'commit' })
    await expect(page.locator('form button[type="submit"]')).toHaveCount(1)
    expect(await page.locator('button[disabled], button[aria-disabled="true"]').count(), `${path} before hydration`).toBe(0)
    release()
    await open(page, path)
    expect(await page.locator('button[disabled], button[aria-disabled="true"]').count(), `${path} after hydration`).toBe(0)
  }
})

test('switching language after a look down the page, and while a part’s code is on its way, raises no error and leaves no old text', { tag: '@phone' }, async ({ page }) => {
  await open(page, '/')
  let previous: Locale = 'pt'
  const switchTo = async (code: Locale) => {
    const heading = tr(previous, 'Frequently asked questions')
    await languagePicker(page, previous).tap()
    await page.getByRole('banner').locator(`a[data-locale="${code}"]`).tap()
    await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO[code].tag)
    await expect(page.locator('#faq-title')).toHaveText(tr(code, 'Frequently asked questions'))
    await expect(page.locator('h1')).toHaveText(tr(code, 'Find peace in God’s Word, one day at a time'))
    expect(await page.locator('main').innerText()).not.toContain(heading)
    previous = code
  }
  await page.locator('#testimonials').scrollIntoViewIfNeeded()
  await switchTo('en')
  await page.locator('#newsletter').scrollIntoViewIfNeeded()
  await switchTo('es')

  // A fresh page whose FAQ code is held back while the visitor switches: the switch waits for it.
  const release = await holdScripts(page, /\/assets\/faq-section-[\w-]+\.js$/)
  await openFirstView(page, '/es')
  await page.locator('#faq').scrollIntoViewIfNeeded()
  await languagePicker(page, 'es').tap()
  await page.getByRole('banner').locator('a[data-locale="fr"]').tap()
  setTimeout(release, 500)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.locator('#faq-title')).toHaveText(tr('fr', 'Frequently asked questions'))
  previous = 'fr'
  await switchTo('de')
})
