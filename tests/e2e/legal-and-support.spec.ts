import type { Page } from '@playwright/test'
import { tr } from './catalogs'
import { expect, href, LANGS, open, openFirstView, test } from './fixtures'
import { fillSupportForm, readMailto, recordNavigations } from './mail'

// What the legal and support pages say and send is the same at every width: once (`@once`).

test('privacy: the red account-deletion button prefills a deletion request to support (es)', { tag: '@once' }, async ({ page }) => {
  await open(page, '/es/privacy')
  const button = page.getByRole('link', { name: tr('es', 'Request account deletion') })
  await expect(button).toBeVisible()
  const color = await button.evaluate((el) => getComputedStyle(el).backgroundColor)
  const [r, g, b] = color.match(/\d+/g)!.map(Number)
  expect(r).toBeGreaterThan(150)
  expect(g! + b!).toBeLessThan(120)
  const mail = readMailto((await button.getAttribute('href'))!)
  expect(mail.recipients).toEqual(['support@example.com'])
  expect(mail.subject).toBe(tr('es', 'Account deletion request: {appName}'))
  expect(mail.body).toBe(tr('es', 'Hello,\n\nPlease permanently delete my {appName} account and all of its data.\n\nThe email address for my account is: ').replace(/\n/g, '\r\n'))
  for (const section of [
    'Who is responsible for your data',
    'Information we collect',
    'What you write about your faith is sensitive data',
    'How we use your information',
    'How long we keep your data',
    'Who receives your data',
    'Minimum age',
    'How we protect your data',
    'Your rights over your data',
    'Contact',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: tr('es', section) })).toBeVisible()
  }
  // The data protection officer is named (LGPD art. 41 § 1 asks for the encarregado's identity), with a link
  // to write to them (as the Mexican readers' paragraph on their ARCO rights has too).
  const contact = page.getByRole('region', { name: tr('es', 'Contact') })
  await expect(contact.getByRole('link', { name: 'privacy@example.com' })).toHaveAttribute('href', 'mailto:privacy@example.com')
  await expect(contact).toContainText('Example DPO Name')
})

test('privacy: the reply deadline is the law’s, 15 days in Brazil and one month in Europe', { tag: '@once' }, async ({ page }) => {
  await open(page, '/privacy')
  await expect(page.getByText(/responderemos em até 15 dias/)).toBeVisible()
  await expect(page.getByText(/reclamação à Autoridade Nacional de Proteção de Dados \(ANPD\)/)).toBeVisible()
  await open(page, '/fr/privacy')
  await expect(page.getByText(/dans un délai d’un mois/)).toBeVisible()
  await expect(page.getByText(/CNIL/)).toBeVisible()
})

test('privacy: what the newsletter keeps, why, and who sends it, in every language', { tag: '@once' }, async ({ page }) => {
  const newsletter =
    'When you sign up for the newsletter, we keep your email address and the language of the page you signed up on, so that the newsletter reaches you in that language. The company that sends it for us keeps them only on our behalf and may use them for nothing else.'
  for (const lang of LANGS) {
    await openFirstView(page, href('/privacy', lang))
    await expect(page.getByRole('main').getByText(tr(lang, newsletter))).toBeVisible()
  }
})

test('terms: sections, the legal mailbox link and the Impressum (de)', { tag: '@once' }, async ({ page }) => {
  await open(page, '/de/terms')
  for (const section of ['Scope of these terms', 'Using the service', 'Premium, canceling and withdrawal', 'Your content', 'Community rules and reporting', 'Liability', 'Contact', 'Legal notice']) {
    await expect(page.getByRole('heading', { level: 2, name: tr('de', section) })).toBeVisible()
  }
  // The terms bind in the app, not by visiting the site (§ 305 Abs. 2 BGB).
  await expect(page.getByText(tr('de', 'These terms apply to the {appName} app. You accept them when you create your account in the app, and you must be at least {minimumAge} years old to do so; if you are under 18, you need the consent of a parent or guardian to subscribe to Premium. Reading this website does not commit you to anything.', { minimumAge: '16' }))).toBeVisible()
  // The Impressum: the operator's name, postal address, e-mail and the § 5 DDG lines from the site config.
  const notice = page.getByRole('region', { name: 'Impressum' })
  await expect(notice.locator('address')).toContainText('Example Operator Ltd.')
  await expect(notice.locator('address')).toContainText('1 Example Street')
  await expect(notice.getByRole('link', { name: 'contact@example.com' })).toHaveAttribute('href', 'mailto:contact@example.com')
  await expect(notice.getByRole('link', { name: '+00 00 0000 0000' })).toHaveAttribute('href', 'tel:+000000000000')
  for (const line of ['Example legal form', 'Example Representative', 'Example Register Court, HRB 00000', 'XX000000000']) {
    await expect(notice.getByText(line, { exact: true })).toBeVisible()
  }
  await expect(notice.getByText(/Google LLC/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'legal@example.com' })).toHaveAttribute('href', 'mailto:legal@example.com')
  await expect(page.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
})

test('a phone number in the legal notice is never broken across lines, even 320 px wide (fr)', { tag: '@phone' }, async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 })
  await open(page, '/fr/terms')
  const numbers = page.getByRole('region', { name: tr('fr', 'Legal notice') }).locator('a[href^="tel:"]')
  // The operator's phone and the host's, which ends a long line.
  await expect(numbers).toHaveCount(2)
  for (const number of await numbers.all()) {
    expect(await number.evaluate((link) => link.getClientRects().length), await number.innerText()).toBe(1)
  }
})

// A legal text is one a reader keeps, on paper or as a PDF. A printer leaves backgrounds out, so the
// dark scheme's light text would be left on white: printed, a page takes the light scheme's colours.
test('printed from a dark screen, the terms and the privacy policy are their text alone, in the light scheme’s colours (de)', { tag: '@once' }, async ({ page }) => {
  const colour = (locator: ReturnType<Page['locator']>, property: 'color' | 'backgroundColor' | 'borderTopWidth' = 'color') =>
    locator.evaluate((el, name) => getComputedStyle(el)[name], property)
  const LIGHT = { ink: 'rgb(31, 26, 46)', heading: 'rgb(42, 29, 82)', alarm: 'rgb(180, 35, 24)' }
  await page.emulateMedia({ colorScheme: 'dark' })
  await open(page, '/de/terms')
  const title = page.getByRole('heading', { level: 1 })
  const rights = page.locator('#site-footer').getByText(/© 2024/)
  // On screen: dark, with the header, the back link and the footer's links.
  const backLink = page.getByRole('link', { name: tr('de', 'Back to home') })
  expect(await colour(title)).not.toBe(LIGHT.heading)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(backLink).toBeVisible()
  await expect(page.getByRole('navigation', { name: tr('de', 'Support and legal') })).toBeVisible()

  await page.emulateMedia({ media: 'print', colorScheme: 'dark' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(backLink).toBeHidden()
  const footerLinks = await page.locator('#site-footer a').all()
  expect(footerLinks.length, 'links in the footer').toBeGreaterThan(10)
  for (const link of footerLinks) await expect(link).toBeHidden()
  await expect(title).toBeVisible()
  await expect(page.getByRole('region', { name: 'Impressum' }).locator('address')).toBeVisible()
  await expect(rights).toBeVisible()
  expect(await colour(title)).toBe(LIGHT.heading)
  expect(await colour(page.getByRole('region', { name: tr('de', 'Scope of these terms') }).locator('p').first())).toBe(LIGHT.ink)
  expect(await colour(page.getByRole('region', { name: 'Impressum' }).locator('address'))).toBe(LIGHT.ink)
  expect(await colour(rights)).toBe(LIGHT.ink)

  // The deletion button, outlined in its red: its white text would be left on white.
  await page.emulateMedia({ media: 'screen', colorScheme: 'dark' })
  await open(page, '/de/privacy')
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' })
  const button = page.getByRole('link', { name: tr('de', 'Request account deletion') })
  await expect(button).toBeVisible()
  expect(await colour(button)).toBe(LIGHT.alarm)
  expect(await colour(button, 'backgroundColor')).toBe('rgba(0, 0, 0, 0)')
  expect(await colour(button, 'borderTopWidth')).toBe('1px')
})

// The home page's dark pictures print as they look: without its background, the white text of a
// plum surface would go on white paper.
test('printed, the home page’s app screens and testimonials band keep their colours', { tag: '@once' }, async ({ page }) => {
  await open(page, '/en')
  await page.emulateMedia({ media: 'print' })
  const printed = (locator: ReturnType<Page['locator']>) => locator.evaluate((el) => [getComputedStyle(el).printColorAdjust, getComputedStyle(el).backgroundColor])
  const band = page.locator('#testimonials')
  expect(await printed(band)).toEqual(['exact', 'rgb(42, 29, 82)'])
  expect(await printed(band.getByRole('heading', { level: 2 }))).toEqual(['exact', 'rgba(0, 0, 0, 0)'])
  expect(await band.getByRole('heading', { level: 2 }).evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)')
  const screens = page.locator('#screenshots').getByText('Psalm 119', { exact: true })
  expect(await screens.evaluate((el) => getComputedStyle(el).printColorAdjust)).toBe('exact')
})

test('every footer links to the legal notice, under the name each market knows it by', { tag: '@once' }, async ({ page }) => {
  const names = { pt: 'Informações legais', en: 'Legal notice', es: 'Aviso legal', fr: 'Mentions légales', de: 'Impressum' } as const
  for (const lang of LANGS) {
    expect(tr(lang, 'Legal notice'), lang).toBe(names[lang])
    await openFirstView(page, href(lang === 'fr' ? '/support' : '/', lang))
    await page.locator('#site-footer').getByRole('link', { name: names[lang], exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${href('/terms', lang).replace(/\/$/, '')}#legal-notice$`))
    const heading = page.getByRole('heading', { level: 2, name: names[lang] })
    await expect(heading).toBeInViewport()
    await expect(page.getByRole('region', { name: names[lang] }).locator('address')).toContainText('Example Operator Ltd.')
  }
})

test('support page: direct e-mail, Instagram and response-time blocks, and where to turn in an emergency (pt)', { tag: '@once' }, async ({ page }) => {
  await open(page, '/support')
  await expect(page.getByRole('link', { name: 'support@example.com' })).toHaveAttribute('href', 'mailto:support@example.com')
  await expect(page.getByRole('link', { name: /^@/ })).toHaveAttribute('href', /^https:\/\/www\.instagram\.com\//)
  await expect(page.getByText(tr('pt', 'We usually reply within {min}–{max} hours on business days.', { min: '24', max: '48' }))).toBeVisible()
  // Urgent: a checkbox in the form; the note says so, and keeps URGENT for those who write directly.
  await expect(page.getByRole('checkbox', { name: tr('pt', 'It’s urgent') })).toBeVisible()
  await expect(page.getByText('URGENT', { exact: true }).first()).toBeVisible()
  // Someone in danger is sent to the emergency services, not to a reply within hours.
  await expect(page.getByText(tr('pt', 'Our support is not an emergency service: if you or someone else is in danger, call your local emergency number.'))).toBeVisible()
})

test.describe('the mail panel: what the visitor wrote stays on the page', () => {
  const sendSupportForm = async (page: Page, lang: 'pt' | 'en', message: string) => {
    await fillSupportForm(page, lang, { name: 'Ana', email: 'ana@example.com', subject: 'Dúvida', message })
    await page.getByRole('button', { name: tr(lang, 'Open in my email app') }).click()
  }

  test('support: after a send, the address and message are shown, and “Copy message” puts it on the clipboard (pt)', { tag: '@once' }, async ({ page, context }) => {
    // Writing only: the site's Permissions-Policy denies reading the clipboard to any script.
    await context.grantPermissions(['clipboard-write'])
    await open(page, '/support')
    const navigations = await recordNavigations(page)
    await sendSupportForm(page, 'pt', 'Não consigo entrar.\nObrigada!')

    const panel = page.getByRole('region', { name: tr('pt', 'Your email, ready to send') })
    await expect(panel).toBeVisible()
    await expect.poll(() => navigations.length).toBe(1)
    const body = 'Nome: Ana\nE-mail: ana@example.com\n\nNão consigo entrar.\nObrigada!'
    expect(readMailto(navigations[0]!).body).toBe(body.replace(/\n/g, '\r\n'))
    await expect(panel.getByRole('textbox', { name: tr('pt', 'To') })).toHaveValue('support@example.com')
    await expect(panel.getByRole('textbox', { name: tr('pt', 'Message') })).toHaveValue(body)
    await expect(page.getByRole('status')).toHaveText(tr('pt', 'Your email app should open now. Your message is also on this page, ready to copy.'))

    await panel.getByRole('button', { name: tr('pt', 'Copy message') }).click()
    await expect(panel.getByRole('button', { name: tr('pt', 'Copied') })).toBeVisible()
    // The visitor pastes it somewhere: here, into the emptied form's message field.
    const pasteTarget = page.locator('[data-island="contact-form"] form').getByRole('textbox', { name: tr('pt', 'Message') })
    await pasteTarget.focus()
    await page.keyboard.press('ControlOrMeta+V')
    await expect(pasteTarget).toHaveValue(body)
    // The panel fits the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })

  test('support: a message too long for a mailto: URL is not handed over; the panel says why (en)', { tag: '@once' }, async ({ page }) => {
    await open(page, '/en/support')
    const navigations = await recordNavigations(page)
    const message = 'ü'.repeat(400)
    await sendSupportForm(page, 'en', message)

    const panel = page.getByRole('region', { name: tr('en', 'Your email, ready to send') })
    await expect(panel.getByText(/too long to open in your email app/)).toContainText('support@example.com')
    await expect(panel.getByRole('textbox', { name: tr('en', 'Message') })).toHaveValue(`Name: Ana\nEmail: ana@example.com\n\n${message}`)
    await expect(panel.getByRole('button', { name: tr('en', 'Open in my email app again') })).toHaveCount(0)
    expect(navigations).toEqual([])
  })

  test('privacy: the deletion button opens its mail and shows it on the page (es)', { tag: '@once' }, async ({ page }) => {
    await open(page, '/es/privacy')
    const navigations = await recordNavigations(page)
    const button = page.getByRole('link', { name: tr('es', 'Request account deletion') })
    const href = (await button.getAttribute('href'))!
    await button.click()

    const panel = page.getByRole('region', { name: tr('es', 'Your email, ready to send') })
    await expect(panel.getByRole('textbox', { name: tr('es', 'Subject') })).toHaveValue(tr('es', 'Account deletion request: {appName}'))
    await expect(panel.getByRole('textbox', { name: tr('es', 'To') })).toHaveValue('support@example.com')
    await expect.poll(() => navigations).toEqual([href])
  })
})
