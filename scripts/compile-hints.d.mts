import type { Plugin } from 'vite'
export const COMPILE_HINT: string
export function startupChunks(
  bundle: Record<string, { type: string; isEntry?: boolean; facadeModuleId?: string | null; imports?: string[] }>,
): Set<string>
export function compileHints(): Plugin
