import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { loadContract } from '../openapi.js';

/**
 * The contract's schemas compiled for code that validates values itself (an import's rows), with the options the
 * server validates requests with.
 */
let ajv: Ajv | undefined;
const compiled = new Map<string, ValidateFunction>();

export const AJV_OPTIONS = {
  allErrors: true,
  coerceTypes: 'array',
  useDefaults: true,
  removeAdditional: false,
  strict: false,
} as const;

export function validatorOf(schemaName: string): ValidateFunction {
  let validate = compiled.get(schemaName);
  if (validate) return validate;
  if (!ajv) {
    ajv = new Ajv(AJV_OPTIONS);
    addFormats.default(ajv);
    ajv.addFormat('binary', true);
    for (const schema of loadContract().schemas) ajv.addSchema(schema);
  }
  validate = ajv.compile({ $ref: `${schemaName}#` });
  compiled.set(schemaName, validate);
  return validate;
}

/**
 * A list request with the contract's defaults filled in (a body left out entirely is never validated, so its
 * defaults, like a list's `sortDir: desc`, would be missed).
 */
export function withDefaults<T extends object>(schemaName: string, value: T | undefined): T {
  const copy = { ...(value ?? {}) } as T;
  validatorOf(schemaName)(copy);
  return copy;
}
