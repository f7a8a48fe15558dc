// Regenerates src/Icon/iconNames.ts from the boxicons package: `node scripts/gen-icon-names.mjs`.
import { readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const names = [];
for (const dir of ['regular', 'solid', 'logos']) {
  for (const file of readdirSync(`${root}node_modules/boxicons/svg/${dir}`)) {
    if (file.endsWith('.svg')) names.push(file.slice(0, -4));
  }
}
names.sort();
const out =
  '// Generated from boxicons@2.1.4 svg/{regular,solid,logos} by packages/ui/scripts/gen-icon-names.mjs.\n' +
  '// Do not edit by hand.\n' +
  '/** Every Boxicons name (`bx-…` regular, `bxs-…` solid, `bxl-…` logos). */\n' +
  'export type BoxiconName =\n' +
  names.map((n) => `  | '${n}'`).join('\n') +
  ';\n';
writeFileSync(`${root}src/Icon/iconNames.ts`, out);
// The runtime list, loaded on demand by loadIconNames().
writeFileSync(
  `${root}src/Icon/iconList.ts`,
  '// Generated from boxicons svg/{regular,solid,logos} by packages/ui/scripts/gen-icon-names.mjs. Do not edit by hand.\n' +
    '// Loaded on demand (icon picker, gallery): it is 6 KB gzip that no page needs to show an icon.\n' +
    `export const ICON_NAMES: readonly string[] = ${JSON.stringify(names.join(' '))}.split(' ');\n`,
);
console.log(`${names.length} icon names written`);
