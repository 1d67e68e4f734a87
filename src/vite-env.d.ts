/// <reference types="vite/client" />

/** Whether this build has the pseudo-locale (vite.config.ts `define`). */
declare const __PSEUDO_LOCALE__: boolean | undefined

declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
