import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** How many violations the failure lists (the file holds them all). */
const SHOWN = 40;

/**
 * The answers of the server that broke the contract during the run (JSON lines the server appended, see
 * playwright.config.ts): each as one line, `METHOD route (url) problem [test]`.
 */
function conformanceViolations(file: string | undefined): string[] {
  if (!file || file === '0' || !fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const v = JSON.parse(line) as {
        method: string;
        route: string;
        url: string;
        problem: string;
        test?: string;
      };
      return `${v.method} ${v.route} (${v.url}) ${v.problem}${v.test ? ` [${v.test}]` : ''}`;
    });
}

/**
 * Removes the run's data folder (only one this config created under the temp folder), then fails the run when the
 * server answered anything the contract does not allow (issue 19, contract conformance of the e2e traffic), or
 * Fastify reported a reply used wrongly, such as one sent twice (issue 35).
 */
export default function globalTeardown(): void {
  const dir = process.env['PAWON_E2E_DATA'];
  if (dir && path.dirname(dir) === os.tmpdir() && path.basename(dir).startsWith('pawon-e2e-')) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const file = process.env['PAWON_E2E_CONFORMANCE'];
  const violations = conformanceViolations(file);
  if (file && file !== '0') fs.rmSync(file, { force: true });
  if (violations.length) {
    const more = violations.length > SHOWN ? `\n… and ${violations.length - SHOWN} more` : '';
    throw new Error(
      `The server answered ${violations.length} time(s) outside the contract (openapi.yaml) or used a reply wrongly:\n` +
        violations.slice(0, SHOWN).join('\n') +
        more,
    );
  }
}
