export function nginxSite(site: {
  headers: Array<[name: string, value: string]>
  notFoundPages: string[]
  manifest: string
  jsonFiles?: string[]
  defaultLanguage: string
}): string
export function hostRedirects(defaultLanguage: string, operatorRules?: string): string
