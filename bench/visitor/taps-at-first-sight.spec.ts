import { tr } from '../../tests/e2e/catalogs'
import { fillSupportForm } from '../../tests/e2e/mail'
import { languagePicker } from '../../tests/e2e/fixtures'
import { BUDGET } from '../budgets'
import { test } from '../fixtures'
import { record } from '../record'
import { openUntilFirstPaint, pickerName, settle, tapAndWatch } from './visit'

// Scenarios 2 to 5: what a visitor does as soon as the page is on screen, before its code has
// arrived (decision 008: every control answers from the first paint). A tap that gets no answer
// within 10 s is lost. Each page is then left to hydrate, so that errors it raises fail the run.

const FAQ_QUESTION = '#faq details summary'
const FAQ_ANSWER = '#faq details p'
const firstSight = { unit: 'ms', budget: { max: BUDGET.firstSightTapMs, noneLost: true } } as const

test('picker tapped at first paint of /', async ({ page }) => {
  await openUntilFirstPaint(page, '/')
  const tap = await tapAndWatch(page, { within: 'header', name: pickerName('pt') }, languagePicker(page, 'pt'), { selector: 'header a[data-locale]', otherLang: true, onScreen: true })
  await settle(page)
  await record('picker tapped at first paint of `/`: tap → menu shown (ms)', tap.ms, firstSight)
})

test('first FAQ question tapped as soon as /en#faq shows it', async ({ page }) => {
  await openUntilFirstPaint(page, '/en#faq')
  const tap = await tapAndWatch(page, { css: FAQ_QUESTION }, page.locator(FAQ_QUESTION).first(), { selector: FAQ_ANSWER, first: true, onScreen: true })
  await settle(page)
  await record('first FAQ question tapped as soon as `/en#faq` shows it: tap → answer shown (ms)', tap.ms, firstSight)
})

test('newsletter filled at autofill speed and sent at once', async ({ page }) => {
  await openUntilFirstPaint(page, '/en#newsletter')
  const form = page.locator('#newsletter form')
  await form.getByRole('textbox').fill('visitor@example.org')
  const thanks = tr('en', 'Thank you for subscribing!')
  const press = await tapAndWatch(page, null, form.getByRole('button', { name: tr('en', 'Subscribe') }), { selector: '#newsletter [role=status]', text: thanks })
  await settle(page)
  await record('newsletter filled at first paint, Subscribe tapped: sent on first press', press.ms !== null, { unit: 'yes', budget: { every: true } })
  await record(`newsletter: press → “${thanks}” (ms)`, press.ms, { unit: 'ms' })
})

test('support message filled at autofill speed and sent at once', async ({ page, gate }) => {
  // Headless Chromium has no mail program, and says so when the form hands it the mailto: link.
  gate.expectConsoleError(/^Failed to launch 'mailto:/)
  await openUntilFirstPaint(page, '/en/support')
  const fillAt = await page.evaluate(() => performance.now())
  await fillSupportForm(page, 'en', {
    name: 'Ana Visitor',
    email: 'visitor@example.org',
    subject: 'A question about the premium plans',
    message: 'Hello! Can I share one premium subscription with my husband on his phone? Thank you for the app.',
  })
  const send = page.locator('main').getByRole('button', { name: tr('en', 'Open in my email app'), exact: true })
  const press = await tapAndWatch(page, null, send, { selector: 'main h2, main h3', text: tr('en', 'Your email, ready to send') })
  await settle(page)
  const formAt = await page.evaluate(() => window.__bench.partsHydratedAt['contact-form'] ?? null)
  await record('support form filled at first paint, sent on first press', press.ms !== null, { unit: 'yes', budget: { every: true } })
  await record('support form: press → prepared e-mail shown (ms)', press.ms, { unit: 'ms' })
  // The form's start-up: from the first field filled (its code may load then) to its hydration.
  await record('support form: first field filled → form hydrated (ms)', formAt === null ? null : formAt - fillAt, { unit: 'ms', missing: 'never' })
})
