import type { Plugin } from 'vite'
export const COMPILE_HINT: string
export function startupChunks(
  bundle: Record<string, { type: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>,
): Set<string>
export function compileHints(): Plugin
