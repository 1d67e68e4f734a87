import { tr } from './catalogs'
import { expect, open, test } from './fixtures'
import { readMailto, recordNavigations } from './mail'

test.describe('newsletter', () => {
  test('the browser blocks an empty or malformed address; nothing is logged', async ({ page, gate }) => {
    await open(page, '/en')
    const form = page.locator('#newsletter form')
    const field = form.getByRole('textbox', { name: tr('en', 'Your e-mail address') })
    const submit = form.getByRole('button', { name: tr('en', 'Subscribe') })

    await submit.click()
    expect(await field.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true)
    await expect(field).toBeFocused()
    await expect(field).toHaveAccessibleDescription(tr('en', 'Please enter your e-mail address.'))

    await field.fill('ana@')
    await submit.click()
    expect(await field.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true)
    await expect(field).toHaveValue('ana@')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(gate.logs).toEqual([])
  })

  test('a valid address is logged, the field clears and the confirmation is announced (pt)', async ({ page, gate }) => {
    await open(page, '/')
    const form = page.locator('#newsletter form')
    const field = form.getByRole('textbox')
    await field.fill('maria@example.com')
    await form.getByRole('button').click()
    await expect(form.getByRole('status')).toHaveText(tr('pt', 'Thank you for subscribing!'))
    await expect(field).toHaveValue('')
    expect(gate.logs).toEqual(['Newsletter signup: maria@example.com'])
  })
})

test.describe('support form', () => {
  const labels = (lang: 'en' | 'fr') => ({
    name: tr(lang, 'Name'),
    email: tr(lang, 'E-mail'),
    subject: tr(lang, 'Subject'),
    message: tr(lang, 'Message'),
    submit: tr(lang, 'Open in my e-mail app'),
  })

  test('required fields and the e-mail format are enforced', async ({ page }) => {
    await open(page, '/en/support')
    const navigations = await recordNavigations(page)
    const l = labels('en')
    await page.getByRole('button', { name: l.submit }).click()
    await expect(page.getByRole('textbox', { name: l.name })).toBeFocused()
    for (const name of [l.name, l.email, l.subject, l.message]) {
      await expect(page.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true')
    }
    await page.getByRole('textbox', { name: l.name }).fill('Ana')
    await page.getByRole('textbox', { name: l.email }).fill('ana@example')
    await page.getByRole('textbox', { name: l.subject }).fill('Hello')
    await page.getByRole('textbox', { name: l.message }).fill('Question')
    await page.getByRole('button', { name: l.submit }).click()
    await expect(page.getByRole('textbox', { name: l.email })).toHaveAccessibleDescription(
      tr('en', 'Please enter a valid e-mail address, like name@example.com.'),
    )
    await page.waitForTimeout(300)
    expect(navigations).toEqual([])
  })

  test('a valid message opens mail to support with subject and body, then the form is empty (fr)', async ({ page }) => {
    await open(page, '/fr/support')
    const navigations = await recordNavigations(page)
    const l = labels('fr')
    await page.getByRole('textbox', { name: l.name }).fill('Élise')
    await page.getByRole('textbox', { name: l.email }).fill('elise@example.com')
    await page.getByRole('textbox', { name: l.subject }).fill('Question sur l’abonnement')
    await page.getByRole('textbox', { name: l.message }).fill('Bonjour,\nune question.')
    await page.getByRole('button', { name: l.submit }).click()

    await expect.poll(() => navigations.length).toBe(1)
    const mail = readMailto(navigations[0]!)
    expect(mail.recipients).toEqual(['support@example.com'])
    expect(mail.headers).toEqual(['subject', 'body'])
    expect(mail.subject).toBe('Question sur l’abonnement')
    expect(mail.body).toContain('Élise')
    expect(mail.body).toContain('elise@example.com')
    expect(mail.body).toContain('Bonjour,\r\nune question.')
    for (const name of [l.name, l.email, l.subject, l.message]) await expect(page.getByRole('textbox', { name })).toHaveValue('')
  })

  test('hostile input yields exactly one recipient and the text as typed', async ({ page }) => {
    await open(page, '/en/support')
    const navigations = await recordNavigations(page)
    const l = labels('en')
    const subject = 'A&b?c#d %41 +plus &bcc=evil@example.com 🙏'
    const message = `x&cc=evil@example.com\r\nbcc: evil@example.com\n?to=a@b.c#frag 100% 🙏\n${'ü'.repeat(5000 - 60)}`.slice(0, 5000)
    await page.getByRole('textbox', { name: l.name }).fill('Eve <eve@example.com>, mallory@example.com')
    await page.getByRole('textbox', { name: l.email }).fill('eve@example.com')
    await page.getByRole('textbox', { name: l.subject }).fill(subject)
    await page.getByRole('textbox', { name: l.message }).fill(message)
    await page.getByRole('button', { name: l.submit }).click()

    await expect.poll(() => navigations.length).toBe(1)
    const mail = readMailto(navigations[0]!)
    expect(mail.recipients).toEqual(['support@example.com'])
    expect(mail.headers).toEqual(['subject', 'body'])
    expect(mail.subject).toBe(subject)
    expect(mail.body).toContain('Eve <eve@example.com>, mallory@example.com')
    expect(mail.body).toContain(message.replace(/\r?\n/g, '\r\n'))
  })
})
