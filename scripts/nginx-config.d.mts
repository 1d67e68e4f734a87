export function nginxSite(site: {
  headers: Array<[name: string, value: string]>
  notFoundPages: string[]
  manifest: string
  jsonFiles?: string[]
}): string
