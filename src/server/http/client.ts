import { clientAddress, type Trust } from './client-address'

/**
 * How the client's address travels from the production server to the app's handlers: the server
 * (scripts/serve.ts) works it out from the socket and `TRUST_PROXY`, writes it into this request
 * header over whatever the client may have sent under that name, and marks the process, so that the
 * app reads the header only where the server is there to have written it.
 */
export const CLIENT_HEADER = 'x-manzil-client'

const MARK = Symbol.for('manzil.server.sets-client')
const holder = globalThis as typeof globalThis & { [MARK]?: boolean }

export function markClientHeaderSet(): void {
  holder[MARK] = true
}

/** The client a request is counted against. */
export function clientOf(headers: Headers, trust: Trust): string {
  if (holder[MARK]) return headers.get(CLIENT_HEADER) ?? 'unknown'
  // Without the production server (`next dev`): Next.js adds the peer's address as X-Forwarded-For
  // when the request has none, so its last entry stands for the peer.
  const entries = (headers.get('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean)
  const peer = entries.pop()
  return clientAddress(peer, entries.join(','), trust)
}
