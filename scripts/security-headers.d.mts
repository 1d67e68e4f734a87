export function scriptHash(source: string): string
export function contentSecurityPolicy(options: { inlineScripts: string[]; connectOrigins?: string[] }): string
