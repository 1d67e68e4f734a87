/**
 * The port in the environment variable `name`, or `fallback` when it is unset or empty. Throws,
 * naming the variable and what it held, for anything else than a port number.
 */
export function portSetting(name: string, fallback?: number): number
