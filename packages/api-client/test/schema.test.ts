import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../scripts/generate.js';
import { operations } from '../src/operations.gen.js';
import { PositionInput, PositionListRequest } from '../src/constraints.gen.js';

describe('generated files', () => {
  it(
    'are up to date with openapi.yaml (run `pnpm generate` when this fails)',
    { timeout: 60_000 },
    async () => {
      for (const [rel, text] of Object.entries(await generate())) {
        const current = fs.readFileSync(path.resolve(import.meta.dirname, '..', rel), 'utf8');
        expect(current === text, `${rel} is stale: run \`pnpm --filter @pawon/api-client generate\``).toBe(
          true,
        );
      }
    },
  );

  it('map every operation id to its method and path', () => {
    expect(operations.positionDelete).toEqual({ method: 'delete', path: '/api/position/delete/{id}' });
    expect(operations.login).toEqual({ method: 'post', path: '/api/login' });
  });

  it('state each request field’s rules, references and allOf resolved', () => {
    expect(PositionInput.required).toEqual(['code', 'name']);
    expect(PositionInput.properties.code).toMatchObject({
      type: 'string',
      minLength: 2,
      maxLength: 10,
      pattern: '^[A-Za-z0-9_-]+$',
    });
    expect(PositionInput.properties.description).toMatchObject({
      type: 'string',
      nullable: true,
      maxLength: 500,
    });
    expect(PositionListRequest.properties.sortBy.enum).toEqual(['code', 'name', 'userCount']);
  });
});
