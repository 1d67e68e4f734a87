import { tr } from './catalogs'
import { expect, open, test } from './fixtures'

const QUESTIONS = ['Is {appName} free?', 'What do the premium plans include?', 'Can I use the app offline?', 'Is my journal private?']

for (const lang of ['en', 'es'] as const) {
  test(`FAQ: one answer at a time, a second click closes it, by mouse (${lang})`, async ({ page }) => {
    await open(page, lang === 'en' ? '/en' : '/es')
    const buttons = QUESTIONS.map((q) => page.getByRole('button', { name: tr(lang, q) }))
    const panels = QUESTIONS.map((q) => page.getByRole('region', { name: tr(lang, q) }))
    for (const panel of panels) await expect(panel).toBeHidden()

    await buttons[1]!.click()
    await expect(panels[1]!).toBeVisible()
    await buttons[3]!.click()
    await expect(panels[3]!).toBeVisible()
    await expect(panels[1]!).toBeHidden()
    await expect(buttons[1]!).toHaveAttribute('aria-expanded', 'false')
    await buttons[3]!.click()
    for (const panel of panels) await expect(panel).toBeHidden()
  })
}

test('FAQ works from the keyboard', async ({ page }) => {
  await open(page, '/en')
  const first = page.getByRole('button', { name: tr('en', QUESTIONS[0]!) })
  const second = page.getByRole('button', { name: tr('en', QUESTIONS[1]!) })
  await first.focus()
  await page.keyboard.press('Enter')
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(second).toBeFocused()
  await page.keyboard.press('Space')
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('Enter')
  await expect(second).toHaveAttribute('aria-expanded', 'false')
})
