// Starts scripts/nginx.mjs on a build for the benchmarks and resolves once it serves.
import { spawn } from 'node:child_process'

/**
 * @param {string} dir the build folder, e.g. `dist`
 * @param {number} port a loopback port
 * @param {Record<string, string>} [env] e.g. `{ NGINX_WORKERS: 'auto' }`
 * @returns {Promise<import('node:child_process').ChildProcess>} stop it with `.kill()`
 */
export async function startNginx(dir, port, env = {}) {
  const server = spawn(process.execPath, ['scripts/nginx.mjs', dir], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise((resolve, reject) => {
    server.stdout.once('data', resolve)
    server.once('exit', (code) => reject(new Error(`the server on port ${port} exited (${code})`)))
  })
  return server
}
