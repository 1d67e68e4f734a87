import * as z from 'zod/mini'

// The browser's forms use zod/mini: the same Zod 4 engine, tree-shakable, a fraction of the size.
// Zod probes `new Function` to speed up parsing; that probe breaks a strict Content-Security-Policy
// (no 'unsafe-eval'), so it is turned off. Every browser module imports z from here.
z.config({ jitless: true })

export { z }
