import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'

/** The agency's own networks and the machine itself: never reached through a host name unless listed by address. */
const INTERNAL = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6')
}

export type ResolvedTarget = { address: string; family: 4 | 6 }

const familyName = (family: number) => (family === 4 ? 'ipv4' : 'ipv6')
/** `::ffff:10.0.0.1` is 10.0.0.1: checked as the IPv4 address it is. */
const plain = (address: string): ResolvedTarget => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return { address: mapped[1], family: 4 }
  return { address, family: isIP(address) === 6 ? 6 : 4 }
}

/**
 * WEBHOOK_ALLOWED_HOSTS as rules (ADR 0032): names match exactly, `*.domain` matches its sub-domains, addresses and
 * CIDR ranges match addresses. A URL naming an address must be in an address rule; a URL naming a host must match a
 * name rule, and at delivery every address the name resolves to must be outside the internal networks, unless an
 * address rule lists it, so a changed DNS record cannot turn a webhook towards the agency's own machines.
 */
export class AllowedHosts {
  private readonly names = new Set<string>()
  private readonly suffixes: string[] = []
  private readonly addresses = new BlockList()

  constructor(entries: readonly string[]) {
    for (const entry of entries) {
      const [address, prefix] = entry.split('/')
      const family = isIP(address)
      if (family && prefix !== undefined) this.addresses.addSubnet(address, Number(prefix), familyName(family))
      else if (family) this.addresses.addAddress(address, familyName(family))
      else if (entry.startsWith('*.')) this.suffixes.push(entry.slice(1))
      else this.names.add(entry)
    }
  }

  get empty() {
    return this.names.size === 0 && this.suffixes.length === 0 && this.addresses.rules.length === 0
  }

  private addressAllowed(target: ResolvedTarget) {
    return this.addresses.check(target.address, familyName(target.family))
  }

  /** Whether the URL's host is on the list (the check at registration, and again before each delivery). */
  allowsUrl(url: URL) {
    const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase()
    if (isIP(host)) return this.addressAllowed(plain(host))
    return this.names.has(host) || this.suffixes.some((suffix) => host.endsWith(suffix))
  }

  /**
   * Where to connect for the URL, checked now: the request then goes to exactly this address (no second lookup that
   * could answer otherwise). Throws with the reason when the URL may not be reached.
   */
  async resolve(url: URL): Promise<ResolvedTarget> {
    if (!this.allowsUrl(url)) throw new Error('address not allowed by WEBHOOK_ALLOWED_HOSTS')
    const host = url.hostname.replace(/^\[|\]$/g, '')
    if (isIP(host)) return plain(host)
    const found = (await lookup(host, { all: true })).map((a) => plain(a.address))
    const internal = found.filter((a) => INTERNAL.check(a.address, familyName(a.family)) && !this.addressAllowed(a))
    if (found.length === 0) throw new Error(`${host} does not resolve`)
    if (internal.length) throw new Error(`${host} resolves to an internal address (${internal[0].address})`)
    return found[0]
  }
}
