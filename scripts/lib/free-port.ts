import type { ChildProcess } from 'node:child_process'
import net from 'node:net'

/** Ports this process already handed out from TEST_PORTS, so that two servers started together never get the same one. */
const handedOut = new Set<number>()

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.unref()
    server.on('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/**
 * A TCP port on 127.0.0.1 that nothing listens on at this moment: the system picks it, or, with
 * `TEST_PORTS=3300-3399` (a machine where each user keeps to a range), the first free one in that range.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.TEST_PORTS ?? '')
  if (range) {
    for (let port = Number(range[1]); port <= Number(range[2]); port++) {
      if (handedOut.has(port) || !(await bindable(port))) continue
      handedOut.add(port)
      return port
    }
    throw new Error(`no free port in TEST_PORTS=${process.env.TEST_PORTS}`)
  }
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** Waits until `child` listens on `port` (on 127.0.0.1); fails with its output if it exits first or never does. */
export async function waitForPort(port: number, child: ChildProcess, name: string, log: () => string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${log()}`)
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end()
        resolve(true)
      })
      socket.on('error', () => resolve(false))
    })
    if (ok) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${name} did not listen on ${port}: ${log()}`)
}
