/** An export file laid out from the contract (decision 027): headers from `x-label`, kinds and widths from the schemas. */
import { describe, expect, it } from 'vitest';
import { plainResources } from '../src/domains/catalogue/catalogue.js';
import { exportLayout } from '../src/domains/platform/exportLayout.js';

type Row = Record<string, unknown>;

describe('exportLayout', () => {
  it("heads the vendors' columns with the shared schemas' labels, in the order given", () => {
    const file = exportLayout<Row>('vendor', ['name', 'phone', 'address', 'description'], {
      name: 'vendor',
      title: 'Vendor',
    });
    expect(file.name).toBe('vendor');
    expect(file.columns.map((c) => [c.header, c.width])).toEqual([
      ['Nama', 28],
      ['Telepon', 16],
      ['Alamat', 40],
      ['Keterangan', 40],
    ]);
    expect(file.columns[1]!.value({ phone: '0812-3456-7890' })).toBe('0812-3456-7890');
  });

  it('lays out every plain resource whose file is a list of fields (laid out at its first export, so checked here)', () => {
    const laid = Object.entries(plainResources).flatMap(([tag, crud]) =>
      Array.isArray(crud.spec.file)
        ? [exportLayout<Row>(tag, crud.spec.file as string[], { name: tag, title: tag }).columns.length]
        : [],
    );
    expect(laid).toEqual([4]);
  });

  const doc = {
    tags: [{ name: 'thing', 'x-resource': { record: 'Thing' } }],
    components: {
      schemas: {
        Money: { type: 'integer', minimum: 0 },
        Price: { $ref: '#/components/schemas/Money', 'x-label': 'Harga' },
        Thing: {
          type: 'object',
          properties: {
            price: { $ref: '#/components/schemas/Price' },
            count: { type: 'integer', 'x-label': 'Jumlah' },
            note: { type: 'string' },
          },
        },
      },
    },
  };

  it('lays money out as rupiah and other integers as numbers, through references', () => {
    const file = exportLayout<Row>('thing', ['price', 'count'], { name: 'x', title: 'X' }, doc);
    expect(file.columns.map((c) => [c.header, c.kind])).toEqual([
      ['Harga', 'money'],
      ['Jumlah', 'number'],
    ]);
  });

  it('refuses a field the contract gives no label, and a tag without a record', () => {
    expect(() => exportLayout('thing', ['note'], { name: 'x', title: 'X' }, doc)).toThrow(
      'Thing.note has no x-label',
    );
    expect(() => exportLayout('other', ['note'], { name: 'x', title: 'X' }, doc)).toThrow(
      'tag other has no x-resource record',
    );
  });
});
