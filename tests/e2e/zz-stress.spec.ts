import { test, open } from './fixtures'
for (let i = 0; i < Number(process.env.N ?? 40); i++) {
  test(`open ${i}`, async ({ page }) => {
    await open(page, process.env.P ?? '/en')
    await page.locator('#site-footer a[href="/en/privacy"]').click({ trial: true })
  })
}
