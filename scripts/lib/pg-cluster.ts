import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, waitForPort } from './free-port'

/**
 * A throwaway PostgreSQL server from the installed binaries, in a temp folder on a free port.
 * initdb refuses to run as root, so as root the cluster belongs to the `postgres` system user.
 */
export type PgCluster = { url: string; port: number; dir: string; stop: () => Promise<void> }

function findBin(name: string): string {
  const candidates = [
    ...(process.env.PATH ?? '').split(path.delimiter).map((d) => path.join(d, name)),
    ...['17', '16', '15', '14'].map((v) => `/usr/lib/postgresql/${v}/bin/${name}`),
  ]
  const found = candidates.find((c) => fs.existsSync(c))
  if (!found) throw new Error(`PostgreSQL's ${name} was not found: install PostgreSQL (apt-get install postgresql)`)
  return found
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0

function asUser(cmd: string, args: string[]): [string, string[]] {
  if (!isRoot()) return [cmd, args]
  return ['runuser', ['-u', 'postgres', '--', cmd, ...args]]
}

export async function startPgCluster(database = 'manzil'): Promise<PgCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manzil-pg-'))
  const pgdata = path.join(dir, 'data')
  if (isRoot()) execFileSync('chown', ['postgres:postgres', dir])
  const [initCmd, initArgs] = asUser(findBin('initdb'), ['-D', pgdata, '-U', 'manzil', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'])
  execFileSync(initCmd, initArgs, { stdio: 'pipe' })
  const port = await freePort()
  const [cmd, args] = asUser(findBin('postgres'), [
    '-D', pgdata, '-p', String(port), '-h', '127.0.0.1', '-k', dir,
    '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off',
  ])
  let output = ''
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout?.on('data', (d) => (output += String(d)))
  child.stderr?.on('data', (d) => (output += String(d)))
  await waitForPort(port, child, 'postgres', () => output)
  const [createCmd, createArgs] = asUser(findBin('createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'manzil', database])
  execFileSync(createCmd, createArgs, { stdio: 'pipe' })
  return {
    url: `postgres://manzil@127.0.0.1:${port}/${database}`,
    port,
    dir,
    stop: async () => {
      // As root the child is `runuser`, which does not pass signals on: signal postgres itself, by its pid file.
      const pidFile = path.join(pgdata, 'postmaster.pid')
      const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) : NaN
      try {
        if (Number.isInteger(pid) && pid > 0) process.kill(pid, 'SIGINT')
        else if (child.exitCode === null) child.kill('SIGINT')
      } catch {
        // already gone
      }
      const deadline = Date.now() + 10_000
      while ((fs.existsSync(pidFile) || child.exitCode === null) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
