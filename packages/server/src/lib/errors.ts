import type { Schemas } from './contract.js';
import { errorText, text, type RuleOf, type TextKey, type TextParams } from './texts.js';

/** What went wrong, for programs: the contract's ErrorCode (a dotted name, e.g. `stock.short`). */
export type ErrorCode = Schemas['ErrorCode'];
/** The values a code speaks of (`available`, `unit`, `limit`, `changedBy`…). */
export type ErrorParams = Record<string, string | number | null>;
/** A field's code and parameters, beside its Indonesian message in `errors`. */
export interface FieldCode {
  code: ErrorCode;
  params?: ErrorParams;
}

/** The fields an error is on: each with its own code and parameters, or (undefined) with the error's. */
export type ErrorFields = readonly string[] | Record<string, FieldCode | undefined>;

export interface AppErrorDetails {
  /** The code's parameters, sent as `params` (a `rule` names the code's variant in the catalogue). */
  params?: ErrorParams;
  /** The fields it is on: each gets its message in `errors` and its code and parameters in `fieldCodes`. */
  fields?: ErrorFields;
  /** Other members of the body (`retryAfter`, `available`, `conflict`). */
  extra?: Record<string, unknown>;
  /**
   * The message (and that of each field with the error's own code) from this key and these parameters rather than
   * the code's own text: a sentence the client makes in its own way (several short items listed, a list longer than
   * a parameter holds), never sent but as `message`.
   */
  text?: { key: TextKey; params: TextParams };
}

/**
 * A failure the client caused; the error handler turns it into the contract's error body. Its code and parameters
 * say what went wrong; its Indonesian message (and each field's) is the error catalogue's text for them (texts.ts).
 */
export class AppError extends Error {
  public readonly params?: ErrorParams;
  /** Indonesian messages per field, sent as `errors`. */
  public readonly errors?: Record<string, string[]>;
  /** Per field code and parameters, sent as `fieldCodes`. */
  public readonly fieldCodes?: Record<string, FieldCode>;
  public readonly extra?: Record<string, unknown>;

  constructor(
    public readonly statusCode: number,
    public readonly code: ErrorCode,
    details: AppErrorDetails = {},
  ) {
    super(details.text ? text(details.text.key, details.text.params) : errorText(code, details.params));
    this.params = details.params;
    this.extra = details.extra;
    if (details.fields) {
      const own: FieldCode = details.params ? { code, params: details.params } : { code };
      const fields: Record<string, FieldCode | undefined> = Array.isArray(details.fields)
        ? Object.fromEntries((details.fields as readonly string[]).map((field) => [field, undefined]))
        : (details.fields as Record<string, FieldCode | undefined>);
      this.fieldCodes = Object.fromEntries(
        Object.entries(fields).map(([field, coded]) => [field, coded ?? own]),
      );
      // A field with the error's own code says its message (the one `text` gave, when given); another its own code's.
      this.errors = Object.fromEntries(
        Object.entries(fields).map(([field, coded]) => [
          field,
          [
            coded
              ? errorText(coded.code, coded.params, true)
              : details.text
                ? this.message
                : errorText(code, details.params, true),
          ],
        ]),
      );
    }
  }
}

/** The Indonesian name of a kind of record (`product` → "Produk"; the catalogue's `error.record.kind`). */
export const kindName = (kind: string): string => text('error.record.kind', { kind });

/** 400 for a request that cannot be read; `rule` names why when more can be said. */
export const badRequest = (rule?: RuleOf<'request.unreadable'>, params?: ErrorParams) =>
  new AppError(400, 'request.unreadable', rule ? { params: { rule, ...params } } : {});
export const unauthorized = (code: 'auth.expired' | 'auth.required' = 'auth.expired') =>
  new AppError(401, code);
export const forbidden = (
  code: 'right.missing' | 'right.superAdminOnly' = 'right.missing',
  params?: ErrorParams,
) => new AppError(403, code, params ? { params } : {});
/** 403 `right.denied`: a right the caller lacks for this case, named by `rule`. */
export const denied = (rule: RuleOf<'right.denied'>, params?: ErrorParams, fields?: ErrorFields) =>
  new AppError(403, 'right.denied', { params: { rule, ...params }, fields });
/**
 * 404 for a record: `kind` names it for code (`product`, the audit entity), `what` in Indonesian ("Produk", from the
 * catalogue), so a client's other language names the kind from `kind`; `name`, when the record has a name of its own
 * (`packaging` for a material), is the variant (`rule`).
 */
export const notFound = (kind: string, name?: string) =>
  new AppError(404, 'record.notFound', {
    params: { what: kindName(name ?? kind), kind, ...(name ? { rule: name } : {}) },
  });
/** 409 with the case's own code (`order.deliveredLocked`…). */
export const conflict = (code: ErrorCode, params?: ErrorParams, fields?: ErrorFields) =>
  new AppError(409, code, { params, fields });
/** 422 on one field with a code (`field` joins the parameters). */
export const invalid = (field: string, code: ErrorCode, params?: ErrorParams) =>
  new AppError(422, code, { params: { field, ...params }, fields: [field] });
/** 422 for a referenced record that does not exist on its field; `kind` names what it is (`product`, `material`). */
export const missingReference = (field: string, kind: string) =>
  invalid(field, 'reference.notFound', { rule: 'kind', kind });

/**
 * The parameters of a `stock.short`: what is short, the amounts in its unit (decimal numbers, milli-units divided
 * out) and what else lies expired.
 */
export const shortParams = (
  name: string,
  unit: string,
  plan: { available: number; qty: number; expired: number; blocked?: number },
): ErrorParams => ({
  name,
  unit,
  available: plan.available / 1000,
  requested: plan.qty / 1000,
  expired: plan.expired / 1000,
  // Recalled or QC-held stock left out (decision 055): named only when there is some.
  ...(plan.blocked ? { blocked: plan.blocked / 1000 } : {}),
});

/**
 * One 409 for several short items (`kind`: `material` or `product`), each on its field with its own code and
 * parameters; the answer's parameters (and `available`) are the first's, with `count`. Its Indonesian message lists
 * each item's text (`error.stock.short.list`); a client shows `error.stock.short.many` and each field's.
 */
export function shortOfMany(short: AppError[], kind: 'material' | 'product'): AppError {
  const fieldCodes = Object.assign({}, ...short.map((e) => e.fieldCodes)) as Record<string, FieldCode>;
  const items = short.map((e) => Object.values(e.errors ?? {})[0]![0]!.replace(/\.$/, '')).join('; ');
  return new AppError(409, 'stock.short', {
    params: { ...short[0]!.params, count: short.length },
    fields: fieldCodes,
    extra: short[0]!.extra,
    text: { key: 'error.stock.short.list', params: { count: short.length, kind, items } },
  });
}

/** The record as it is now and its last change, sent with a stale-version 409 (the contract's VersionConflict). */
export interface VersionConflict {
  version: number;
  changedAt: string | null;
  changedBy: string | null;
  // The record as the operation answers it (checked against the contract when sent).
  record: object;
}

export const staleVersion = (current?: VersionConflict) =>
  new AppError(409, 'version.stale', {
    params: { changedBy: current?.changedBy ?? null, changedAt: current?.changedAt ?? null },
    fields: ['version'],
    extra: current ? { conflict: current } : undefined,
  });

/** Seconds a client is asked to wait when the server is busy (every database connection in use). */
export const BUSY_RETRY_AFTER = 2;
/** The busy answer's message (the catalogue's `error.server.busy`). */
export const BUSY_MESSAGE = errorText('server.busy');
export const serverBusy = () =>
  new AppError(503, 'server.busy', {
    params: { retryAfter: BUSY_RETRY_AFTER },
    extra: { retryAfter: BUSY_RETRY_AFTER },
  });
