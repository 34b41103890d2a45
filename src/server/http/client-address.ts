import net from 'node:net'

/**
 * Who the client is, as `TRUST_PROXY` says to read it.
 *
 * - unset: the address of the peer that opened the connection; `X-Forwarded-For` is ignored, so no
 *   client can pass for another one by writing a header;
 * - a list of addresses, subnets (`10.0.0.0/8`, `fd00::/8`) or the words `loopback` and `private`:
 *   `X-Forwarded-For` is read from the right as long as the hop that wrote the entry is one of them;
 * - a number n: the n nearest hops are proxies whatever their addresses (the client is the n-th
 *   entry from the right of `X-Forwarded-For`).
 */
export type Trust = { kind: 'none' } | { kind: 'list'; list: net.BlockList } | { kind: 'hops'; hops: number }

const NAMED: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  private: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
}

export class TrustProxyError extends Error {}

/** `TRUST_PROXY` as a rule; a malformed value is an error, never a silent "trust nobody" or "trust all". */
export function parseTrustProxy(setting: string | undefined): Trust {
  const value = setting?.trim() ?? ''
  if (!value || value === 'false' || value === '0') return { kind: 'none' }
  if (/^\d+$/.test(value)) return { kind: 'hops', hops: Number(value) }
  const list = new net.BlockList()
  for (const raw of value.split(',')) {
    const item = raw.trim().toLowerCase()
    if (!item) continue
    const named = NAMED[item]
    if (named) {
      for (const [address, prefix, type] of named) list.addSubnet(address, prefix, type)
      continue
    }
    const [address = '', prefix] = item.split('/')
    const type = net.isIP(address)
    if (!type) throw new TrustProxyError(`TRUST_PROXY: "${raw.trim()}" is not an address, a subnet, "loopback", "private" or a number of hops`)
    const family = type === 4 ? 'ipv4' : 'ipv6'
    if (prefix === undefined) list.addAddress(address, family)
    else {
      const bits = Number(prefix)
      if (!/^\d+$/.test(prefix) || bits > (type === 4 ? 32 : 128)) throw new TrustProxyError(`TRUST_PROXY: "${raw.trim()}" has a bad prefix length`)
      list.addSubnet(address, bits, family)
    }
  }
  return { kind: 'list', list }
}

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) as `10.0.0.1`; anything else as it is. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return mapped ? mapped[1]! : address
}

function trusted(list: net.BlockList, address: string): boolean {
  const type = net.isIP(address)
  return type !== 0 && list.check(address, type === 4 ? 'ipv4' : 'ipv6')
}

/** The entries of `X-Forwarded-For` headers, left to right (a header sent twice counts as one list). */
function forwardedFor(header: string | string[] | undefined): string[] {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '')
  return text
    .split(',')
    .map((s) => plainAddress(s.trim()))
    .filter(Boolean)
}

/** The client's address: the peer's, or an entry of `X-Forwarded-For` vouched for by trusted proxies. */
export function clientAddress(peer: string | undefined, forwarded: string | string[] | undefined, trust: Trust): string {
  const socket = plainAddress(peer ?? '') || 'unknown'
  if (trust.kind === 'none') return socket
  const hops = forwardedFor(forwarded)
  if (trust.kind === 'hops') {
    // The peer is the nearest proxy; each further trusted hop is one entry further left.
    if (trust.hops === 0) return socket
    const entry = hops[hops.length - trust.hops] ?? hops[0]
    return entry && net.isIP(entry) ? entry : socket
  }
  let client = socket
  for (let i = hops.length - 1; i >= 0 && trusted(trust.list, client); i--) {
    const entry = hops[i]!
    // A hop that is not an address was written by someone we cannot vouch for: stop at the last known one.
    if (!net.isIP(entry)) break
    client = entry
  }
  return client
}

/** Whether the request reached the site over https: its own socket, or a trusted proxy's `X-Forwarded-Proto`. */
export function overHttps(encrypted: boolean, peer: string | undefined, forwardedProto: string | string[] | undefined, trust: Trust): boolean {
  if (encrypted) return true
  if (trust.kind === 'none' || forwardedProto === undefined) return false
  const socket = plainAddress(peer ?? '')
  if (trust.kind === 'list' && !trusted(trust.list, socket)) return false
  if (trust.kind === 'hops' && trust.hops === 0) return false
  const first = (Array.isArray(forwardedProto) ? forwardedProto.join(',') : forwardedProto).split(',')[0]?.trim().toLowerCase()
  return first === 'https'
}
