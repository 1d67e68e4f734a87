/** The system Chromium's path; throws with install instructions when there is none. */
export function findChromium(): string
