/**
 * The system Chromium's path; throws with install instructions when there is none. `headlessShell`:
 * Debian's chromium-headless-shell first, when installed (the end-to-end tests).
 */
export function findChromium(options?: { headlessShell?: boolean }): string
