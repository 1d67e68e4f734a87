import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })
for (const lang of ['pt', 'en', 'es', 'fr', 'de']) {
  await page.goto('http://127.0.0.1:4500' + (lang === 'pt' ? '/' : `/${lang}`))
  console.log(lang, await page.evaluate(() => ({ features: Math.round(document.getElementById('features').getBoundingClientRect().top), store: Math.round(document.querySelector('#download a').getBoundingClientRect().top), header: document.querySelector('header').offsetHeight })))
}
await browser.close()
