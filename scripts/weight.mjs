#!/usr/bin/env node
// The weight of the glue (issue 36): the figures a newcomer trips over, measured from the tree, so that a change
// says what it made lighter or heavier. `pnpm weight` prints them; `--json` prints them as JSON.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative, basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const rel = (p) => relative(root, p).split('\\').join('/');

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

const isTest = (p) =>
  /\.(test|spec|stories)\.[cm]?[jt]sx?$/.test(p) || /\/(test|__screenshots__)\//.test(rel(p));
const source = (p) => /\.[cm]?[jt]sx?$/.test(p) && !p.endsWith('.d.ts');
const product = (dir) => walk(join(root, dir)).filter((p) => source(p) && !isTest(p));
const count = (text, re) => (text.match(re) ?? []).length;
const lines = (p) => count(readFileSync(p, 'utf8'), /\n/g);

const appSrc = product('packages/app/src');
const uiSrc = product('packages/ui/src');
const serverSrc = product('packages/server/src');
const productCode = [...appSrc, ...uiSrc, ...serverSrc, ...product('packages/api-client/src')];

// ---------- Text ----------
const getterFiles = appSrc.filter((p) => /[mM]essages\.ts$/.test(p));
const getters = getterFiles.reduce((n, p) => n + count(readFileSync(p, 'utf8'), /\bget \w+\(\)/g), 0);
const catalogueLines = walk(join(root, 'packages/app/src/i18n/catalogues'))
  .filter((p) => p.endsWith('.json') || p.endsWith('.po'))
  .reduce((n, p) => n + lines(p), 0);
// An Indonesian sentence: a string literal of two words or more holding a word only Indonesian uses.
const INDONESIAN =
  /\b(tidak|sudah|belum|dengan|untuk|yang|masih|harus|boleh|tersedia|dipakai|pesanan|silakan|terlalu|gagal|tanggal|jumlah|bahan|kosong|dari|atau|ini|itu|ada|bisa|akan|dalam|oleh|sebelum|sesudah|habis|stok|produk|pengguna|kata sandi|ditemukan|diubah|dihapus)\b/i;
function indonesianSentences(files) {
  let n = 0;
  for (const p of files) {
    const sf = ts.createSourceFile(p, readFileSync(p, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
        const t = node.text.trim();
        if (/\s/.test(t) && INDONESIAN.test(t) && !/^\s*(select|insert|update|delete|with|create)\b/i.test(t))
          n++;
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return n;
}
const serverSentences = indonesianSentences(serverSrc.filter((p) => !rel(p).includes('/seed/')));

// ---------- Data ----------
const glueFiles = appSrc.filter((p) => {
  const r = rel(p);
  return r.startsWith('packages/app/src/lib/query/') || /lib\/(listAtoms|lookups|byId)\.ts$/.test(r);
});
const glueLines = glueFiles.reduce((n, p) => n + lines(p), 0);

// ---------- Screens ----------
const features = join(root, 'packages/app/src/features');
const featureDirs = existsSync(features)
  ? readdirSync(features).filter((d) => statSync(join(features, d)).isDirectory())
  : [];
let tagResource = 0;
let resourceRoute = 0;
let apiAtoms = 0;
for (const d of featureDirs) {
  const files = walk(join(features, d)).map((p) => basename(p));
  tagResource += files.filter((f) => /^\w+\.resource\.tsx$/.test(f)).length;
  if (files.includes('resource.tsx') && files.includes('route.ts')) resourceRoute++;
  if (files.includes('api.ts') && files.includes('atoms.ts')) apiAtoms++;
}
const screenWays = [tagResource > 0, resourceRoute > 0, apiAtoms > 0].filter(Boolean).length;
const unknownCasts = productCode.reduce((n, p) => n + count(readFileSync(p, 'utf8'), /as unknown as/g), 0);

// ---------- Functions ----------
function longestFunctions(files) {
  const found = [];
  for (const p of files) {
    const sf = ts.createSourceFile(p, readFileSync(p, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      if (
        ts.isFunctionDeclaration(node) ||
        ts.isFunctionExpression(node) ||
        ts.isArrowFunction(node) ||
        ts.isMethodDeclaration(node)
      ) {
        const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
        const end = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
        const name =
          node.name?.getText(sf) ??
          (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText(sf) : '(anonymous)');
        found.push({ file: rel(p), name, lines: end - start + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return found.sort((a, b) => b.lines - a.lines);
}
const tableFns = longestFunctions(uiSrc.filter((p) => rel(p).startsWith('packages/ui/src/DataTable/')));
const allFns = longestFunctions(productCode);

// ---------- Server ----------
const serverDirs = new Map();
for (const p of serverSrc) serverDirs.set(dirname(rel(p)), (serverDirs.get(dirname(rel(p))) ?? 0) + 1);
const [widestDir, widestCount] = [...serverDirs.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
const uncheckedCasts = serverSrc.reduce(
  (n, p) =>
    n + count(readFileSync(p, 'utf8'), /\b(rows|one|preparedRows|preparedOne)<(?!typeof)[^>(]+>\s*\(/g),
  0,
);
const migrations = walk(join(root, 'packages/server/drizzle')).filter((p) => p.endsWith('.sql'));
const sql = migrations.map((p) => readFileSync(p, 'utf8')).join('\n');
const triggers = new Set(
  [...sql.matchAll(/create\s+(?:or\s+replace\s+)?trigger\s+"?(\w+)/gi)].map((m) => m[1].toLowerCase()),
);
const dropped = new Set(
  [...sql.matchAll(/drop\s+trigger\s+(?:if\s+exists\s+)?"?(\w+)/gi)].map((m) => m[1].toLowerCase()),
);
const functions = new Set(
  [...sql.matchAll(/create\s+(?:or\s+replace\s+)?function\s+"?(\w+)/gi)].map((m) => m[1].toLowerCase()),
);

// ---------- The order's way (docs/architecture.md lists it) ----------
let orderPath = null;
const arch = join(root, 'docs/architecture.md');
if (existsSync(arch)) {
  const section =
    readFileSync(arch, 'utf8')
      .split(/^## /m)
      .find((s) => /^The path of one order/i.test(s)) ?? '';
  const files = [
    ...new Set(
      [...section.matchAll(/`((?:packages|e2e)\/[^`\s]+\.[a-z]+|openapi\.yaml)`/g)].map((m) => m[1]),
    ),
  ];
  const missing = files.filter((f) => !existsSync(join(root, f)));
  orderPath = { files: files.length, missing };
}

const figures = {
  text: {
    getterFiles: getterFiles.length,
    getters,
    catalogueLines,
    serverIndonesianSentences: serverSentences,
  },
  data: { glueFiles: glueFiles.map(rel), glueLines },
  screens: {
    tagResource,
    resourceRoutePairs: resourceRoute,
    apiAtomsPairs: apiAtoms,
    ways: screenWays,
    asUnknownAs: unknownCasts,
  },
  functions: {
    dataTableLongest: tableFns[0] ?? null,
    over150: allFns.filter((f) => f.lines > 150).map((f) => `${f.file} ${f.name} ${f.lines}`),
  },
  server: {
    files: serverSrc.length,
    lines: serverSrc.reduce((n, p) => n + lines(p), 0),
    widestFolder: `${widestDir} (${widestCount} files)`,
    uncheckedRowCasts: uncheckedCasts,
    triggers: [...triggers].filter(
      (t) => !dropped.has(t) || sql.lastIndexOf(t) > sql.toLowerCase().lastIndexOf(`drop trigger`),
    ).length,
    sqlFunctions: functions.size,
  },
  orderPath,
  productLines: {
    app: appSrc.reduce((n, p) => n + lines(p), 0),
    ui: uiSrc.reduce((n, p) => n + lines(p), 0),
    server: serverSrc.reduce((n, p) => n + lines(p), 0),
  },
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(figures, null, 2));
} else {
  const f = figures;
  const row = (label, value) => console.log(`${label.padEnd(44)} ${value}`);
  console.log('Text');
  row('  messages.ts getter files / getters', `${f.text.getterFiles} / ${f.text.getters}`);
  row('  catalogue lines (id + en)', f.text.catalogueLines);
  row('  Indonesian sentences in server src', f.text.serverIndonesianSentences);
  console.log('Data');
  row('  server-state glue (lines)', `${f.data.glueLines} in ${f.data.glueFiles.length} files`);
  console.log('Screens');
  row(
    '  <tag>.resource.tsx / resource+route / api+atoms',
    `${f.screens.tagResource} / ${f.screens.resourceRoutePairs} / ${f.screens.apiAtomsPairs} (${f.screens.ways} ways)`,
  );
  row('  `as unknown as` in product code', f.screens.asUnknownAs);
  console.log('Functions');
  const t = f.functions.dataTableLongest;
  row('  DataTable longest function', t ? `${t.name} ${t.lines} lines (${t.file})` : '–');
  row('  functions over 150 lines (product code)', f.functions.over150.length);
  for (const x of f.functions.over150) console.log(`      ${x}`);
  console.log('Server');
  row('  files / lines', `${f.server.files} / ${f.server.lines}`);
  row('  widest folder', f.server.widestFolder);
  row('  unchecked row casts (rows<T>/one<T>)', f.server.uncheckedRowCasts);
  row('  triggers / SQL functions in migrations', `${f.server.triggers} / ${f.server.sqlFunctions}`);
  console.log('Order path');
  row(
    '  files (docs/architecture.md)',
    f.orderPath
      ? `${f.orderPath.files}${f.orderPath.missing.length ? ` (missing: ${f.orderPath.missing.join(', ')})` : ''}`
      : 'not written yet',
  );
  console.log('Product lines');
  row('  app / ui / server', `${f.productLines.app} / ${f.productLines.ui} / ${f.productLines.server}`);
}
