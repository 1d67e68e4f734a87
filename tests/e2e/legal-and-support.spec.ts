import { tr } from './catalogs'
import { expect, open, test } from './fixtures'
import { readMailto } from './mail'

test('privacy: the red account-deletion button prefills a deletion request to support (es)', async ({ page }) => {
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
  expect(mail.body).toBe(tr('es', 'Hello,\n\nPlease permanently delete my {appName} account and all of its data.\n\nThe e-mail address of my account is: ').replace(/\n/g, '\r\n'))
  for (const section of ['Information we collect', 'How we use your information', 'How we protect your data', 'Your rights over your data', 'Contact']) {
    await expect(page.getByRole('heading', { level: 2, name: tr('es', section) })).toBeVisible()
  }
})

test('terms: sections and the legal mailbox link (de)', async ({ page }) => {
  await open(page, '/de/terms')
  for (const section of ['Acceptance of these terms', 'Using the service', 'Your content', 'Limitations', 'Contact']) {
    await expect(page.getByRole('heading', { level: 2, name: tr('de', section) })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'legal@example.com' })).toHaveAttribute('href', 'mailto:legal@example.com')
  await expect(page.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
})

test('support page: direct e-mail, Instagram and response-time blocks (pt)', async ({ page }) => {
  await open(page, '/support')
  await expect(page.getByRole('link', { name: 'support@example.com' })).toHaveAttribute('href', 'mailto:support@example.com')
  await expect(page.getByRole('link', { name: /^@/ })).toHaveAttribute('href', /^https:\/\/www\.instagram\.com\//)
  await expect(page.getByText(tr('pt', 'We reply within {min}–{max} hours on business days.', { min: '24', max: '48' }))).toBeVisible()
  // Urgent: a checkbox in the form; the note says so, and keeps URGENT for those who write directly.
  await expect(page.getByRole('checkbox', { name: tr('pt', 'It’s urgent') })).toBeVisible()
  await expect(page.getByText('URGENT', { exact: true }).first()).toBeVisible()
})
