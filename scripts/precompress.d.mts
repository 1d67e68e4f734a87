export const COMPRESSIBLE: Set<string>
export function precompress(dir: string): Promise<{ files: number; raw: number; gzip: number; brotli: number }>
