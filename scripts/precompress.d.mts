export const COMPRESSIBLE: Set<string>
export function releaseGzip(body: Buffer): Promise<Buffer>
export function precompress(dir: string, options?: { quick?: boolean }): Promise<{ files: number; raw: number; gzip: number; brotli: number }>
