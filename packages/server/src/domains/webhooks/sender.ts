/**
 * One attempt of a webhook (decision 065): a Standard Webhooks POST, signed, with a 10 s limit, no redirect followed,
 * to an address the policy allows, checked on the address the connection is made to (`lookup`).
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { text } from '../../lib/texts.js';
import { checkAddress, parseTarget, resolveAll, UrlRefused, type AddressPolicy } from './addressPolicy.js';

export const USER_AGENT = 'Pawon-Webhooks/1';
export const ATTEMPT_TIMEOUT_MS = 10_000;
const BODY_KEPT = 1024;

/** `v1,` + base64 HMAC-SHA256 keyed by the secret's bytes (after `whsec_`) over `id.timestamp.body`. */
export function sign(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export interface Attempt {
  /** A 2xx answer. */
  ok: boolean;
  responseCode: number | null;
  responseBody: string | null;
  /** Why no answer came (Indonesian), short. */
  error: string | null;
  durationMs: number;
}

/** Why no answer came, in the server's words (texts/id.json `webhook.delivery.*`): kept with the delivery. */
function networkError(err: unknown): string {
  if (err instanceof UrlRefused) return text('webhook.delivery.refused', { reason: err.reason });
  const code = (err as NodeJS.ErrnoException).code ?? '';
  if (code === 'ETIMEDOUT' || code === 'WEBHOOK_TIMEOUT')
    return text('webhook.delivery.timeout', { seconds: ATTEMPT_TIMEOUT_MS / 1000 });
  if (code === 'ECONNREFUSED') return text('webhook.delivery.connectionRefused');
  if (code === 'ECONNRESET') return text('webhook.delivery.connectionReset');
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return text('webhook.delivery.hostNotFound');
  if (code.startsWith('ERR_TLS') || /certificate|SSL/i.test(String((err as Error).message)))
    return text('webhook.delivery.tls');
  return text('webhook.delivery.failed', { code: code || 'none' });
}

/** A `lookup` that resolves as the policy does and refuses an address it does not allow. */
function guardedLookup(policy: AddressPolicy, port: number, secure: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolveAll(policy, hostname)
      .then((found) => {
        for (const a of found) checkAddress(policy, a.address, port, secure);
        const reached = policy.connectTo ? found.map((a) => policy.connectTo!(a)) : found;
        const first = reached[0]!;
        if ((options as { all?: boolean }).all) (callback as (e: null, a: unknown) => void)(null, reached);
        else callback(null, first.address, first.family);
      })
      .catch((err: unknown) => callback(err as NodeJS.ErrnoException, '', 0));
  };
}

export async function attempt(opts: {
  url: string;
  secret: string;
  eventId: string;
  body: string;
  policy: AddressPolicy;
  /** Unix seconds of the attempt (`webhook-timestamp`). */
  timestamp: number;
  timeoutMs?: number;
}): Promise<Attempt> {
  const started = performance.now();
  const done = (a: Omit<Attempt, 'durationMs'>): Attempt => ({
    ...a,
    durationMs: Math.round(performance.now() - started),
  });
  try {
    const target = parseTarget(opts.url);
    if (isIP(target.host)) checkAddress(opts.policy, target.host, target.port, target.https);
    const headers = {
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
      'webhook-id': opts.eventId,
      'webhook-timestamp': String(opts.timestamp),
      'webhook-signature': sign(opts.secret, opts.eventId, opts.timestamp, opts.body),
      'content-length': String(Buffer.byteLength(opts.body)),
    };
    const answer = await new Promise<{ code: number; body: string }>((resolve, reject) => {
      const request = (target.https ? https : http).request(target.url, {
        method: 'POST',
        headers,
        lookup: guardedLookup(opts.policy, target.port, target.https),
        agent: false,
      });
      const timer = setTimeout(() => {
        request.destroy(Object.assign(new Error('timeout'), { code: 'WEBHOOK_TIMEOUT' }));
      }, opts.timeoutMs ?? ATTEMPT_TIMEOUT_MS);
      request.on('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      request.on('response', (res) => {
        let kept = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (kept.length < BODY_KEPT) kept += chunk;
          else res.destroy();
        });
        const finish = () => {
          clearTimeout(timer);
          resolve({ code: res.statusCode ?? 0, body: kept.slice(0, BODY_KEPT) });
        };
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);
      });
      request.end(opts.body);
    });
    return done({
      ok: answer.code >= 200 && answer.code < 300,
      responseCode: answer.code >= 100 && answer.code <= 599 ? answer.code : null,
      responseBody: answer.body || null,
      error: null,
    });
  } catch (err) {
    return done({ ok: false, responseCode: null, responseBody: null, error: networkError(err) });
  }
}
