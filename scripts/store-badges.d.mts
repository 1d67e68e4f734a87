import type { Plugin } from 'vite'

/** The stores, in the order a page shows their badges. */
export type Store = 'appStore' | 'googlePlay'
export const STORE_BADGES_DIR: string
export const STORE_BADGES: readonly [
  { store: 'appStore'; name: 'app-store'; formats: readonly ['svg'] },
  { store: 'googlePlay'; name: 'google-play'; formats: readonly ['png', 'svg'] },
]

/** A rectangle inside a badge file, in the file's units (CSS pixels for an SVG, pixels for a PNG). */
export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** One badge file, read and measured. */
export interface BadgeFile {
  path: string
  /** The size the file shows at by itself. */
  width: number
  height: number
  /** Where the badge itself is: what is outside is a transparent margin (clear space, for Google's PNG). */
  artwork: Box
}

export interface StoreBadgeScan {
  /** The languages with both files good. */
  badges: Partial<Record<string, Record<Store, BadgeFile>>>
  /** The languages that show the site's drawn badges instead. */
  drawn: string[]
  /** Each file missing or unusable, its path relative to the folder. */
  problems: Array<{ file: string; problem: string }>
}

/** What `virtual:store-badges` holds for one badge: its URL and its measures. */
export interface OfficialBadge extends Omit<BadgeFile, 'path'> {
  src: string
}
export type OfficialBadgeSet = Record<Store, OfficialBadge>

export function svgSize(svg: string): { width: number; height: number; root: string }
export function pngSize(png: Buffer): { width: number; height: number }
export function readBadgeFile(path: string, format: 'svg' | 'png'): BadgeFile
export function scanStoreBadges(dir: string, locales: readonly string[]): StoreBadgeScan
export function storeBadgeReport(scan: StoreBadgeScan, options: { release: boolean }): string | undefined
export function storeBadgesModule(scan: StoreBadgeScan): string
export function storeBadges(scan: StoreBadgeScan): Plugin
