import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Removes the run's data folder (only one this config created under the temp folder). */
export default function globalTeardown(): void {
  const dir = process.env['PAWON_E2E_DATA'];
  if (dir && path.dirname(dir) === os.tmpdir() && path.basename(dir).startsWith('pawon-e2e-')) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
