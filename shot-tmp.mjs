import { chromium } from '@playwright/test'
const [base, out, ...specs] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const spec of specs) {
  const [path, w, h, scheme, full] = spec.split(',')
  const mobile = Number(w) < 800
  const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) }, isMobile: mobile, hasTouch: mobile, colorScheme: scheme })
  await page.goto(base + path)
  await page.waitForTimeout(600)
  const name = `${out}/${path.replace(/\W+/g, '_') || 'root'}-${w}-${scheme}.png`
  await page.screenshot({ path: name, fullPage: full === 'full' })
  console.log(name)
  await page.close()
}
await browser.close()
