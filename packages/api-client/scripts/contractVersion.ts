// `pnpm lint:contract` runs this after Redocly: compares openapi.yaml with the contract of the client's last release
// (released/openapi.yaml, its version in released/release.json) and fails when the client's version (package.json)
// does not step as the changes need: a breaking change a new major, an additive one a new minor. The version must
// have its section in CHANGELOG.md.
//
//   tsx scripts/contractVersion.ts            the check
//   tsx scripts/contractVersion.ts --release  records the current contract and version as released (after a release)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { contractFile, readContract, type Json } from '../src/contract.js';
import { diffContracts, neededStep, versionAllows, type Change } from './contractDiff.js';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const releasedDir = path.join(pkg, 'released');
const releasedContract = path.join(releasedDir, 'openapi.yaml');
const releasedInfo = path.join(releasedDir, 'release.json');
const { version } = JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8')) as {
  version: string;
};

if (process.argv.includes('--release')) {
  fs.mkdirSync(releasedDir, { recursive: true });
  fs.copyFileSync(contractFile, releasedContract);
  fs.writeFileSync(releasedInfo, `${JSON.stringify({ version }, null, 2)}\n`);
  console.log(`@pawon/api-client ${version}: contract recorded as released (released/openapi.yaml)`);
  process.exit(0);
}

const released = (JSON.parse(fs.readFileSync(releasedInfo, 'utf8')) as { version: string }).version;
// Read as contract.ts reads openapi.yaml (merge keys resolved), but not through readContract, whose cache would
// land beside the file (released/node_modules).
const releasedDoc = parse(fs.readFileSync(releasedContract, 'utf8'), {
  merge: true,
  maxAliasCount: -1,
}) as Json;
const changes = diffContracts(releasedDoc, readContract());
const step = neededStep(changes);
const problems: string[] = [];
if (!versionAllows(released, version, step)) {
  const [major = 0, minor = 0] = released.split('.').map(Number);
  const next = step === 'major' ? `${major + 1}.0.0` : `${major}.${minor + 1}.0`;
  problems.push(
    `the contract changed since ${released} (${step === 'major' ? 'breaking' : 'additive'}): ` +
      `@pawon/api-client needs a new ${step} version, package.json has ${version}. ` +
      `Set "version": "${next}" in packages/api-client/package.json and say what changed under "## ${next}" in its CHANGELOG.md.`,
  );
}
if (!fs.readFileSync(path.join(pkg, 'CHANGELOG.md'), 'utf8').includes(`\n## ${version}\n`))
  problems.push(`CHANGELOG.md has no section "## ${version}"`);

const show = (kind: Change['kind']) => {
  const of = changes.filter((c) => c.kind === kind);
  // A shared schema's change shows once per operation that uses it: one line per distinct change (named by its
  // first operation), then how many more operations it touches.
  const distinct = new Map<string, { first: string; n: number }>();
  for (const c of of) {
    const key = `${c.where.replace(/^\S+ \S+ /, '')}: ${c.what}`;
    const seen = distinct.get(key);
    if (seen) seen.n += 1;
    else distinct.set(key, { first: `${c.where}: ${c.what}`, n: 1 });
  }
  const lines = [...distinct.values()].map(
    ({ first, n }) =>
      `  ${kind === 'breaking' ? '✖' : '+'} ${first}${n > 1 ? ` (and ${n - 1} more operation${n > 2 ? 's' : ''})` : ''}`,
  );
  if (lines.length > 20) lines.splice(20, lines.length, `  … and ${lines.length - 20} more`);
  return lines;
};
console.log(
  `@pawon/api-client ${version} (released ${released}): ` +
    `${changes.filter((c) => c.kind === 'breaking').length} breaking, ` +
    `${changes.filter((c) => c.kind === 'additive').length} additive change(s) in openapi.yaml → ` +
    (step === 'none' ? 'no new version needed' : `a new ${step} version`),
);
for (const line of [...show('breaking'), ...show('additive')]) console.log(line);
for (const p of problems) console.error(`✖ ${p}`);
process.exit(problems.length ? 1 : 0);
