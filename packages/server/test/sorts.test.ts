/**
 * Every sort a list offers answers, in both directions: for each operation whose request body has a `sortBy` enum in
 * openapi.yaml, each value is asked for as the Super Admin. A sort written as an expression of output columns (which
 * PostgreSQL refuses in ORDER BY) answered 500 for `product/list` sorted by stock until decision 035.
 */
import { describe, expect, it } from 'vitest';
import { loadContract } from '../src/openapi.js';
import { useTestApp } from './helpers.js';

const t = useTestApp();
const contract = loadContract();
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const byId = new Map(contract.schemas.map((s) => [(s as Json)['$id'] as string, s as Json]));

/** The body schema's own object: a `$ref` followed (the contract's schemas are flattened, allOf merged). */
function bodyObject(schema: Json | undefined): Json | undefined {
  if (!schema) return undefined;
  const ref = schema['$ref'] as string | undefined;
  return ref ? bodyObject(byId.get(ref.replace(/#.*$/, ''))) : schema;
}

const sorted = contract.operations.flatMap((op) => {
  const values = bodyObject(op.body as Json | undefined)?.['properties']?.['sortBy']?.['enum'] as
    string[] | undefined;
  return op.method === 'POST' && !op.path.includes('{') && values ? [{ path: op.path, values }] : [];
});

describe('every sort of every list', () => {
  it('finds the lists of the contract', () => {
    expect(sorted.map((s) => s.path)).toEqual(
      expect.arrayContaining(['/api/product/list', '/api/transaction/list']),
    );
  });

  it.each(sorted)('$path: each sortBy, both directions, never a server error', async ({ path, values }) => {
    for (const sortBy of values)
      for (const sortDir of ['asc', 'desc']) {
        const res = await t.call('admin', 'POST', path, { sortBy, sortDir, perPage: 5 });
        expect(res.statusCode, `${path} ${sortBy} ${sortDir}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      }
  });
});
