import { describe, expect, it } from 'vitest';
import { contracted } from './defineResource';

describe('a resource declared by its contract tag', () => {
  it('takes its menu path and operations from the tag named by its key', () => {
    expect(contracted({ key: 'vendor' })).toEqual({
      menu: '/items/vendor',
      operations: {
        list: 'vendorList',
        add: 'vendorAdd',
        update: 'vendorUpdate',
        delete: 'vendorDelete',
        export: 'vendorExport',
      },
    });
    expect(contracted({ key: 'product' }).operations).toMatchObject({
      upload: 'productUpload',
      import: 'productImport',
      importTemplate: 'productImportTemplate',
    });
  });

  it('keeps a menu and operations the declaration gives', () => {
    const own = { menu: '/items/bahan-baku/restock', operations: { list: 'bahanBakuRestockList' as const } };
    expect(contracted({ key: 'bahanBaku-restock', ...own })).toEqual(own);
    expect(contracted({ key: 'vendor', menu: '/elsewhere' }).menu).toBe('/elsewhere');
  });

  it('refuses a key that is no tag when the declaration names neither', () => {
    expect(() => contracted({ key: 'nothing' })).toThrow(/nothing/);
  });
});
