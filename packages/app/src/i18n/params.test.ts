import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUES_DIR } from './catalogueFiles';
import { paramsSource } from './catalogueParams';

describe('the arguments of the messages (params.gen.ts)', () => {
  it('are those of the Indonesian catalogues as they are (`pnpm --filter @pawon/app text:params`)', () => {
    const written = fs.readFileSync(path.join(CATALOGUES_DIR, '../params.gen.ts'), 'utf8');
    expect(written).toBe(paramsSource());
  });
});
