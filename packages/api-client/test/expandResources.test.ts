import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { expandResources } from '../scripts/expandResources.js';
import { contractFile } from '../src/contract.js';

const region = (indent: string, what: string) =>
  `${indent}# >>> generated: ${what} of the tags' x-resource (pnpm generate, decision 027). Do not edit.\n${indent}# <<< generated: ${what}\n`;

const doc = (resource: string) => `x-answers:
  read: &read { '401': { description: Signed out } }
  create: &create { '409': { description: Conflict } }
  change: &change { '404': { description: Missing } }
tags:
  - name: widget
    x-menus: ['/widgets']
    x-resource: ${resource}
paths:
${region('  ', 'paths')}components:
  requestBodies:
${region('    ', 'request bodies')}  schemas:
${region('    ', 'schemas')}`;

describe('the generated regions of openapi.yaml', () => {
  it('hold the conventional operations, request bodies and schemas of a tag', () => {
    const out = expandResources(doc('{ record: Widget, plural: widgets, operations: [list, add, delete] }'));
    const read = parse(out, { merge: true }) as {
      paths: Record<string, Record<string, { operationId: string; summary: string }>>;
      components: { schemas: Record<string, unknown>; requestBodies: Record<string, unknown> };
    };
    expect(Object.keys(read.paths)).toEqual([
      '/api/widget/list',
      '/api/widget/add',
      '/api/widget/delete/{id}',
    ]);
    expect(read.paths['/api/widget/delete/{id}']!.delete!.operationId).toBe('widgetDelete');
    expect(read.paths['/api/widget/list']!.post!.summary).toBe('A page of widgets');
    expect(Object.keys(read.components.schemas)).toEqual([
      'WidgetListRequest',
      'WidgetPage',
      'WidgetResponse',
    ]);
    expect(Object.keys(read.components.requestBodies)).toEqual(['WidgetInput', 'WidgetListRequest']);
    expect(expandResources(out)).toBe(out);
  });

  it('are rewritten when stale, and refuse an unknown operation', () => {
    const fresh = expandResources(doc('{ record: Widget, plural: widgets }'));
    const edited = fresh.replace('summary: A page of widgets', 'summary: edited by hand');
    expect(expandResources(edited)).toBe(fresh);
    expect(() =>
      expandResources(doc('{ record: Widget, plural: widgets, operations: [list, copy] }')),
    ).toThrow(/copy/);
  });

  it('are up to date in openapi.yaml', { timeout: 60_000 }, () => {
    const source = fs.readFileSync(contractFile, 'utf8');
    expect(expandResources(source) === source, 'run `pnpm generate`').toBe(true);
  });
});
