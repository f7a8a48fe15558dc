import type { FastifySchemaCompiler } from 'fastify';
import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * Request validation with two compiled validators per schema: a fast one that stops at the first error, run
 * on every request, and a thorough one (every error, so a form shows all its wrong fields) run only when the
 * fast one failed and the input is small. A huge input (90,000 unknown keys) costs one error, not 90,000.
 *
 * Types are converted only where the wire has none: query strings, path parameters and multipart forms are text,
 * read as the contract's types (`"2"` → 2). A JSON body already carries its types, so a wrong one is refused with
 * 422 naming the field (`"1"` for an integer, `[1]` for a string, `true` or `null` for a number), never guessed.
 */

/** Inputs with more values than this get only the first error. */
export const THOROUGH_NODE_BUDGET = 2000;

const OPTIONS: Options = {
  useDefaults: true,
  // Unknown fields are refused (422), not silently dropped: a typo must not pass for an empty value.
  removeAdditional: false,
  strict: false,
};

/** Multipart bodies, marked by the body reader: their values are text, converted as the contract says. */
const formBodies = new WeakSet<object>();

/** Marks a body read from a multipart form (see body.ts), so that it is validated with type conversion. */
export function markFormBody<T extends object>(body: T): T {
  formBodies.add(body);
  return body;
}

function makeAjv(allErrors: boolean, schemas: object[], coerce: boolean): Ajv {
  const ajv = new Ajv({ ...OPTIONS, allErrors, coerceTypes: coerce ? 'array' : false });
  addFormats.default(ajv);
  // Uploads are `format: binary` in the contract; the multipart reader checks the file itself.
  ajv.addFormat('binary', true);
  for (const schema of schemas) ajv.addSchema(schema);
  return ajv;
}

/** True when `value` holds at most `budget` values (objects, arrays and leaves), without walking further. */
export function smallerThan(value: unknown, budget: number): boolean {
  let left = budget;
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (--left < 0) return false;
    if (Array.isArray(v)) stack.push(...v.slice(0, left + 1));
    else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      const values = Object.values(v);
      if (values.length > left) return false;
      stack.push(...values);
    }
  }
  return true;
}

interface Validators {
  fast: Ajv;
  full: Ajv;
}

/**
 * The fast validator, then the thorough one for the errors of a small input that failed. Each is compiled when first
 * needed: compiling every route's validators at start-up took ≈1 s of CPU that each test file paid again.
 */
function twoPass({ fast, full }: Validators, schema: object): ValidateFunction {
  let quick: ValidateFunction | undefined;
  let thorough: ValidateFunction | undefined;
  const validate = ((data: unknown) => {
    quick ??= fast.compile(schema);
    if (quick(data)) return true;
    if (smallerThan(data, THOROUGH_NODE_BUDGET)) {
      thorough ??= full.compile(schema);
      thorough(data);
      validate.errors = thorough.errors ?? quick.errors;
    } else {
      validate.errors = quick.errors;
    }
    return false;
  }) as ValidateFunction;
  validate.errors = null;
  return validate;
}

export function createValidatorCompiler(schemas: object[]): FastifySchemaCompiler<object> {
  const converting: Validators = { fast: makeAjv(false, schemas, true), full: makeAjv(true, schemas, true) };
  const strict: Validators = { fast: makeAjv(false, schemas, false), full: makeAjv(true, schemas, false) };
  return ({ schema, httpPart }) => {
    if (httpPart !== 'body') return twoPass(converting, schema);
    const json = twoPass(strict, schema);
    // Compiled on the first form that arrives: most bodies are JSON.
    let form: ValidateFunction | undefined;
    const validate = ((data: unknown) => {
      const chosen =
        data && typeof data === 'object' && formBodies.has(data)
          ? (form ??= twoPass(converting, schema))
          : json;
      const valid = chosen(data);
      validate.errors = chosen.errors;
      return valid;
    }) as ValidateFunction;
    validate.errors = null;
    return validate;
  };
}
