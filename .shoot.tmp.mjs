import { chromium } from '@playwright/test'
const [,, langs = 'pt,fr,de', widths = '360,768,1024,1366', schemes = 'light,dark', what = 'hero,screenshots', act = '0'] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
for (const lang of langs.split(',')) for (const w of widths.split(',').map(Number)) for (const scheme of schemes.split(',')) {
  const ctx = await browser.newContext({ viewport: { width: w, height: w < 700 ? 740 : 800 }, colorScheme: scheme, deviceScaleFactor: 1 })
  const page = await ctx.newPage()
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(lang, w, scheme, m.text()) })
  await page.goto(`${process.env.BASE ?? 'http://127.0.0.1:4421'}${lang === 'pt' ? '/' : '/' + lang}`)
  await page.waitForSelector('html[data-hydrated]', { timeout: 60000 })
  if (act === '1') { await page.keyboard.press('Shift'); await page.waitForSelector('#hero-art[data-hydrated]') }
  for (const part of what.split(',')) {
    if (part === 'hero') await page.screenshot({ path: `/tmp/shots/${lang}-${w}-${scheme}-hero.png` })
    else await page.locator('#' + part).screenshot({ path: `/tmp/shots/${lang}-${w}-${scheme}-${part}.png` })
  }
  await ctx.close()
}
await browser.close()
