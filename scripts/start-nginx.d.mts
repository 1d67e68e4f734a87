import type { ChildProcess } from 'node:child_process'
export function startNginx(dir: string, port: number, env?: Record<string, string>): Promise<ChildProcess>
