import { chromium } from '@playwright/test'
const base = process.argv[2] ?? 'http://127.0.0.1:4500'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })
for (const lang of ['pt', 'en', 'es', 'fr', 'de']) {
  await page.goto(base + (lang === 'pt' ? '/' : `/${lang}`))
  const r = await page.evaluate(() => {
    const h = document.querySelector('header').getBoundingClientRect()
    const a = document.querySelector('#main a[href*="apple"], #main a[href*="apps.apple"]')?.getBoundingClientRect()
    const h1 = document.querySelector('h1').getBoundingClientRect()
    return { header: Math.round(h.height), h1Bottom: Math.round(h1.bottom), storeTop: a && Math.round(a.top), storeBottom: a && Math.round(a.bottom) }
  })
  console.log(lang, JSON.stringify(r))
}
await browser.close()
