/// <reference types="vite/client" />

/** The site settings, validated from VITE_* variables when the build started (vite.config.ts `define`). */
declare const __SITE_ENV__: import('./config/site-schema').SiteEnv

/** Whether this build has the pseudo-locale (vite.config.ts `define`). */
declare const __PSEUDO_LOCALE__: boolean | undefined

declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
