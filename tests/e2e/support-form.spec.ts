import { tr } from './catalogs'
import { expect, open, test } from './fixtures'
import { fillSupportForm, readMailto, recordNavigations } from './mail'

// What the form accepts, says and sends is the same at every width: once (`@once`), on the phone.

test.describe('support form', () => {
  const labels = (lang: 'en' | 'fr' | 'pt') => ({
    urgent: tr(lang, 'It’s urgent'),
    name: tr(lang, 'Name'),
    email: tr(lang, 'Email'),
    subject: tr(lang, 'Subject'),
    message: tr(lang, 'Message'),
    submit: tr(lang, 'Open in my email app'),
  })

  test('required fields and the e-mail format are enforced', { tag: '@once' }, async ({ page }) => {
    await open(page, '/en/support')
    const navigations = await recordNavigations(page)
    const l = labels('en')
    await page.getByRole('button', { name: l.submit }).click()
    await expect(page.getByRole('textbox', { name: l.name })).toBeFocused()
    for (const name of [l.name, l.email, l.subject, l.message]) {
      await expect(page.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true')
    }
    await fillSupportForm(page, 'en', { name: 'Ana', email: 'ana@example..com', subject: 'Hello', message: 'Question' })
    await page.getByRole('button', { name: l.submit }).click()
    await expect(page.getByRole('textbox', { name: l.email })).toHaveAccessibleDescription(
      tr('en', 'Please enter a valid email address, like name@example.com.'),
    )
    await page.waitForTimeout(300)
    expect(navigations).toEqual([])
  })

  test('a valid message opens mail to support with subject and body, then the form is empty (fr)', { tag: '@once' }, async ({ page }) => {
    await open(page, '/fr/support')
    const navigations = await recordNavigations(page)
    const l = labels('fr')
    await fillSupportForm(page, 'fr', { name: 'Élise', email: 'elise@example.com', subject: 'Question sur l’abonnement', message: 'Bonjour,\nune question.' })
    await page.getByRole('button', { name: l.submit }).click()

    await expect.poll(() => navigations.length).toBe(1)
    const mail = readMailto(navigations[0]!)
    expect(mail.recipients).toEqual(['support@example.com'])
    expect(mail.headers).toEqual(['subject', 'body'])
    expect(mail.subject).toBe('Question sur l’abonnement')
    expect(mail.body).toContain('Élise')
    expect(mail.body).toContain('elise@example.com')
    expect(mail.body).toContain('Bonjour,\r\nune question.')
    // The form is empty (the mail panel under it shows what was sent, read-only).
    const form = page.getByRole('form')
    for (const name of [l.name, l.email, l.subject, l.message]) await expect(form.getByRole('textbox', { name })).toHaveValue('')
  })

  test('hostile input yields exactly one recipient and the text as typed', { tag: '@once' }, async ({ page }) => {
    await open(page, '/en/support')
    const navigations = await recordNavigations(page)
    const l = labels('en')
    const subject = 'A&b?c#d %41 +plus &bcc=evil@example.com 🙏'
    // Within the 2,000 characters a mailto: URL may have (longer ones go to the page's mail panel).
    const message = `x&cc=evil@example.com\r\nbcc: evil@example.com\n?to=a@b.c#frag 100% 🙏\n${'ü'.repeat(150)}`
    await fillSupportForm(page, 'en', { name: 'Eve <eve@example.com>, mallory@example.com', email: 'eve@example.com', subject, message })
    await page.getByRole('button', { name: l.submit }).click()

    await expect.poll(() => navigations.length).toBe(1)
    const mail = readMailto(navigations[0]!)
    expect(mail.recipients).toEqual(['support@example.com'])
    expect(mail.headers).toEqual(['subject', 'body'])
    expect(mail.subject).toBe(subject)
    expect(mail.body).toContain('Eve <eve@example.com>, mallory@example.com')
    expect(mail.body).toContain(message.replace(/\r?\n/g, '\r\n'))
  })

  test('"It’s urgent": a real checkbox whose whole row is the target; it puts URGENT first, then resets (pt)', { tag: '@once' }, async ({ page }) => {
    await open(page, '/support')
    const navigations = await recordNavigations(page)
    const l = labels('pt')
    const box = page.getByRole('checkbox', { name: l.urgent })
    await expect(box).not.toBeChecked()
    await expect(box).toHaveAttribute('type', 'checkbox')
    const row = page.locator('label', { has: box })
    const area = (await row.boundingBox())!
    expect(area.height).toBeGreaterThanOrEqual(44)
    expect(area.width).toBeGreaterThanOrEqual(44)

    await fillSupportForm(page, 'pt', { name: 'Ana', email: 'ana@example.com', subject: 'Não consigo entrar', message: 'Minha conta sumiu.' })
    // A tap at the far end of the row, away from the box itself, ticks it.
    await row.click({ position: { x: area.width - 4, y: area.height / 2 } })
    await expect(box).toBeChecked()
    await page.getByRole('button', { name: l.submit }).click()

    await expect.poll(() => navigations.length).toBe(1)
    expect(readMailto(navigations[0]!).subject).toBe('URGENT: Não consigo entrar')
    await expect(box).not.toBeChecked()
    await expect(page.getByRole('form').getByRole('textbox', { name: l.subject })).toHaveValue('')
  })

  test('an URGENT typed first is not doubled (en)', { tag: '@once' }, async ({ page }) => {
    await open(page, '/en/support')
    const navigations = await recordNavigations(page)
    const l = labels('en')
    await fillSupportForm(page, 'en', { name: 'Ana', email: 'ana@example.com', subject: 'URGENT: locked out', message: 'Help' })
    await page.getByRole('checkbox', { name: l.urgent }).check()
    await page.getByRole('button', { name: l.submit }).click()
    await expect.poll(() => navigations.length).toBe(1)
    expect(readMailto(navigations[0]!).subject).toBe('URGENT: locked out')
  })

  test('lengths: a long paste is kept whole, the count says by how much, the limit is said beside the field (de)', { tag: '@once' }, async ({ page }) => {
    await open(page, '/de/support')
    const message = page.getByRole('textbox', { name: tr('de', 'Message') })
    await message.fill('m'.repeat(5001))
    await expect(message).toHaveValue('m'.repeat(5001))
    const count = page.getByText('1 Zeichen zu viel', { exact: true })
    await expect(count).toBeVisible()
    await page.getByRole('button', { name: tr('de', 'Open in my email app') }).click()
    await expect(message).toHaveAttribute('aria-invalid', 'true')
    await expect(message).toHaveAccessibleDescription(/^1 Zeichen zu viel .*5\.000/)
    await expect(message).toHaveValue('m'.repeat(5001))
    // Screen readers hear the count once typing pauses, from a live region of its own.
    await expect(page.locator('[data-island="contact-form"] [aria-live="polite"]')).toHaveText('1 Zeichen zu viel')
  })
})
