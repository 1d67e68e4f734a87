// Every port a script or a config takes from the environment (PORT, E2E_PORT, BENCH_PORT, …),
// read one way: a whole number from 1 to 65535, or a message that names the variable.

/**
 * The port in the environment variable `name`, or `fallback` when it is unset or empty. Throws,
 * naming the variable and what it held, for anything else than a port number.
 * @param {string} name
 * @param {number} [fallback]
 * @returns {number}
 */
export function portSetting(name, fallback) {
  const raw = process.env[name]
  const port = raw === undefined || raw === '' ? fallback : Number(raw)
  if (port === undefined || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port number from 1 to 65535, got ${JSON.stringify(raw)}`)
  }
  return port
}

/**
 * The same for a command-line script: says what is wrong and exits with 1 instead of throwing.
 * @param {string} name
 * @param {number} [fallback]
 * @returns {number}
 */
export function portOrExit(name, fallback) {
  try {
    return portSetting(name, fallback)
  } catch (error) {
    console.error(/** @type {Error} */ (error).message)
    process.exit(1)
  }
}
