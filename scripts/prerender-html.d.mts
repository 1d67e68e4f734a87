export function splitRendered(html: string): { head: string; body: string }
export function partsLeftToTheBrowser(html: string): string[]
export function fillTemplate(
  template: string,
  page: { head: string; body: string; data: string; lang: string; policy: string; headScript: string; preloads?: string },
): string
export function routePreloads(manifest: Record<string, { file: string; imports?: string[] }>, routeIds: string[], template: string): string
export function startupScripts(manifest: Record<string, { file: string; imports?: string[] }>, routeIds: string[], template: string): string[]
export function scriptsAtLowPriority(template: string): string
export function inlineStylesheets(template: string, read: (href: string) => string): { template: string; styles: string[] }
