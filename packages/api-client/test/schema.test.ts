import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { generate } from '../scripts/generate.mjs';

describe('generated schema', () => {
  it('is up to date with openapi.yaml (run `pnpm generate` when this fails)', async () => {
    const current = fs.readFileSync(path.resolve(import.meta.dirname, '../src/schema.d.ts'), 'utf8');
    expect(current === (await generate()), 'src/schema.d.ts is stale: run `pnpm --filter @pawon/api-client generate`').toBe(true);
  });
});
