import type { Plugin } from 'vite'

export const ANALYTICS_SOURCES: readonly string[]
export function messagesOnlyIn(messages: Record<string, { origin?: Array<[string, number | null]> }>, sources: readonly string[]): string[]
export function withoutMessagesOf(sources: readonly string[]): Plugin
