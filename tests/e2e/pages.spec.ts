import { LOCALE_INFO } from '../../src/i18n/locales'
import { MESSAGE_IDS, tr } from './catalogs'
import { axeViolations, expect, expectPickerWorks, href, LANGS, NOT_FOUND_LOG, open, reviewScreenshot, test } from './fixtures'
import { expectKeyboardWalk } from './keyboard'
import { longAnimations } from './layout-checks'

/** Every route, with the English source of its <title> and h1. */
const PAGES = [
  { id: 'home', path: '/', title: '{appName} · Daily verses, prayer and meditation', h1: 'Find peace in God’s Word, one day at a time' },
  { id: 'privacy', path: '/privacy', title: 'Privacy policy · {appName}', h1: 'Privacy policy' },
  { id: 'terms', path: '/terms', title: 'Terms of use · {appName}', h1: 'Terms of use' },
  { id: 'support', path: '/support', title: 'Contact support · {appName}', h1: 'How can we help?' },
  { id: '404', path: '/help', title: 'Page not found · {appName}', h1: 'Oops! Page not found' },
] as const

const PT_HOME_H1 = tr('pt', PAGES[0].h1)

// Every page in every language on the phone, in the light scheme: axe once per page, language and
// scheme (the dark scheme's run is dark-mode.spec.ts's, on the desktop, with German's keyboard walk).
// One test per language, a step per page.
for (const lang of LANGS) {
  test(`${lang}: every page's language, title and heading, axe, ${lang === 'pt' ? 'keyboard, ' : ''}320 px, screenshots`, { tag: '@phone' }, async ({ page, gate }, info) => {
    test.setTimeout(120_000)
    gate.expectConsoleError(NOT_FOUND_LOG)
    for (const { id, path, title, h1 } of PAGES) {
      await test.step(id, async () => {
        await page.setViewportSize(info.project.use.viewport!)
        await open(page, href(path, lang))

        // The right language everywhere, and no message id on screen.
        await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_INFO[lang].tag)
        await expect(page).toHaveTitle(tr(lang, title))
        await expect(page.locator('h1')).toHaveText(tr(lang, h1))
        const text = await page.locator('body').innerText()
        if (lang !== 'pt') expect(text).not.toContain(PT_HOME_H1)
        const shownIds = text.split(/[^A-Za-z0-9+/]+/).filter((word) => MESSAGE_IDS.has(word))
        expect(shownIds, 'message ids on screen').toEqual([])

        await reviewScreenshot(page, `${lang}-${id}-${info.project.name}`)

        expect(await axeViolations(page), 'axe WCAG 2.2 AA').toEqual([])
        // Nothing moves for more than 5 s by itself (WCAG 2.2.2), so an open page draws nothing more.
        expect(await longAnimations(page), 'animations longer than 5 s').toEqual([])
        // Hydrated without a warning (the gate fails on any), and working.
        await expectPickerWorks(page, lang)
        // What a screen reader calls "current page" is this page: its own links, never a section's
        // (the 404 page has no address of its own to link to).
        const current = await page.locator('a[aria-current="page"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
        expect(new Set(current), 'links marked as the current page').toEqual(new Set(id === '404' ? [] : [href(path, lang)]))

        // The keyboard walk: the order and the focus rings do not change with the language, so in
        // Portuguese (the default) here, and in German (the longest labels) on the desktop.
        if (lang === 'pt') await expectKeyboardWalk(page)

        await page.setViewportSize({ width: 320, height: 740 })
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow, 'horizontal scrolling at 320 px').toBe(0)
      })
    }
  })
}
