export interface HeaderOptions {
  inlineScripts: string[]
  inlineStyles?: string[]
  connectOrigins?: string[]
  delivery?: 'header' | 'meta'
}
export function scriptHash(source: string): string
export function policyDirectives(options: HeaderOptions): string[]
export function contentSecurityPolicy(options: HeaderOptions): string
export const IMMUTABLE: string
export const REVALIDATE: string
export const ASSETS_PREFIX: string
export function securityHeaders(options: HeaderOptions): Array<[name: string, value: string]>
export function netlifyHeaders(options: HeaderOptions, files?: { jsonFiles?: string[] }): string
