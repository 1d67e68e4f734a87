#!/usr/bin/env node
// A slow mobile link in front of a server, in user space: every byte between the browser and the
// server crosses one link, `down` bit/s towards the browser and `up` bit/s towards the server, with
// half the round trip of delay each way, first in, first out, shared by every connection, as a
// cellular link's queue is. DevTools' throttling instead slows each request by itself, side by side
// with the others, so a page's HTML shares the bandwidth with the scripts it names; here the bytes
// arrive in the order the server writes them (HTTP/2's priorities decide it), as on a real network.
// The TLS handshake crosses the link too (the TCP one is made with the link itself, at once: one
// round trip less than a real network, for both pages of a comparison). No root needed (the kernel's
// netem is not available on every machine, this one included).
//
// node bench/slow-link.mjs <listen port> <server port> [round trip ms] [down bit/s] [up bit/s]
// Says "Slow link on <port>" once it listens; stops with its parent (SIGTERM).
import net from 'node:net'

const [listenPort, serverPort, rttMs = '150', down = '1600000', up = '750000'] = process.argv.slice(2).map(Number)
for (const [name, value] of Object.entries({ listenPort, serverPort, rttMs, down, up })) {
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`slow-link: ${name} must be a positive number (usage: node bench/slow-link.mjs <listen port> <server port> [round trip ms] [down bit/s] [up bit/s])`)
    process.exit(2)
  }
}

/** A packet's largest payload on a mobile link: what crosses the link at a time. */
const PACKET = 1460

/** One direction of the link: when the bytes sent now will have crossed it, after those queued before them. */
function link(bitsPerSecond) {
  let freeAt = 0
  return (bytes) => {
    freeAt = Math.max(performance.now(), freeAt) + (bytes * 8 * 1000) / bitsPerSecond
    return freeAt + rttMs / 2
  }
}
const towardsBrowser = link(down)
const towardsServer = link(up)

/** Relays `from` to `to` across a direction of the link, in order, and ends `to` once all has crossed. */
function relay(from, to, cross) {
  const queue = []
  let timer = null
  let ended = false
  const pump = () => {
    timer = null
    const now = performance.now()
    while (queue.length > 0 && queue[0].at <= now) to.write(queue.shift().bytes)
    if (queue.length > 0) timer = setTimeout(pump, queue[0].at - now)
    else if (ended) to.end()
  }
  from.on('data', (chunk) => {
    for (let i = 0; i < chunk.length; i += PACKET) {
      const bytes = chunk.subarray(i, i + PACKET)
      queue.push({ at: cross(bytes.length), bytes })
    }
    if (!timer) pump()
  })
  from.on('end', () => {
    ended = true
    if (!timer) pump()
  })
}

const server = net.createServer((browser) => {
  const site = net.connect(serverPort, '127.0.0.1')
  const fail = () => {
    browser.destroy()
    site.destroy()
  }
  browser.on('error', fail)
  site.on('error', fail)
  // The browser gone, nothing more is for it; the server gone, what it sent still crosses first (relay).
  browser.on('close', () => site.destroy())
  relay(site, browser, towardsBrowser)
  relay(browser, site, towardsServer)
})
server.on('error', (error) => {
  console.error(`slow-link: cannot listen on ${listenPort}: ${error.message}`)
  process.exit(1)
})
server.listen(listenPort, '127.0.0.1', () => console.log(`Slow link on ${listenPort} to ${serverPort}: ${rttMs} ms round trip, ${down / 1e6} Mbit/s down, ${up / 1e3} kbit/s up`))
process.on('SIGTERM', () => process.exit(0))
