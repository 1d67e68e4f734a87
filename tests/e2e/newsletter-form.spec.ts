import fc from 'fast-check'
import { tr } from './catalogs'
import { expect, open, test } from './fixtures'
import { EMAIL_MAX_LENGTH, WHATWG_EMAIL, emailSchema, sanitizeEmail } from '../../src/components/form/email-rule'
import { anyAddress } from '../support/email-arbitraries'
import { EMAIL_CASES } from '../support/email-cases'

// What the form accepts, says and sends is the same at every width: once (`@once`), on the phone.
// How its field and button sit is checked at both. The e-mail rule it shares with the support form
// is asked of Chromium here.

/** The forms' e-mail rule itself, built here in Node (messages are plain words). */
const schema = emailSchema({ required: 'required', tooLong: 'tooLong', invalid: 'invalid' })

test.describe('newsletter', () => {
  test('one message per problem, ours, in the page language: the browser adds no bubble', { tag: '@once' }, async ({ page, gate }) => {
    await open(page, '/en')
    const form = page.locator('#newsletter form')
    const field = form.getByRole('textbox', { name: tr('en', 'Your email address') })
    const submit = form.getByRole('button', { name: tr('en', 'Subscribe') })
    expect(await form.evaluate((el: HTMLFormElement) => el.noValidate)).toBe(true)
    await expect(field).toHaveAttribute('type', 'email')
    await expect(field).toHaveAttribute('autocomplete', 'email')
    expect(await field.evaluate((el: HTMLInputElement) => el.required)).toBe(true)

    await submit.click()
    await expect(field).toBeFocused()
    await expect(field).toHaveAccessibleDescription(tr('en', 'Please enter your email address.'))

    await field.fill('ana@')
    await submit.click()
    await expect(field).toHaveValue('ana@')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(tr('en', 'Please enter a valid email address, like name@example.com.'))
    expect(gate.logs).toEqual([])
  })

  test('the schema and Chromium agree on every address of the edge-case table', { tag: '@once' }, async ({ page }) => {
    await open(page, '/en')
    const field = page.locator('#newsletter input[type="email"]')
    for (const [address, verdict, why] of EMAIL_CASES) {
      const browser = await field.evaluate((el: HTMLInputElement, value) => {
        el.value = value
        return { valid: el.checkValidity(), value: el.value }
      }, address)
      const ours = schema.safeParse(address)
      if (verdict === 'tooLong') {
        // The browser has no length rule of its own (a set value ignores maxlength): only ours.
        expect(browser.valid, why).toBe(true)
        expect(ours.success, why).toBe(false)
        continue
      }
      expect(ours.success, `${JSON.stringify(address)}: ${why}`).toBe(verdict === 'valid')
      expect(browser.valid, `${JSON.stringify(address)}: Chromium and the schema disagree (${why})`).toBe(ours.success)
      if (ours.success) expect(ours.data, why).toBe(browser.value)
    }
    await field.fill('')
  })

  test('the schema and Chromium agree on 400 generated addresses, valid and not (fast-check, fixed seed)', { tag: '@once' }, async ({ page }) => {
    // The same seed every run, so a disagreement found once is found again; about a third are valid.
    const addresses = fc.sample(anyAddress, { seed: 20261124, numRuns: 400 })
    await open(page, '/en')
    const field = page.locator('#newsletter input[type="email"]')
    // All of them in one round trip: 400 `evaluate` calls would take seconds.
    const browser = await field.evaluate((el: HTMLInputElement, values) => {
      const verdicts = values.map((value) => {
        el.value = value
        return { valid: el.checkValidity(), value: el.value }
      })
      el.value = ''
      return verdicts
    }, addresses)
    const disagreements = addresses.flatMap((address, i) => {
      const { valid, value } = browser[i]!
      const ours = schema.safeParse(address)
      const say = (problem: string) => [`${JSON.stringify(address)}: ${problem}`]
      if (value !== sanitizeEmail(address)) return say(`Chromium sanitises it to ${JSON.stringify(value)}`)
      if (!ours.success && ours.error.issues[0]?.message === 'tooLong') {
        // The browser has no length rule of its own (a set value ignores maxlength): it judges the format only.
        if (value.length <= EMAIL_MAX_LENGTH) return say('too long for the schema at 254 characters or fewer')
        return valid === WHATWG_EMAIL.test(value) ? [] : say(`Chromium says ${valid ? 'valid' : 'invalid'}, the rule the opposite`)
      }
      if (valid !== ours.success) return say(`Chromium says ${valid ? 'valid' : 'invalid'}, the schema the opposite`)
      if (ours.success && ours.data !== value) return say(`the schema gives ${JSON.stringify(ours.data)}`)
      return []
    })
    expect(disagreements).toEqual([])
    expect(browser.filter((b) => b.valid).length, 'valid addresses among them').toBeGreaterThan(80)
  })

  test('a Unicode domain typed by the visitor is accepted, as Chromium sends it in punycode', { tag: '@once' }, async ({ page, gate }) => {
    await open(page, '/de')
    const form = page.locator('#newsletter form')
    await form.getByRole('textbox').pressSequentially('jana@bücher.de')
    await form.getByRole('button').click()
    await expect(form.getByRole('status')).toHaveText(tr('de', 'Thank you for subscribing!'))
    expect(gate.logs).toEqual(['Newsletter signup: jana@xn--bcher-kva.de'])
  })

  test('the field and its button line up, with an error shown too (pt)', async ({ page }) => {
    await open(page, '/')
    const form = page.locator('#newsletter form')
    const field = form.getByRole('textbox')
    const button = form.getByRole('button')
    const check = async () => {
      const f = (await field.boundingBox())!
      const b = (await button.boundingBox())!
      if (page.viewportSize()!.width >= 640) {
        expect(Math.abs(f.y - b.y)).toBeLessThan(1)
        expect(Math.abs(f.height - b.height)).toBeLessThan(1)
        expect(b.x).toBeGreaterThan(f.x + f.width)
      } else {
        expect(b.y).toBeGreaterThan(f.y + f.height)
        expect(Math.abs(f.width - b.width)).toBeLessThan(1)
        expect(Math.abs(f.x - b.x)).toBeLessThan(1)
      }
      expect(b.height).toBeGreaterThanOrEqual(44)
    }
    await check()
    await field.fill('maria@')
    await button.click()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await check()
  })

  test('a valid address is logged, the field clears and the confirmation is announced (pt)', { tag: '@once' }, async ({ page, gate }) => {
    await open(page, '/')
    const form = page.locator('#newsletter form')
    const field = form.getByRole('textbox')
    await field.fill('maria@example.com')
    await form.getByRole('button').click()
    await expect(form.getByRole('status')).toHaveText(tr('pt', 'Thank you for subscribing!'))
    await expect(field).toHaveValue('')
    expect(gate.logs).toEqual(['Newsletter signup: maria@example.com'])
  })
})
