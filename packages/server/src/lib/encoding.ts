import type { FastifyReply } from 'fastify';

/** The compressed copies the app's build writes beside its files, by preference. */
export const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
] as const;
export type Encoding = (typeof ENCODINGS)[number]['name'];

/**
 * The encoding to send for an `Accept-Encoding` header among those `available`: brotli, else gzip, else none.
 * Honours `q=0` (refused) and `*` (anything not named).
 */
export function pickEncoding(
  header: string | string[] | undefined,
  available: readonly Encoding[] = ['br', 'gzip'],
): Encoding | null {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weights = new Map<string, number>();
  for (const part of text.toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(token.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  return ENCODINGS.find((e) => available.includes(e.name) && accepts(e.name))?.name ?? null;
}

/** Adds `Accept-Encoding` to `Vary` (a cache must not hand a brotli body to a client that cannot read it). */
export function varyOnEncoding(reply: FastifyReply) {
  const current = reply.getHeader('vary');
  const list = String(current ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  if (!list.includes('accept-encoding') && !list.includes('*'))
    reply.header('vary', current ? `${String(current)}, Accept-Encoding` : 'Accept-Encoding');
}
