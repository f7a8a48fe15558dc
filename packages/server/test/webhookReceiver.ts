/**
 * The webhook tests' receiver (decision 065): a real HTTP server in the test process that verifies every signature
 * with the `standardwebhooks` package and keeps what arrived. It listens on a private address of this machine
 * (fc00::/7 or RFC 1918, picked at run time from its interfaces), which the server reaches with private addresses
 * allowed, as `PAWON_WEBHOOK_PRIVATE=allow` does. A machine without one: the receiver listens on loopback and only the
 * tests' injected address policy reaches it (a name resolving to a private address, connected to loopback); a server
 * started as a process of its own cannot, and the tests needing one say so in their names.
 */
import http from 'node:http';
import os from 'node:os';
import { Webhook as Verifier } from 'standardwebhooks';
import { classify, machineAddresses, type AddressPolicy } from '../src/domains/webhooks/addressPolicy.js';
import type { Json } from './helpers.js';

/** A non-loopback private address of this machine (IPv4 first), or null. */
export function privateAddress(): { address: string; family: 4 | 6 } | null {
  const found = Object.values(os.networkInterfaces())
    .flatMap((list) => list ?? [])
    .filter((i) => !i.internal && classify(i.address) === 'private' && !i.address.startsWith('100.'))
    .sort((a, b) => (a.family === b.family ? 0 : a.family === 'IPv4' ? -1 : 1));
  const first = found[0];
  return first ? { address: first.address, family: first.family === 'IPv4' ? 4 : 6 } : null;
}

export interface Received {
  id: string;
  type: string;
  data: Json;
  verified: boolean;
  at: number;
}

export interface Receiver {
  /** The address the receiver is reached at: a private address of this machine, or `receiver.example` (fallback). */
  readonly host: string;
  /** Whether the machine has a private address (a server process of its own can reach the receiver). */
  readonly real: boolean;
  readonly base: string;
  received: Received[];
  /** The status answered (200 unless a test changes it). */
  answer: number;
  /** Verifies signatures with this secret ('' until a webhook is made). */
  secret: string;
  /** Called as each request arrives, before it is answered; `respond` answers it (tests may hold it back). */
  onRequest: ((r: Received, respond: () => void) => void) | null;
  /** The tests' address policy: private allowed, names resolved by the test (never DNS). */
  policy(over?: Partial<AddressPolicy>): AddressPolicy;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const found = privateAddress();
  const listenOn = found?.address ?? '127.0.0.1';
  const self: Receiver = {
    host: found ? found.address : 'receiver.example',
    real: Boolean(found),
    base: '',
    received: [],
    answer: 200,
    secret: '',
    onRequest: null,
    policy: (over = {}) => ({
      allowPrivate: true,
      resolve: async (host) => {
        if (host === 'intranet.example') return [{ address: '10.1.2.3', family: 4 }];
        if (host === 'rebind.example') return [{ address: '127.0.0.1', family: 4 }];
        if (host === 'receiver.example')
          return [
            found ? { address: found.address, family: found.family } : { address: '10.255.0.2', family: 4 },
          ];
        throw Object.assign(new Error('no'), { code: 'ENOTFOUND' });
      },
      ownPort: () => 3000,
      ownAddresses: machineAddresses,
      // Fallback only: the private address the name resolves to (and was checked as) is reached on loopback.
      ...(found
        ? {}
        : {
            connectTo: (a) => (a.address === '10.255.0.2' ? { address: '127.0.0.1', family: 4 } : a),
          }),
      ...over,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      let verified = false;
      try {
        new Verifier(self.secret).verify(body, {
          'webhook-id': String(req.headers['webhook-id']),
          'webhook-timestamp': String(req.headers['webhook-timestamp']),
          'webhook-signature': String(req.headers['webhook-signature']),
        });
        verified = true;
      } catch {
        verified = false;
      }
      const parsed = JSON.parse(body) as { type: string; data: Json };
      const r: Received = {
        id: String(req.headers['webhook-id']),
        type: parsed.type,
        data: parsed.data,
        verified,
        at: Date.now(),
      };
      self.received.push(r);
      const respond = () => {
        res.statusCode = self.answer;
        res.end('terima kasih');
      };
      if (self.onRequest) self.onRequest(r, respond);
      else respond();
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, listenOn, resolve));
  const port = (server.address() as { port: number }).port;
  const hostInUrl = found ? (found.family === 6 ? `[${found.address}]` : found.address) : 'receiver.example';
  Object.assign(self, { base: `http://${hostInUrl}:${port}` });
  return self;
}
