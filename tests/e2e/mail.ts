import type { Page } from '@playwright/test'

/** Records every navigation the page asks for (mailto: included), through the DevTools protocol. */
export async function recordNavigations(page: Page): Promise<string[]> {
  const urls: string[] = []
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.enable')
  cdp.on('Page.frameRequestedNavigation', (event) => urls.push(event.url))
  return urls
}

export { readMailto } from '../support/read-mailto'
