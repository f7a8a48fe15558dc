import type { FastifySchemaCompiler } from 'fastify';
import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * Request validation with two compiled validators per schema: a fast one that stops at the first error, run
 * on every request, and a thorough one (every error, so a form shows all its wrong fields) run only when the
 * fast one failed and the input is small. A huge input (90,000 unknown keys) costs one error, not 90,000.
 */

/** Inputs with more values than this get only the first error. */
export const THOROUGH_NODE_BUDGET = 2000;

const OPTIONS: Options = {
  coerceTypes: 'array',
  useDefaults: true,
  // Unknown fields are refused (422), not silently dropped: a typo must not pass for an empty value.
  removeAdditional: false,
  strict: false,
};

function makeAjv(allErrors: boolean, schemas: object[]): Ajv {
  const ajv = new Ajv({ ...OPTIONS, allErrors });
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

export function createValidatorCompiler(schemas: object[]): FastifySchemaCompiler<object> {
  const fast = makeAjv(false, schemas);
  const full = makeAjv(true, schemas);
  return ({ schema }) => {
    const quick = fast.compile(schema);
    let thorough: ValidateFunction | undefined;
    const validate = (data: unknown) => {
      if (quick(data)) return true;
      if (smallerThan(data, THOROUGH_NODE_BUDGET)) {
        thorough ??= full.compile(schema);
        thorough(data);
        validate.errors = thorough.errors ?? quick.errors;
      } else {
        validate.errors = quick.errors;
      }
      return false;
    };
    validate.errors = null as ValidateFunction['errors'];
    return validate;
  };
}
