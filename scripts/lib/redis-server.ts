import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, waitForPort } from './free-port'

/** A throwaway Redis server (Debian's `redis-server`) on a free port, keeping nothing on disk. */
export type RedisServer = { url: string; port: number; stop: () => Promise<void> }

export async function startRedis(): Promise<RedisServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-redis-'))
  const port = await freePort()
  let output = ''
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout?.on('data', (d) => (output += String(d)))
  child.stderr?.on('data', (d) => (output += String(d)))
  child.on('error', (e) => (output += `redis-server could not start (${e.message}): install it (apt-get install redis-server)`))
  await waitForPort(port, child, 'redis-server', () => output, 15_000)
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
