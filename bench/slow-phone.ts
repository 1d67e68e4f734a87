import { devices } from '@playwright/test'

/** DevTools' network throttling, applied to every request of the page. */
interface Network {
  offline: false
  /** Added once per request, ms. */
  latency: number
  /** Bytes per second. */
  downloadThroughput: number
  uploadThroughput: number
}

/** A phone's screen, its processor slowed `cpu` times, on `network` (DevTools'), or null: the network is the slow link in front of the server (bench/slow-link.mjs). */
export interface Throttling {
  cpu: number
  network: Network | null
  phone: { viewport: { width: number; height: number }; isMobile: true; hasTouch: true; deviceScaleFactor: number; userAgent: string }
}

/** The visitor bench's slow phone: a 360 × 740 touch screen at 2×, 4× slower, on slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up). */
export const SLOW_PHONE = {
  cpu: 4,
  network: { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 },
  phone: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, userAgent: devices['Pixel 7'].userAgent },
} satisfies Throttling

/**
 * The same phone, its network the same slow 4G as one link every byte crosses in the order the
 * server sends it (bench/slow-link.mjs), as a real network carries HTTP/2, instead of DevTools'
 * throttling of each request by itself.
 */
export const SLOW_PHONE_ON_A_LINK: Throttling = { ...SLOW_PHONE, network: null }

/** The benches' options (bench/playwright.config.ts sets them per project). */
export interface BenchOptions {
  /** The page's processor and network slowed from its first request, and the bench's instrument in it. */
  throttling: Throttling | null
}
