import { z } from 'zod'

// Zod 4 probes `new Function` to speed up parsing; that probe breaks a strict
// Content-Security-Policy (no 'unsafe-eval'). Every module imports z from here.
z.config({ jitless: true })

export { z }
