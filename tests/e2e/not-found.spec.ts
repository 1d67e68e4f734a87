import type { Locale } from '../../src/i18n/locales'
import { tr } from './catalogs'
import { expect, NOT_FOUND_LOG, open, test } from './fixtures'

const CASES: Array<{ path: string; lang: Locale; home: string }> = [
  { path: '/help', lang: 'pt', home: '/' },
  { path: '/en/help', lang: 'en', home: '/en' },
  { path: `/de/${Math.random().toString(36).slice(2)}/page`, lang: 'de', home: '/de' },
  { path: '/xx/privacy', lang: 'pt', home: '/' },
]

for (const { path, lang, home } of CASES) {
  test(`404 for ${path.startsWith('/de/') ? 'a random path' : path}: texts, log and the way home`, { tag: '@once' }, async ({ page, gate }) => {
    gate.expectConsoleError(NOT_FOUND_LOG)
    await open(page, path)
    await expect(page.getByText('404', { exact: true })).toBeVisible()
    await expect(page.locator('h1')).toHaveText(tr(lang, 'Oops! Page not found'))
    await expect.poll(() => gate.expectedErrors).toContain(`404 Error: User attempted to access non-existent route: ${path}`)
    await page.getByRole('main').getByRole('link', { name: tr(lang, 'Return to Home') }).click()
    await expect(page).toHaveURL(new RegExp(`127\\.0\\.0\\.1:\\d+${home === '/' ? '/' : home}$`))
    await expect(page.locator('h1')).toHaveText(tr(lang, 'Find peace in God’s Word, one day at a time'))
  })
}

test('a path that starts like another site’s address (/pt//host) stays on this site', { tag: '@once' }, async ({ page, gate, baseURL }) => {
  gate.expectConsoleError(NOT_FOUND_LOG)
  // nginx moves /pt/… to the unprefixed path, one slash kept (scripts/nginx-config.mjs), as the
  // inline language script does on a host that has not; the gate fails the test on any request to
  // another origin.
  await page.goto('/pt//evil.example/x')
  await expect(page.locator('h1')).toHaveText(tr('pt', 'Oops! Page not found'))
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin)
  expect(new URL(page.url()).pathname).toBe('/evil.example/x')
})
