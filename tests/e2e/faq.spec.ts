import { tr } from './catalogs'
import { expect, open, test } from './fixtures'

// By mouse, keyboard and the browser's find-in-page: on the desktop. A phone's taps on the FAQ,
// before its code and after, are first-touch.spec.ts's.

const QUESTIONS = ['Is {appName} free?', 'What does Premium include?', 'Can I use the app offline?', 'Is my journal private?']
const ANSWER_OFFLINE = 'Yes. Download Bible books, devotionals and meditations while you are connected, and use them later without an internet connection.'

for (const lang of ['en', 'es'] as const) {
  test(`FAQ: one answer at a time, a second click closes it, by mouse (${lang})`, { tag: '@desktop' }, async ({ page }) => {
    await open(page, lang === 'en' ? '/en' : '/es')
    const items = QUESTIONS.map((q) => page.locator('#faq details').filter({ has: page.locator('summary', { hasText: tr(lang, q) }) }))
    const questions = items.map((item) => item.locator('summary'))
    const answers = items.map((item) => item.locator('p'))
    for (const answer of answers) await expect(answer).toBeHidden()

    await questions[1]!.click()
    await expect(answers[1]!).toBeVisible()
    await questions[3]!.click()
    await expect(answers[3]!).toBeVisible()
    await expect(answers[1]!).toBeHidden()
    await expect(items[1]!).not.toHaveAttribute('open')
    await questions[3]!.click()
    for (const answer of answers) await expect(answer).toBeHidden()
  })
}

test('FAQ works from the keyboard', { tag: '@desktop' }, async ({ page }) => {
  await open(page, '/en')
  const first = page.locator('#faq summary').nth(0)
  const second = page.locator('#faq summary').nth(1)
  await first.focus()
  await page.keyboard.press('Enter')
  await expect(first.locator('..')).toHaveAttribute('open', '')
  await page.keyboard.press('Tab')
  await expect(second).toBeFocused()
  await page.keyboard.press('Space')
  await expect(second.locator('..')).toHaveAttribute('open', '')
  await expect(first.locator('..')).not.toHaveAttribute('open')
  await page.keyboard.press('Enter')
  await expect(second.locator('..')).not.toHaveAttribute('open')
})

// The answers are text of the page, closed or not: the browser's find-in-page finds one and opens
// its question. Chromium does the same for a link to the text (a text fragment), which a test can
// follow; its find bar cannot be driven from here.
test('a search for an answer’s words finds the closed answer and opens its question', { tag: '@desktop' }, async ({ page }) => {
  await open(page, '/en')
  expect(await page.locator('#faq details').nth(2).evaluate((item) => item.textContent)).toContain(ANSWER_OFFLINE)
  await page.goto(`/en#:~:text=${encodeURIComponent('use them later without an internet connection')}`)
  const item = page.locator('#faq details').nth(2)
  await expect(item).toHaveAttribute('open', '')
  await expect(item.locator('p')).toBeInViewport()
})
