import { tr } from './catalogs'
import { expect, languagePicker, open, test } from './fixtures'

const chooseEnglish = async (page: import('@playwright/test').Page) => {
  await languagePicker(page, 'pt').click()
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page.locator('h1')).toHaveText(tr('en', 'Find peace in God’s Word, one day at a time'))
  await expect(page).toHaveURL(/\/en$/)
}

for (const [label, stored] of [
  ['garbage', '{"state":{"language":'],
  ['an unknown language', JSON.stringify({ state: { language: 'tlh' }, version: 1 })],
  ['a foreign shape', JSON.stringify(['not', 'ours'])],
] as const) {
  test(`storage holding ${label}: the site renders in Portuguese and the picker works`, { tag: '@once' }, async ({ page }) => {
    await page.addInitScript((value) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('language', value)
        sessionStorage.setItem('seeded', '1')
      }
    }, stored)
    await open(page, '/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
    await chooseEnglish(page)
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('language')))!).state.language).toBe('en')
  })
}

test('storage that throws on every call: the site renders and the picker works for the visit', { tag: '@once' }, async ({ page }) => {
  await page.addInitScript(() => {
    for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
      Storage.prototype[method] = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      }
    }
  })
  await open(page, '/')
  await chooseEnglish(page)
  await page.getByRole('link', { name: tr('en', 'Privacy policy'), exact: true }).click()
  await expect(page).toHaveURL(/\/en\/privacy$/)
})

test('localStorage that cannot even be reached: the site still works', { tag: '@once' }, async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError')
      },
    })
  })
  await open(page, '/')
  await chooseEnglish(page)
})
