/** The share picture's size in pixels (Open Graph's recommended 1.91:1). */
export const SHARE_SIZE: { width: number; height: number }
export interface ShareCopy {
  appName: string
  headline: string
  promise: string
  /** BCP 47 tag of the copy's language, for line breaking. */
  lang: string
}
/** The 1200×630 share picture of one language, as PNG. */
export function renderShareImage(copy: ShareCopy): Promise<Buffer>
/** A square PNG of an SVG at `size` pixels. */
export function renderIconPng(svg: string, size: number): Buffer
/** The largest measured size whose text fits the limits, or the last size with `fits: false`. */
export function pickFontSize(
  measured: { size: number; height: number }[],
  limits: { lineHeight: number; maxLines: number; maxHeight: number },
): { size: number; fits: boolean }
