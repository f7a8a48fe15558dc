/**
 * Owned fields (decision 014, fields owned by menus): a property of an answer marked `x-owned-by` in openapi.yaml reaches only a caller with
 * the view right on one of its menus. The rule lives here, once, between the handler and the serializer: handlers
 * answer every field, and this hook walks the answer along the operation's 200 schema and leaves out what the caller's
 * menus do not own. The plan of each operation (where its owned properties are) is worked out at boot, so an answer
 * with nothing owned costs a map lookup.
 */
import type { FastifyInstance } from 'fastify';
import type { Contract, Operation } from '../openapi.js';
import { allows, type Rights } from '../domains/platform/access.js';

declare module 'fastify' {
  interface FastifyInstance {
    ownedFields: OwnedFields;
  }
}

/** For what is not a JSON answer (an export file): the same declarations, asked field by field. */
export interface OwnedFields {
  /** Whether `rights` own the field `field` of the rows (`datas[]`) of operation `operationId`'s 200 answer. */
  ownsRowField(operationId: string, field: string, rights: Rights): boolean;
}

type Json = Record<string, unknown>;
/** Menu urls any of which owns a field, or such lists by material kind. */
type OwnedBy = string[] | Record<string, string[]>;

/** Where owned properties sit below one schema node. */
export interface Plan {
  /** Owned properties of this object: name → the menus any of which owns it. */
  owned: Map<string, string[]>;
  /** Properties below which something is owned. */
  props: Map<string, Plan>;
  /** Array items, when something below them is owned. */
  items?: Plan;
}

const emptyPlan = (): Plan => ({ owned: new Map(), props: new Map() });
const isEmpty = (p: Plan) => p.owned.size === 0 && p.props.size === 0 && !p.items;

function mergeInto(target: Plan, source: Plan, where: string): void {
  for (const [name, menus] of source.owned) {
    const known = target.owned.get(name);
    // Two branches (a oneOf) owning one name differently: either list's menus must be held.
    target.owned.set(name, known ? known.filter((m) => menus.includes(m)) : menus);
    if (known && !known.some((m) => menus.includes(m)))
      throw new Error(`openapi.yaml: ${where}.${name} is owned by disjoint menus in two branches`);
  }
  // Copied, never shared: a later merge into one operation's plan must not change a schema's memoised plan.
  for (const [name, plan] of source.props) {
    let known = target.props.get(name);
    if (!known) target.props.set(name, (known = emptyPlan()));
    mergeInto(known, plan, `${where}.${name}`);
  }
  if (source.items) mergeInto((target.items ??= emptyPlan()), source.items, `${where}[]`);
}

/** The menus of an `x-owned-by` for an operation of material kind `kind`; throws when the contract cannot say. */
function ownersOf(ownedBy: OwnedBy, kind: string | undefined, where: string): string[] {
  if (Array.isArray(ownedBy)) return ownedBy;
  if (!kind)
    throw new Error(`openapi.yaml: ${where} is owned by material kind, but its tag has no x-material-kind`);
  const menus = ownedBy[kind];
  if (!Array.isArray(menus)) throw new Error(`openapi.yaml: ${where} names no owners for kind ${kind}`);
  return menus;
}

/**
 * The plan of one operation's answer schema. Schemas are the contract's (allOf flattened, references as `Name#`);
 * a schema met again below itself (a tree) is walked once, its plan shared.
 */
export function planOf(
  schema: unknown,
  schemas: Map<string, Json>,
  kind: string | undefined,
  where: string,
  memo = new Map<string, Plan>(),
): Plan {
  const node = (schema ?? {}) as Json;
  if (typeof node.$ref === 'string') {
    const name = node.$ref.replace(/#$/, '');
    const cached = memo.get(name);
    if (cached) return cached;
    const plan = emptyPlan();
    memo.set(name, plan);
    mergeInto(plan, planOf(schemas.get(name), schemas, kind, name, memo), name);
    return plan;
  }
  const plan = emptyPlan();
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    for (const branch of (node[key] as unknown[] | undefined) ?? []) {
      mergeInto(plan, planOf(branch, schemas, kind, where, memo), where);
    }
  }
  const required = new Set((node.required as string[] | undefined) ?? []);
  for (const [name, prop] of Object.entries((node.properties ?? {}) as Record<string, Json>)) {
    const ownedBy = prop['x-owned-by'] as OwnedBy | undefined;
    if (ownedBy) {
      // The serializer refuses an answer without a required property: an owned one must be optional.
      if (required.has(name))
        throw new Error(`openapi.yaml: ${where}.${name} is x-owned-by, so it cannot be required`);
      plan.owned.set(name, ownersOf(ownedBy, kind, `${where}.${name}`));
    }
    const below = planOf(prop, schemas, kind, `${where}.${name}`, memo);
    if (!isEmpty(below)) plan.props.set(name, below);
  }
  if (node.items) {
    const items = planOf(node.items, schemas, kind, `${where}[]`, memo);
    if (!isEmpty(items)) plan.items = items;
  }
  return plan;
}

/** `value` without what `plan` marks as owned by menus the caller lacks; untouched parts are not copied. */
export function withoutUnowned(value: unknown, plan: Plan, owns: (menus: string[]) => boolean): unknown {
  if (Array.isArray(value)) {
    if (!plan.items) return value;
    const items = plan.items;
    let changed = false;
    const out = value.map((v) => {
      const next = withoutUnowned(v, items, owns);
      changed ||= next !== v;
      return next;
    });
    return changed ? out : value;
  }
  if (!value || typeof value !== 'object') return value;
  let out: Json | undefined;
  const source = value as Json;
  for (const [name, menus] of plan.owned) {
    if (name in source && !owns(menus)) {
      out ??= { ...source };
      delete out[name];
    }
  }
  for (const [name, below] of plan.props) {
    const v = source[name];
    if (v === undefined || v === null) continue;
    const next = withoutUnowned(v, below, owns);
    if (next !== v) (out ??= { ...source })[name] = next;
  }
  return out ?? value;
}

/** Every owners list a plan names (to skip the walk for a caller who holds them all). */
function ownerLists(plan: Plan, seen = new Set<Plan>(), out: string[][] = []): string[][] {
  if (seen.has(plan)) return out;
  seen.add(plan);
  out.push(...plan.owned.values());
  for (const p of plan.props.values()) ownerLists(p, seen, out);
  if (plan.items) ownerLists(plan.items, seen, out);
  return out;
}

interface OperationPlan {
  plan: Plan;
  owners: string[][];
}

/** The plan of each operation whose 200 answer holds an owned property; throws on a contract that cannot be kept. */
export function ownedPlans(contract: Contract): Map<string, OperationPlan> {
  const schemas = new Map<string, Json>(contract.schemas.map((s) => [s.$id, s]));
  const tagKinds = new Map(
    ((contract.doc.tags ?? []) as Json[]).map((t) => [t.name as string, t['x-material-kind'] as string]),
  );
  const plans = new Map<string, OperationPlan>();
  for (const op of contract.operations) {
    const ok = op.response['200'];
    if (!ok) continue;
    const kind = kindOf(op, tagKinds);
    const plan = planOf(ok, schemas, kind, op.operationId);
    const owners = [...new Map(ownerLists(plan).map((menus) => [menus.join(' '), menus])).values()];
    if (!isEmpty(plan)) plans.set(op.operationId, { plan, owners });
  }
  return plans;
}

function kindOf(op: Operation, tagKinds: Map<string, string | undefined>): string | undefined {
  return op.tags.map((t) => tagKinds.get(t)).find(Boolean);
}

/** Leaves out of each 200 answer the owned fields whose menus the caller lacks. */
export function registerOwnedFields(app: FastifyInstance, contract: Contract): void {
  const plans = ownedPlans(contract);
  app.decorate('ownedFields', {
    ownsRowField(operationId, field, rights) {
      const menus = plans.get(operationId)?.plan.props.get('datas')?.items?.owned.get(field);
      return !menus || allows(rights, menus, 'view');
    },
  } satisfies OwnedFields);
  app.addHook('preSerialization', async (req, reply, payload) => {
    const operationId = req.routeOptions.config.operationId;
    const entry = operationId ? plans.get(operationId) : undefined;
    if (!entry || reply.statusCode !== 200) return payload;
    const rights: Rights = req.caller?.rights ?? new Map();
    const owns = (menus: string[]) => allows(rights, menus, 'view');
    if (entry.owners.every(owns)) return payload;
    return withoutUnowned(payload, entry.plan, owns);
  });
}
