/**
 * What changed between two versions of the contract, for a client that was built from the first: each change is
 * breaking (a program written against the old contract may fail) or additive (it keeps working; new things can be
 * used). The client's version must say so (scripts/contractVersion.ts): a breaking change needs a new major, an
 * additive one a new minor.
 *
 * Written here rather than taken from a library (decision 061): api-smart-diff reads OpenAPI 3.0 and reported
 * hundreds of false breaking changes on this 3.1 contract, @pb33f/openapi-changes downloads a binary when installed,
 * Optic and openapi-diff bring a CLI's worth of dependencies. The rules Pawon needs are few, and the schemas are read
 * the way the server reads them (contract.ts: references resolved, allOf flattened).
 *
 * Requests and answers are read in opposite directions. In a request, narrowing what is accepted breaks (a field
 * removed or newly required, an enum value or a type removed, null no longer allowed); widening is additive. In an
 * answer, giving less breaks (a field removed or no longer always there, a type or null added); an answer that gains a
 * field or an enum value is additive (the client keeps codes it does not know: errors.ts).
 */
import { componentSchemas, flattenSchema, operationsOf, schemaName, type Json } from '../src/contract.js';

export type ChangeKind = 'breaking' | 'additive';
export interface Change {
  kind: ChangeKind;
  /** `POST /api/product/list 200 datas[].halalNumber` */
  where: string;
  what: string;
}
type Direction = 'request' | 'response';

const typesOf = (s: Json): string[] =>
  Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : [];

class Differ {
  readonly changes: Change[] = [];
  /** The pairs of named schemas being compared on the current path: a recursive schema is compared once. */
  private readonly open = new Set<string>();
  constructor(
    private readonly before: Record<string, Json>,
    private readonly after: Record<string, Json>,
  ) {}

  add(kind: ChangeKind, where: string, what: string) {
    this.changes.push({ kind, where, what });
  }

  /** A schema with its reference resolved and its allOf flattened. */
  private resolve(schema: Json | undefined, schemas: Record<string, Json>, depth = 0): Json {
    if (!schema) return {};
    const name = schemaName(schema.$ref);
    if (name) {
      if (depth > 20) throw new Error(`openapi.yaml: ${name} refers to itself through references only`);
      return this.resolve(schemas[name], schemas, depth + 1);
    }
    return flattenSchema(schema, schemas);
  }

  /** The variants of an anyOf/oneOf, without the `{ type: 'null' }` one, and whether null is allowed. */
  private shape(schema: Json, schemas: Record<string, Json>) {
    const variants = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
    if (!variants) {
      const types = typesOf(schema);
      return { nullable: types.includes('null'), variants: [schema] };
    }
    const resolved = variants.map((v) => ({ raw: v, schema: this.resolve(v, schemas) }));
    const nonNull = resolved.filter((v) => !(typesOf(v.schema).length === 1 && v.schema.type === 'null'));
    return {
      nullable: nonNull.length < resolved.length || typesOf(schema).includes('null'),
      variants: nonNull.map((v) => v.raw),
    };
  }

  compare(dir: Direction, rawA: Json | undefined, rawB: Json | undefined, where: string) {
    // A pair of references met again inside itself (a tree's children): already being compared.
    const key = rawA?.$ref || rawB?.$ref ? `${dir}|${String(rawA?.$ref)}|${String(rawB?.$ref)}` : undefined;
    if (key && this.open.has(key)) return;
    if (key) this.open.add(key);
    try {
      this.compareResolved(dir, rawA, rawB, where);
    } finally {
      if (key) this.open.delete(key);
    }
  }

  private compareResolved(dir: Direction, rawA: Json | undefined, rawB: Json | undefined, where: string) {
    const a = this.resolve(rawA, this.before);
    const b = this.resolve(rawB, this.after);
    const sa = this.shape(a, this.before);
    const sb = this.shape(b, this.after);
    if (sa.nullable !== sb.nullable) {
      const widened = sb.nullable;
      // A request that accepts null now: additive; an answer that may be null now: breaking.
      const breaking = dir === 'request' ? !widened : widened;
      this.add(breaking ? 'breaking' : 'additive', where, widened ? 'may be null now' : 'no longer null');
    }
    if (sa.variants.length !== 1 || sb.variants.length !== 1) {
      sa.variants.forEach((v, i) =>
        sb.variants[i]
          ? this.compare(dir, v, sb.variants[i], `${where}|${i}`)
          : this.add(dir === 'request' ? 'breaking' : 'additive', where, `variant ${i} removed`),
      );
      for (let i = sa.variants.length; i < sb.variants.length; i += 1)
        this.add(dir === 'request' ? 'additive' : 'breaking', where, `variant ${i} added`);
      return;
    }
    this.compareOne(
      dir,
      this.resolve(sa.variants[0], this.before),
      this.resolve(sb.variants[0], this.after),
      where,
    );
  }

  private compareOne(dir: Direction, a: Json, b: Json, where: string) {
    const ta = typesOf(a).filter((t) => t !== 'null');
    const tb = typesOf(b).filter((t) => t !== 'null');
    if (ta.length && tb.length && ta.join() !== tb.join()) {
      const removed = ta.filter((t) => !tb.includes(t));
      const added = tb.filter((t) => !ta.includes(t));
      // A request narrowed (a type no longer accepted), or an answer of a type the client does not expect.
      const breaking = dir === 'request' ? removed.length > 0 : added.length > 0;
      this.add(breaking ? 'breaking' : 'additive', where, `type ${ta.join('|')} → ${tb.join('|')}`);
    }
    this.compareEnum(dir, a, b, where);
    if (dir === 'request') this.compareBounds(a, b, where);
    this.compareObject(dir, a, b, where);
    if (a.items || b.items) this.compare(dir, a.items as Json, b.items as Json, `${where}[]`);
  }

  private compareEnum(dir: Direction, a: Json, b: Json, where: string) {
    const ea = (a.enum ?? (a.const !== undefined ? [a.const] : undefined)) as unknown[] | undefined;
    const eb = (b.enum ?? (b.const !== undefined ? [b.const] : undefined)) as unknown[] | undefined;
    if (!ea && !eb) return;
    const removed = ea ? ea.filter((v) => !eb || !eb.includes(v)) : [];
    const added = eb ? eb.filter((v) => !ea || !ea.includes(v)) : [];
    const list = (vs: unknown[]) => vs.map((v) => JSON.stringify(v)).join(', ');
    if (!eb) this.add('additive', where, 'any value now (enum dropped)');
    else if (!ea) this.add(dir === 'request' ? 'breaking' : 'additive', where, `only ${list(eb)} now`);
    else {
      if (removed.length)
        this.add(
          dir === 'request' ? 'breaking' : 'additive',
          where,
          `enum narrowed: ${list(removed)} removed`,
        );
      if (added.length) this.add('additive', where, `enum widened: ${list(added)} added`);
    }
  }

  /**
   * A request's bounds: tighter refuses what was accepted (breaking), looser accepts more (additive). An answer's
   * bounds say what the server sends, which a reader need not check.
   */
  private compareBounds(a: Json, b: Json, where: string) {
    const upper = ['maxLength', 'maxItems', 'maximum', 'exclusiveMaximum', 'maxProperties'];
    const lower = ['minLength', 'minItems', 'minimum', 'exclusiveMinimum', 'minProperties'];
    for (const name of [...upper, ...lower]) {
      const [x, y] = [a[name], b[name]];
      if (x === y || (typeof x !== 'number' && typeof y !== 'number')) continue;
      const isUpper = upper.includes(name);
      // A bound added where there was none tightens; one dropped loosens.
      const tighter = typeof x !== 'number' ? true : typeof y !== 'number' ? false : isUpper ? y < x : y > x;
      this.add(tighter ? 'breaking' : 'additive', where, `${name} ${String(x ?? '–')} → ${String(y ?? '–')}`);
    }
    if (a.pattern !== b.pattern)
      this.add(b.pattern ? 'breaking' : 'additive', where, b.pattern ? 'pattern changed' : 'pattern dropped');
  }

  private compareObject(dir: Direction, a: Json, b: Json, where: string) {
    const pa = (a.properties ?? {}) as Record<string, Json>;
    const pb = (b.properties ?? {}) as Record<string, Json>;
    const ra = new Set((a.required ?? []) as string[]);
    const rb = new Set((b.required ?? []) as string[]);
    const at = (name: string) => (where ? `${where}.${name}` : name);
    for (const name of Object.keys(pa)) {
      if (!(name in pb)) {
        this.add('breaking', at(name), dir === 'request' ? 'no longer accepted' : 'removed from the answer');
        continue;
      }
      if (ra.has(name) !== rb.has(name)) {
        const nowRequired = rb.has(name);
        const breaking = dir === 'request' ? nowRequired : !nowRequired;
        this.add(
          breaking ? 'breaking' : 'additive',
          at(name),
          dir === 'request'
            ? nowRequired
              ? 'newly required'
              : 'optional now'
            : nowRequired
              ? 'always answered now'
              : 'no longer always answered',
        );
      }
      this.compare(dir, pa[name], pb[name], at(name));
    }
    for (const name of Object.keys(pb)) {
      if (name in pa) continue;
      if (dir === 'request' && rb.has(name)) this.add('breaking', at(name), 'new and required');
      else this.add('additive', at(name), dir === 'request' ? 'new, optional' : 'new in the answer');
    }
  }
}

/** Every breaking and additive change from `before` to `after` (two parsed contracts). */
export function diffContracts(before: Json, after: Json): Change[] {
  const d = new Differ(componentSchemas(before), componentSchemas(after));
  const key = (op: { method: string; path: string }) => `${op.method} ${op.path}`;
  const opsA = new Map(operationsOf(before).map((op) => [key(op), op]));
  const opsB = new Map(operationsOf(after).map((op) => [key(op), op]));
  for (const [k, a] of opsA) {
    const b = opsB.get(k);
    if (!b) {
      d.add('breaking', k, `operation ${a.operationId} removed`);
      continue;
    }
    const param = (p: Json) => `${String(p.in)}:${String(p.name)}`;
    const pa = new Map(a.parameters.map((p) => [param(p), p]));
    const pb = new Map(b.parameters.map((p) => [param(p), p]));
    for (const [name, p] of pa) {
      const q = pb.get(name);
      if (!q) d.add('breaking', `${k} ${name}`, 'parameter removed');
      else {
        if (!p.required && q.required) d.add('breaking', `${k} ${name}`, 'parameter newly required');
        d.compare('request', p.schema as Json, q.schema as Json, `${k} ${name}`);
      }
    }
    for (const [name, q] of pb)
      if (!pa.has(name))
        d.add(
          q.required ? 'breaking' : 'additive',
          `${k} ${name}`,
          `new ${q.required ? 'required' : 'optional'} parameter`,
        );
    if (a.body && !b.body) d.add('breaking', `${k} body`, 'takes no body now');
    else if (!a.body && b.body)
      d.add(
        b.bodyRequired ? 'breaking' : 'additive',
        `${k} body`,
        `takes a body now${b.bodyRequired ? ', required' : ''}`,
      );
    else if (a.body && b.body) {
      if (!a.bodyRequired && b.bodyRequired) d.add('breaking', `${k} body`, 'body newly required');
      d.compare('request', a.body, b.body, `${k} body`);
    }
    for (const [status, schema] of Object.entries(a.responses)) {
      const next = b.responses[status];
      if (!next) {
        if (status.startsWith('2')) d.add('breaking', `${k} ${status}`, 'answer removed');
        continue;
      }
      d.compare('response', schema, next, `${k} ${status}`);
    }
  }
  for (const [k, b] of opsB) if (!opsA.has(k)) d.add('additive', k, `operation ${b.operationId} added`);
  return d.changes;
}

/** The smallest version step the changes need. */
export function neededStep(changes: readonly Change[]): 'major' | 'minor' | 'none' {
  if (changes.some((c) => c.kind === 'breaking')) return 'major';
  return changes.length ? 'minor' : 'none';
}

const parse = (v: string) => {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(v);
  if (!m) throw new Error(`not a version: ${v}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])] as const;
};

/** Whether `version` is a step of at least `step` from `released` (`2.0.0` after `1.4.2` is a major step). */
export function versionAllows(released: string, version: string, step: 'major' | 'minor' | 'none'): boolean {
  const [ma, mi, pa] = parse(released);
  const [mb, mib, pb] = parse(version);
  if (step === 'major') return mb > ma;
  if (step === 'minor') return mb > ma || (mb === ma && mib > mi);
  return mb > ma || (mb === ma && (mib > mi || (mib === mi && pb >= pa)));
}
