/**
 * Turns multipart field names with brackets (`packs[0][lines][1][qty]`) into nested objects and arrays,
 * the way the old app's forms were sent.
 */
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);
const MAX_INDEX = 1000;

/** A field name that cannot be read (`fieldName`) or an index out of range (`fieldIndex`), and the field's name. */
export class BracketError extends Error {
  constructor(
    readonly rule: 'fieldName' | 'fieldIndex',
    readonly field: string,
  ) {
    super(`${rule}: ${field}`);
  }
}

export function splitKey(key: string): string[] {
  const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!m) throw new BracketError('fieldName', key.slice(0, 60));
  const parts = [m[1]!];
  for (const seg of (m[2] ?? '').matchAll(/\[([^[\]]*)\]/g)) parts.push(seg[1]!);
  return parts;
}

type Node = Record<string, unknown> | unknown[];

export function assignBrackets(entries: Array<[string, unknown]>): Record<string, unknown> {
  const root: Record<string, unknown> = Object.create(null);
  for (const [key, value] of entries) {
    const parts = splitKey(key);
    let node: Node = root;
    for (let i = 0; i < parts.length; i++) {
      let part = parts[i]!;
      if (FORBIDDEN.has(part)) throw new BracketError('fieldName', key.slice(0, 60));
      const last = i === parts.length - 1;
      if (Array.isArray(node)) {
        if (part === '') part = String(node.length);
        if (!/^\d+$/.test(part) || Number(part) > MAX_INDEX)
          throw new BracketError('fieldIndex', key.slice(0, 60));
      } else if (part === '') {
        throw new BracketError('fieldName', key.slice(0, 60));
      }
      const container = node as Record<string, unknown>;
      if (last) {
        container[part] = value;
      } else {
        const next = parts[i + 1]!;
        const wantArray = next === '' || /^\d+$/.test(next);
        let child = container[part];
        if (child === undefined || child === null || typeof child !== 'object') {
          child = wantArray ? [] : Object.create(null);
          container[part] = child;
        }
        node = child as Node;
      }
    }
  }
  return compact(root) as Record<string, unknown>;
}

/** Sparse arrays (`a[0]`, `a[5]`) become dense; null-prototype objects become plain ones. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(compact);
  if (value && typeof value === 'object' && !(value instanceof Buffer)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = compact(v);
    return out;
  }
  return value;
}
