import type { Page } from '@playwright/test'

/** Records every navigation the page asks for (mailto: included), through the DevTools protocol. */
export async function recordNavigations(page: Page): Promise<string[]> {
  const urls: string[] = []
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.enable')
  cdp.on('Page.frameRequestedNavigation', (event) => urls.push(event.url))
  return urls
}

/** A mailto: URL as a mail program reads it (RFC 6068). */
export function readMailto(url: string) {
  if (!url.startsWith('mailto:')) throw new Error(`Not a mailto: URL: ${url}`)
  const [to = '', query = ''] = url.slice('mailto:'.length).split('?')
  const fields = query ? query.split('&').map((pair) => pair.split('=')) : []
  return {
    recipients: decodeURIComponent(to).split(',').filter(Boolean),
    headers: fields.map(([name]) => decodeURIComponent(name ?? '').toLowerCase()),
    subject: decodeURIComponent(fields.find(([n]) => n === 'subject')?.[1] ?? ''),
    body: decodeURIComponent(fields.find(([n]) => n === 'body')?.[1] ?? ''),
  }
}
