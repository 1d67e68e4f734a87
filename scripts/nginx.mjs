#!/usr/bin/env node
// Serves a build with Debian's nginx exactly as production does: the server snippet the build
// generated for it (deploy/<folder>.nginx.conf: headers, caching, compression, 404 pages), inside a
// throwaway server block on a loopback port, over HTTP/2 with TLS as production answers (a
// self-signed certificate for 127.0.0.1 and localhost, made at each start in the throwaway folder:
// browsers must be told to accept it). For the end-to-end suite, the benchmarks and looking at the
// production build. Runs in the foreground until stopped; no root needed.
// Usage: node scripts/nginx.mjs [dir]   (PORT, default 4319; NGINX_PATH, default `nginx` on the PATH, else /usr/sbin/nginx;
//        NGINX_WORKERS, default 1: `auto` for one per core, as the load benchmark runs it)
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { portOrExit } from './port.mjs'

const root = resolve(process.argv[2] ?? 'dist')
const port = portOrExit('PORT', 4319)
const host = '127.0.0.1'
// Debian installs it in /usr/sbin, which is not on every user's PATH.
const nginx = process.env.NGINX_PATH ?? (spawnSync('nginx', ['-v']).error && existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx')
const workers = process.env.NGINX_WORKERS ?? '1'

const fail = (message) => {
  console.error(message)
  process.exit(1)
}

const snippet = resolve('deploy', `${basename(root)}.nginx.conf`)
if (!existsSync(join(root, 'index.html'))) fail(`${root} has no build: run npm run build first.`)
if (!existsSync(snippet)) fail(`${snippet} is missing: npm run build writes it next to ${basename(root)}/.`)
if (!/^(auto|[1-9]\d*)$/.test(workers)) fail(`NGINX_WORKERS must be a number or auto, got ${JSON.stringify(workers)}`)

const version = spawnSync(nginx, ['-V'], { encoding: 'utf8' })
if (version.error) fail(`nginx was not found (${nginx}). On Debian: apt-get install -y nginx-light libnginx-mod-http-brotli-static`)
// `http2 on;` from nginx 1.25.1 (what the README's production block uses); before it, Debian 12's
// 1.22 takes HTTP/2 as a parameter of `listen`.
const [major, minor, patch] = (/nginx\/(\d+)\.(\d+)\.(\d+)/.exec(version.stderr)?.slice(1) ?? ['0', '0', '0']).map(Number)
const http2Directive = major > 1 || (major === 1 && (minor > 25 || (minor === 25 && patch >= 1)))
const modulesPath = /--modules-path=(\S+)/.exec(version.stderr)?.[1] ?? '/usr/lib/nginx/modules'
/** Brotli when Debian's module is installed: it sends the build's `file.br` copies as they are. */
const brotliModule = join(modulesPath, 'ngx_http_brotli_static_module.so')
const brotli = existsSync(brotliModule)
const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types', '/opt/homebrew/etc/nginx/mime.types'].find(existsSync)
if (!mimeTypes) fail('nginx mime.types was not found (looked in /etc/nginx, /usr/local/etc/nginx, /opt/homebrew/etc/nginx).')

// Say so at once when the port is taken, rather than let nginx fail among its own messages.
await new Promise((resolvePort) => {
  const probe = createServer()
  probe.once('error', () => fail(`Port ${port} on ${host} is already in use. Set PORT (E2E_PORT for the tests) to a free port.`))
  probe.listen(port, host, () => probe.close(resolvePort))
})

const work = join(tmpdir(), `selah-nginx-${port}`)
rmSync(work, { recursive: true, force: true })
mkdirSync(work, { recursive: true })
// A certificate for this run only, never trusted by anything: its key stays in the throwaway folder.
const certificate = join(work, 'localhost.crt')
const key = join(work, 'localhost.key')
const openssl = spawnSync(
  'openssl',
  ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '7', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', key, '-out', certificate],
  { encoding: 'utf8' },
)
if (openssl.error || openssl.status !== 0) fail(`openssl could not make the test certificate: ${openssl.error?.message ?? openssl.stderr}. On Debian: apt-get install -y openssl`)
const config = `# Written by scripts/nginx.mjs for ${root}
daemon off;
${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes ${workers};
pid ${work}/nginx.pid;
error_log stderr warn;
${brotli ? `load_module ${brotliModule};\n` : ''}events { worker_connections 1024; }
http {
    include ${mimeTypes};
    default_type application/octet-stream;
    access_log off;
    sendfile on;
${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${name}_temp_path ${work}/${name};`).join('\n')}
    server {
        listen ${host}:${port} ssl${http2Directive ? '' : ' http2'};
${http2Directive ? '        http2 on;\n' : ''}        ssl_certificate ${certificate};
        ssl_certificate_key ${key};
        root ${root};
        # Redirects name the path alone (Location: /en), as behind a proxy that changes the host:
        # the stricter case for the snippet's rules, none of which may then start with two slashes,
        # which a browser reads as another host (tests/e2e/hosts.spec.ts).
        absolute_redirect off;
${brotli ? '        brotli_static on;\n' : ''}        include ${snippet};
    }
}
`
writeFileSync(join(work, 'nginx.conf'), config)

const server = spawn(nginx, ['-p', work, '-c', join(work, 'nginx.conf'), '-e', 'stderr'], { stdio: ['ignore', 'inherit', 'inherit'] })
server.once('error', (error) => fail(`nginx did not start: ${error.message}`))
console.log(`Serving ${root} with nginx${brotli ? ' (gzip and brotli)' : ' (gzip)'} over HTTP/2 at https://${host}:${port}/ (a self-signed certificate)`)

const stop = () => server.kill('SIGQUIT')
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
server.once('exit', (code, signal) => {
  rmSync(work, { recursive: true, force: true })
  process.exit(signal === 'SIGQUIT' ? 0 : (code ?? 1))
})
