import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { paramsSource } from '../src/i18n/catalogueParams';

const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/i18n/params.gen.ts');
fs.writeFileSync(target, paramsSource());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
