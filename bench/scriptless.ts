/**
 * Where bench/serve-site.mjs serves a page's copy without its scripts: `/en-scriptless` beside
 * `/en`, `/index-scriptless` beside `/`. What that page would be as plain HTML, measured beside it.
 */
export const scriptless = (path: string) => `${path === '/' ? '/index' : path}-scriptless`
