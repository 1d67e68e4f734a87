// The system Chromium for end-to-end tests and measurements: CHROMIUM_PATH when set, else the
// first of the usual names on the PATH. Browsers are never downloaded. Without one, fail at once
// and say how to get one. The end-to-end tests take the headless shell when it is installed
// (Debian's chromium-headless-shell, the same engine without the browser's windows, as Playwright
// itself uses for headless tests): each test costs half the processor time. Measurements of what a
// visitor sees (Lighthouse, the visitor bench) keep the full browser.
import { accessSync, constants } from 'node:fs'
import { delimiter, join } from 'node:path'

const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']
const SHELL = 'chromium-headless-shell'

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** @param {{ headlessShell?: boolean }} [options] headlessShell: the headless shell first, when installed */
export function findChromium({ headlessShell = false } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which is not an executable file.`)
  }
  const dirs = (process.env.PATH ?? '').split(delimiter)
  for (const names of headlessShell ? [[SHELL], NAMES] : [NAMES]) {
    for (const dir of dirs) {
      for (const name of names) {
        const candidate = join(dir, name)
        if (isExecutable(candidate)) return candidate
      }
    }
  }
  throw new Error(
    [
      `No Chromium found (looked for CHROMIUM_PATH, then ${NAMES.join(', ')} on the PATH).`,
      'Install one, e.g. on Debian/Ubuntu: sudo apt-get install -y chromium',
      'or point CHROMIUM_PATH at an existing Chrome or Chromium binary.',
    ].join('\n'),
  )
}
