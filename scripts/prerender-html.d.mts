export function splitRendered(html: string): { head: string; body: string }
export function fillTemplate(
  template: string,
  page: { head: string; body: string; data: string; lang: string; policy: string; headScript: string },
): string
export function takeEntryScript(template: string): { template: string; entryUrl: string }
