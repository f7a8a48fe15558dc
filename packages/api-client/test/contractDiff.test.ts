import { describe, expect, it } from 'vitest';
import { diffContracts, neededStep, versionAllows, type Change } from '../scripts/contractDiff.js';
import { readContract, type Json } from '../src/contract.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the contract as data, changed in place
type Doc = any;
const base = readContract();
/** The changes from the contract to a changed copy of it. */
function changesAfter(change: (doc: Doc) => void): Change[] {
  const after = readContract() as Doc;
  change(after);
  return diffContracts(base, after as Json);
}
const schemas = (d: Doc) => d.components.schemas;
const summary = (changes: Change[]) => changes.map((c) => `${c.kind} ${c.where}: ${c.what}`);

describe('diffContracts (the released contract against openapi.yaml)', () => {
  it('finds nothing between a contract and itself, nor in a description', () => {
    expect(diffContracts(base, readContract())).toEqual([]);
    const changes = changesAfter((d) => {
      schemas(d).Product.allOf[1].properties.active.description = 'changed';
      d.info.description = 'changed';
    });
    expect(changes).toEqual([]);
    expect(neededStep(changes)).toBe('none');
  });

  it('calls an operation removed breaking, one added additive', () => {
    const removed = changesAfter((d) => delete d.paths['/api/product/export']);
    expect(summary(removed)).toEqual(['breaking POST /api/product/export: operation productExport removed']);
    const added = changesAfter((d) => {
      d.paths['/api/product/copy'] = {
        post: { ...d.paths['/api/product/add'].post, operationId: 'productCopy' },
      };
    });
    expect(summary(added)).toEqual(['additive POST /api/product/copy: operation productCopy added']);
    expect(neededStep(added)).toBe('minor');
  });

  it('calls a field removed from an answer breaking, in every operation that answers it', () => {
    const changes = changesAfter((d) => delete schemas(d).Product.allOf[1].properties.halalNumber);
    expect(summary(changes)).toContain(
      'breaking POST /api/product/list 200.datas[].halalNumber: removed from the answer',
    );
    expect(summary(changes)).toContain(
      'breaking POST /api/product/add 200.datas.halalNumber: removed from the answer',
    );
    expect(neededStep(changes)).toBe('major');
  });

  it('calls a request field newly required breaking, a new optional one additive', () => {
    const required = changesAfter((d) => schemas(d).ProductInput.required.push('description'));
    expect(summary(required)).toContain('breaking POST /api/product/add body.description: newly required');
    const optional = changesAfter((d) => {
      schemas(d).ProductInput.properties.origin = { type: 'string', maxLength: 50 };
    });
    expect(summary(optional)).toEqual([
      'additive POST /api/product/add body.origin: new, optional',
      'additive POST /api/product/update body.origin: new, optional',
    ]);
  });

  it('calls a request enum narrowed breaking, widened additive', () => {
    const narrowed = changesAfter((d) => (schemas(d).NetWeightUnit.enum = ['gram', 'kg']));
    expect(summary(narrowed)).toContain(
      'breaking POST /api/product/add body.netWeightUnit: enum narrowed: "ml", "liter" removed',
    );
    expect(neededStep(narrowed)).toBe('major');
    const widened = changesAfter((d) => schemas(d).NetWeightUnit.enum.push('ton'));
    expect(widened.every((c) => c.kind === 'additive')).toBe(true);
    expect(summary(widened)).toContain(
      'additive POST /api/product/add body.netWeightUnit: enum widened: "ton" added',
    );
  });

  it('calls a new error code additive (the client keeps codes it does not know)', () => {
    const changes = changesAfter((d) => schemas(d).ErrorCode.enum.push('order.brandNew'));
    expect(changes.length).toBeGreaterThan(0);
    expect(neededStep(changes)).toBe('minor');
  });

  it('calls a type changed breaking, and null newly allowed in an answer breaking', () => {
    const typed = changesAfter((d) => {
      schemas(d).ProductInput.properties.active = { type: 'string', maxLength: 5 };
    });
    expect(summary(typed)).toContain('breaking POST /api/product/add body.active: type boolean → string');
    const nullable = changesAfter((d) => {
      schemas(d).Product.allOf[1].properties.active = { type: ['boolean', 'null'] };
    });
    expect(summary(nullable)).toContain(
      'breaking POST /api/product/list 200.datas[].active: may be null now',
    );
  });
});

describe('diffContracts, bounds of a request', () => {
  it('calls a tighter bound breaking, a looser one additive, and ignores the bounds of an answer', () => {
    const tighter = changesAfter(
      (d) => (schemas(d).ProductInput.properties.code = { type: 'string', maxLength: 5 }),
    );
    expect(
      summary(tighter).some((c) =>
        /^breaking POST \/api\/product\/add body\.code: maxLength \d+ → 5$/.test(c),
      ),
    ).toBe(true);
    const looser = changesAfter((d) => (schemas(d).PerPage.anyOf[0].maximum = 500));
    expect(looser.length).toBeGreaterThan(0);
    expect(summary(looser).every((c) => /^additive .*: maximum 200 → 500$/.test(c))).toBe(true);
    const answered = changesAfter((d) => (schemas(d).PageMeta.allOf[1].properties.perPage.maximum = 500));
    expect(answered).toEqual([]);
  });
});

describe('versionAllows', () => {
  it('needs a new major for a breaking change, a new minor for an additive one', () => {
    expect(versionAllows('1.2.3', '2.0.0', 'major')).toBe(true);
    expect(versionAllows('1.2.3', '1.3.0', 'major')).toBe(false);
    expect(versionAllows('1.2.3', '1.3.0', 'minor')).toBe(true);
    expect(versionAllows('1.2.3', '1.2.4', 'minor')).toBe(false);
    expect(versionAllows('1.2.3', '1.2.3', 'none')).toBe(true);
    expect(versionAllows('1.2.3', '1.2.2', 'none')).toBe(false);
    expect(() => versionAllows('1.2', '1.2.3', 'none')).toThrow(/not a version/);
  });
});
