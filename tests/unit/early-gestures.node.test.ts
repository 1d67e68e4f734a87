import { JSDOM, VirtualConsole } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { earlyGesturesScript, type EarlyGestures } from '../../src/lib/early-gestures'

/**
 * A page as the browser has it before its code: the inline script as the build writes it, an
 * island (`faq`, as `deferred()` wraps it) with a toggle, a form in another island, a button of the page
 * itself, a popover button and the picker's link. `#root` stands in for React, which listens there.
 */
function page() {
  const dom = new JSDOM(
    `<!doctype html><html><head></head><body><div id="root">
      <button type="button" id="page-button">Delete my data</button>
      <button type="button" id="menu" popovertarget="menu-list">Menu</button><div id="menu-list" popover></div>
      <a id="english" href="/en" data-locale="en">English</a>
      <div data-island="faq" class="contents"><section><button type="button" id="like">Like</button></section></div>
      <div data-island="newsletter" class="contents"><section><form><input name="email"><button type="submit" id="send">Subscribe</button></form></section></div>
    </div></body></html>`,
    { url: 'https://selah.example.com/', runScripts: 'outside-only', virtualConsole: new VirtualConsole() },
  )
  const { window } = dom
  const { document } = window
  window.eval(earlyGesturesScript())
  // What the app would do, counted where React listens (the root, after the document's capture).
  const answered: string[] = []
  const root = document.getElementById('root')!
  root.addEventListener('click', (event) => {
    const target = event.target as Element
    if (target.id !== 'send') answered.push(`click #${target.id}`)
    if (target.closest('a')) event.preventDefault()
  })
  root.addEventListener('submit', (event) => {
    event.preventDefault()
    const email = (event.target as HTMLFormElement).elements.namedItem('email') as HTMLInputElement
    answered.push(`submit ${email.value} by #${(event as SubmitEvent).submitter?.id ?? 'none'}`)
  })
  const hydrate = (island?: string) => (island ? document.querySelector(`[data-island="${island}"]`)! : document.documentElement).setAttribute('data-hydrated', '')
  const replay = () => (window as unknown as { earlyGestures: EarlyGestures }).earlyGestures.replay()
  const click = (id: string) => document.getElementById(id)!.click()
  return { window, document, answered, hydrate, replay, click }
}

describe('presses and sends made before their code (the inline script)', () => {
  it('holds a press in a part until that part is hydrated, then answers it once', () => {
    const { answered, hydrate, replay, click } = page()
    click('like')
    hydrate()
    replay()
    expect(answered, 'the page is hydrated, the part is not').toEqual([])
    hydrate('faq')
    replay()
    replay()
    expect(answered).toEqual(['click #like'])
    click('like')
    expect(answered, 'once hydrated, presses go straight through').toEqual(['click #like', 'click #like'])
  })

  it('takes two presses of the same control while nothing answers as one wish', () => {
    const { answered, hydrate, replay, click } = page()
    click('like')
    click('like')
    hydrate()
    hydrate('faq')
    replay()
    expect(answered).toEqual(['click #like'])
  })

  it('holds a press on a button of the page itself until the page is hydrated', () => {
    const { answered, hydrate, replay, click } = page()
    click('page-button')
    replay()
    expect(answered).toEqual([])
    hydrate()
    replay()
    expect(answered).toEqual(['click #page-button'])
  })

  it('holds a send, and sends the form once with what was typed by then and the same button', () => {
    const { document, answered, hydrate, replay, click } = page()
    const email = document.querySelector('input')!
    email.value = 'early@example.com'
    click('send')
    click('send')
    email.value = 'later@example.com'
    hydrate()
    hydrate('newsletter')
    replay()
    expect(answered).toEqual(['submit later@example.com by #send'])
  })

  it('lets popover buttons and links do their own work', () => {
    const { answered, click } = page()
    click('menu')
    click('english')
    expect(answered).toEqual(['click #menu', 'click #english'])
  })

  it('drops a press on a control that is gone by the time its code arrives', () => {
    const { document, answered, hydrate, replay, click } = page()
    click('like')
    document.getElementById('like')!.remove()
    hydrate()
    hydrate('faq')
    replay()
    expect(answered).toEqual([])
  })
})
