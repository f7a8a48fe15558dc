// Generates src/schema.d.ts from the root openapi.yaml. `--check` fails when the checked-in file is stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const here = path.dirname(fileURLToPath(import.meta.url));
const spec = path.resolve(here, '../../../openapi.yaml');
const out = path.resolve(here, '../src/schema.d.ts');

export async function generate() {
  const ast = await openapiTS(new URL(`file://${spec}`), {
    // A field with a default is optional to send: the server fills it in.
    defaultNonNullable: false,
    // Uploads are files in the browser, not strings.
    transform(schema) {
      if (schema.format === 'binary') {
        return ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
      }
      return undefined;
    },
  });
  return `// Generated from openapi.yaml by scripts/generate.mjs. Do not edit: run \`pnpm generate\`.\n${astToString(ast)}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = await generate();
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '';
    if (current !== text) {
      console.error('src/schema.d.ts is stale: run `pnpm generate`.');
      process.exit(1);
    }
  } else {
    fs.writeFileSync(out, text);
    console.log(`wrote ${path.relative(process.cwd(), out)}`);
  }
}
