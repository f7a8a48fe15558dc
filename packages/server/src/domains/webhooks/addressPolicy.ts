/**
 * Where Pawon may send a webhook (decision 065, SSRF): checked when a URL is saved and again on the address each
 * attempt connects to (`lookup` of the request), so a name that resolves elsewhere later (DNS rebinding) cannot pass.
 * Addresses are classed with Node's `net.BlockList`, as the integration tokens' ranges are.
 */
import { BlockList, isIP } from 'node:net';
import { lookup as dnsLookup } from 'node:dns/promises';
import os from 'node:os';

export type RefusedReason =
  'invalid' | 'https' | 'credentials' | 'loopback' | 'linkLocal' | 'self' | 'private' | 'unresolvable';

export class UrlRefused extends Error {
  constructor(readonly reason: RefusedReason) {
    super(`webhook address refused: ${reason}`);
  }
}

export interface Resolved {
  address: string;
  family: number;
}

export interface AddressPolicy {
  /** `PAWON_WEBHOOK_PRIVATE=allow`: private addresses (and http to them) are allowed. */
  allowPrivate: boolean;
  /** The host's addresses, every one (a name may resolve to several). */
  resolve(host: string): Promise<Resolved[]>;
  /** The server's own listening port (its addresses on that port are itself); null before it listens. */
  ownPort(): number | null;
  /** The addresses this machine answers on (its interfaces), for "the server itself". */
  ownAddresses(): string[];
  /**
   * Tests only (buildApp's `webhookPolicy`; `systemPolicy` never has it): where an address that passed the checks is
   * reached, for a machine without a private address (the test receiver then listens on loopback behind a name the
   * injected resolver gives a private address).
   */
  connectTo?(checked: Resolved): Resolved;
}

function blockList(entries: Array<[string, number]>): BlockList {
  const list = new BlockList();
  for (const [net, prefix] of entries) list.addSubnet(net, prefix, isIP(net) === 6 ? 'ipv6' : 'ipv4');
  return list;
}

const LOOPBACK = blockList([
  ['127.0.0.0', 8],
  ['0.0.0.0', 8],
  ['::1', 128],
  ['::', 128],
]);
const LINK_LOCAL = blockList([
  ['169.254.0.0', 16],
  ['fe80::', 10],
  ['fd00:ec2::254', 128],
]);
const PRIVATE = blockList([
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10],
  ['fc00::', 7],
]);
// Never anything but a unicast host: multicast and broadcast.
const NOT_UNICAST = blockList([
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
  ['ff00::', 8],
]);

/** An address as the lists see it: an IPv4-mapped IPv6 address (`::ffff:127.0.0.1`) is its IPv4 address. */
export function plainAddress(address: string): { address: string; type: 'ipv4' | 'ipv6' } | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (!family) return null;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
    if (mapped) return { address: mapped, type: 'ipv4' };
    // The hex form (`::ffff:7f00:1`), as the URL parser writes a mapped address.
    const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(bare);
    if (hex) {
      const n = (parseInt(hex[1]!, 16) << 16) | parseInt(hex[2]!, 16);
      return { address: [24, 16, 8, 0].map((s) => (n >>> s) & 255).join('.'), type: 'ipv4' };
    }
  }
  return { address: bare, type: family === 4 ? 'ipv4' : 'ipv6' };
}

export type AddressClass = 'loopback' | 'linkLocal' | 'private' | 'public';

export function classify(address: string): AddressClass | null {
  const plain = plainAddress(address);
  if (!plain) return null;
  const { address: a, type } = plain;
  if (LOOPBACK.check(a, type)) return 'loopback';
  if (LINK_LOCAL.check(a, type)) return 'linkLocal';
  if (NOT_UNICAST.check(a, type)) return 'linkLocal';
  if (PRIVATE.check(a, type)) return 'private';
  return 'public';
}

const sameAddress = (a: string, b: string) => {
  const x = plainAddress(a);
  const y = plainAddress(b);
  if (!x || !y || x.type !== y.type) return false;
  const list = new BlockList();
  list.addAddress(x.address, x.type);
  return list.check(y.address, y.type);
};

/** Refuses one resolved address of a URL (throws `UrlRefused`); `https` whether the URL is https. */
export function checkAddress(policy: AddressPolicy, address: string, port: number, https: boolean): void {
  const kind = classify(address);
  if (!kind) throw new UrlRefused('unresolvable');
  if (kind === 'loopback') throw new UrlRefused('loopback');
  if (kind === 'linkLocal') throw new UrlRefused('linkLocal');
  const own = policy.ownPort();
  if (own !== null && port === own && policy.ownAddresses().some((a) => sameAddress(a, address)))
    throw new UrlRefused('self');
  if (kind === 'private') {
    if (!policy.allowPrivate) throw new UrlRefused('private');
    return;
  }
  if (!https) throw new UrlRefused('https');
}

export interface Target {
  url: URL;
  https: boolean;
  host: string;
  port: number;
}

/** The URL's parts, or `UrlRefused` for one Pawon never sends to whatever it resolves to. */
export function parseTarget(raw: string): Target {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new UrlRefused('invalid');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UrlRefused('https');
  if (url.username || url.password) throw new UrlRefused('credentials');
  const https = url.protocol === 'https:';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host) throw new UrlRefused('invalid');
  const port = url.port ? Number(url.port) : https ? 443 : 80;
  return { url, https, host, port };
}

/** Resolves the URL's host and checks every address it names (one bad address refuses the URL). */
export async function checkUrl(policy: AddressPolicy, raw: string): Promise<Target> {
  const target = parseTarget(raw);
  const addresses = await resolveAll(policy, target.host);
  for (const a of addresses) checkAddress(policy, a.address, target.port, target.https);
  return target;
}

export async function resolveAll(policy: AddressPolicy, host: string): Promise<Resolved[]> {
  const literal = isIP(host);
  if (literal) return [{ address: host, family: literal }];
  let found: Resolved[];
  try {
    found = await policy.resolve(host);
  } catch {
    throw new UrlRefused('unresolvable');
  }
  if (found.length === 0) throw new UrlRefused('unresolvable');
  return found;
}

/** The machine's interface addresses, and the unspecified ones a server bound to all of them answers on. */
export function machineAddresses(): string[] {
  const found = Object.values(os.networkInterfaces())
    .flatMap((list) => list ?? [])
    .map((i) => i.address);
  return [...found, '0.0.0.0', '::'];
}

/** The policy of a running server: DNS as the system resolves, the machine's addresses, `allowPrivate` from config. */
export function systemPolicy(allowPrivate: boolean, ownPort: () => number | null): AddressPolicy {
  return {
    allowPrivate,
    resolve: async (host) => dnsLookup(host, { all: true, verbatim: true }),
    ownPort,
    ownAddresses: machineAddresses,
  };
}
