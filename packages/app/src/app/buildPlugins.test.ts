import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { VENDOR_PREFIX_STEP } from '../../vite.plugins';

describe('the build plugins', () => {
  it('find the vendor prefixer step in the installed styled-components (else the pages carry it again)', () => {
    const require = createRequire(import.meta.url);
    const main = require.resolve('styled-components');
    const browser = readFileSync(main.replace(/[^\\/]+$/, 'styled-components.browser.esm.js'), 'utf8');
    expect(browser.match(new RegExp(VENDOR_PREFIX_STEP, 'g'))).toHaveLength(1);
  });
});
