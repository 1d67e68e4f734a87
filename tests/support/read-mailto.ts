/**
 * A mailto: URL as a mail program reads it (RFC 6068): the recipients, the header names in order,
 * and the decoded subject and body. Shared by the unit and end-to-end tests.
 */
export function readMailto(url: string) {
  if (!url.startsWith('mailto:')) throw new Error(`Not a mailto: URL: ${url}`)
  const [to = '', query = ''] = url.slice('mailto:'.length).split('?')
  const fields = query ? query.split('&').map((pair) => pair.split('=')) : []
  const field = (name: string) => fields.find(([n]) => n === name)?.[1]
  return {
    recipients: decodeURIComponent(to).split(',').filter(Boolean),
    headers: fields.map(([name]) => decodeURIComponent(name ?? '').toLowerCase()),
    subject: field('subject') === undefined ? undefined : decodeURIComponent(field('subject')!),
    body: field('body') === undefined ? undefined : decodeURIComponent(field('body')!),
  }
}
