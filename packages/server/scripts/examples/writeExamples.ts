/**
 * Writes recorded examples into openapi.yaml by text edits, so that the rest of the file (comments, anchors, merge
 * keys, one-line flow mappings) stays byte for byte as it was (issue 41, decision 063):
 * - each example is a block under `components: examples:`, replaced in place when it is there, else appended;
 * - a request example is referenced from its request body's `application/json` mapping (in
 *   `components/requestBodies`), keyed by the operation's id, since one request body serves several operations;
 * - an answer example is referenced from the operation's 200 `application/json` mapping, keyed `ok`.
 * A mapping whose `examples` hold a reference this script did not make (the nine written first: `LoginAnswer`,
 * `CustomerPage`…) is left alone, and so is that operation's slot.
 */
import { stringify } from 'yaml';

export interface Example {
  summary: string;
  value: unknown;
}

/** What one operation contributes: its request body's component name and its examples. */
export interface Recorded {
  operationId: string;
  requestBody?: string;
  request?: Example;
  answer?: Example;
}

export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const requestName = (operationId: string) => `${capital(operationId)}Request`;
export const answerName = (operationId: string) => `${capital(operationId)}Answer`;
const ref = (name: string) => `{ $ref: '#/components/examples/${name}' }`;

/** The index of the `}` that closes the `{` at `open` (flow YAML: quoted strings skipped). */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === "'" || c === '"') {
      const end = text.indexOf(c, i + 1);
      i = end < 0 ? text.length : end;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  throw new Error(`openapi.yaml: no closing brace for the mapping at ${open}`);
}

/** `examples: { key: { $ref: '#/components/examples/Name' }, … }` in a flow mapping → [key, Name] pairs. */
function examplesIn(mapping: string): Array<[string, string]> | undefined {
  const at = mapping.indexOf('examples: {');
  if (at < 0) return undefined;
  const body = mapping.slice(at, closing(mapping, at + 'examples: '.length) + 1);
  return [...body.matchAll(/([\w-]+): \{ \$ref: '#\/components\/examples\/(\w+)' \}/g)].map(
    (m) => [m[1]!, m[2]!] as [string, string],
  );
}

/**
 * Sets the `examples` of the flow mapping that opens at `open` in `text` to `entries`, unless the mapping already
 * holds an example this script did not make (`ours` says which pairs are its own). Undefined when left alone.
 */
function setExamples(
  text: string,
  open: number,
  entries: Array<[string, string]>,
  ours: (key: string, name: string) => boolean,
): string | undefined {
  const end = closing(text, open);
  const mapping = text.slice(open, end + 1);
  const present = examplesIn(mapping);
  if (present?.some(([key, name]) => !ours(key, name))) return undefined;
  const flow = `examples: { ${entries.map(([key, name]) => `${key}: ${ref(name)}`).join(', ')} }`;
  let next: string;
  if (present) {
    const at = mapping.indexOf('examples: {');
    const stop = closing(mapping, at + 'examples: '.length);
    next = entries.length
      ? `${mapping.slice(0, at)}${flow}${mapping.slice(stop + 1)}`
      : `${mapping.slice(0, at).replace(/, $/, '')}${mapping.slice(stop + 1)}`;
  } else {
    if (!entries.length) return text;
    next = `${mapping.slice(0, -1).trimEnd()}, ${flow} }`;
  }
  return text.slice(0, open) + next + text.slice(end + 1);
}

/** The line range [from, to) of the operation `operationId` under `paths:`. */
function operationLines(lines: string[], operationId: string): [number, number] {
  const from = lines.findIndex((l) => l === `      operationId: ${operationId}`);
  if (from < 0) throw new Error(`openapi.yaml: no operation ${operationId}`);
  let to = from + 1;
  while (to < lines.length && !/^ {0,4}\S/.test(lines[to]!)) to++;
  return [from, to];
}

/** The examples section's line range [from, to): the blocks under `  examples:`. */
function examplesSection(lines: string[]): [number, number] {
  const from = lines.indexOf('  examples:');
  if (from < 0) throw new Error('openapi.yaml: no components/examples');
  let to = from + 1;
  while (to < lines.length && (lines[to] === '' || lines[to]!.startsWith('    '))) to++;
  while (lines[to - 1] === '') to--;
  return [from + 1, to];
}

function exampleBlock(name: string, example: Example): string[] {
  return stringify({ [name]: example }, { indentSeq: false, lineWidth: 0, aliasDuplicateObjects: false })
    .trimEnd()
    .split('\n')
    .map((l) => `    ${l}`);
}

/** Replaces or appends the example blocks. */
function writeBlocks(text: string, blocks: Map<string, Example>): string {
  const lines = text.split('\n');
  const [from, to] = examplesSection(lines);
  const section = lines.slice(from, to);
  const starts = section.flatMap((l, i) => (/^ {4}\w+:$/.test(l) ? [i] : []));
  const out: string[] = [];
  const written = new Set<string>();
  starts.forEach((start, k) => {
    const stop = starts[k + 1] ?? section.length;
    const name = section[start]!.trim().slice(0, -1);
    const example = blocks.get(name);
    if (k === 0) out.push(...section.slice(0, start));
    if (example) {
      out.push(...exampleBlock(name, example));
      written.add(name);
    } else out.push(...section.slice(start, stop));
  });
  for (const [name, example] of blocks) if (!written.has(name)) out.push(...exampleBlock(name, example));
  return [...lines.slice(0, from), ...out, ...lines.slice(to)].join('\n');
}

/** Writes what was recorded; answers which slots were left alone because they hold another example. */
export function writeExamples(source: string, recorded: Recorded[]): { text: string; kept: string[] } {
  let text = source;
  const kept: string[] = [];
  const blocks = new Map<string, Example>();

  // Answers: the 200 answer's application/json mapping of each operation.
  for (const r of recorded) {
    if (!r.answer) continue;
    const lines = text.split('\n');
    const [from, to] = operationLines(lines, r.operationId);
    const offset = lines.slice(0, from).join('\n').length + 1;
    const block = lines.slice(from, to).join('\n');
    const status = block.indexOf("'200':");
    const json = status < 0 ? -1 : block.indexOf('application/json: {', status);
    if (json < 0) {
      // Its answers come from another operation's by a merge key (`<<: *materialList`): so does that example.
      if (!block.includes('responses:')) kept.push(`${r.operationId} answer (merged)`);
      else throw new Error(`openapi.yaml: ${r.operationId} has no JSON 200 answer`);
      continue;
    }
    const open = offset + json + 'application/json: '.length;
    const name = answerName(r.operationId);
    const next = setExamples(text, open, [['ok', name]], (key, n) => key === 'ok' && n === name);
    if (next === undefined) kept.push(`${r.operationId} answer`);
    else {
      text = next;
      blocks.set(name, r.answer);
    }
  }

  // Requests: one request body may serve several operations, each with its example.
  const byBody = new Map<string, Recorded[]>();
  for (const r of recorded)
    if (r.request && r.requestBody) byBody.set(r.requestBody, [...(byBody.get(r.requestBody) ?? []), r]);
  for (const [body, users] of byBody) {
    const anchor = `application/json: &rb${body} {`;
    const at = text.indexOf(`    ${body}: {`);
    const json = at < 0 ? -1 : text.indexOf(anchor, at);
    if (json < 0)
      throw new Error(`openapi.yaml: request body ${body} is not a one-line JSON + multipart body`);
    const open = json + anchor.length - 1;
    const entries = users.map((r) => [r.operationId, requestName(r.operationId)] as [string, string]);
    const next = setExamples(text, open, entries, (key, n) => n === requestName(key));
    if (next === undefined) kept.push(...users.map((r) => `${r.operationId} request`));
    else {
      text = next;
      for (const r of users) blocks.set(requestName(r.operationId), r.request!);
    }
  }
  return { text: writeBlocks(text, blocks), kept };
}
