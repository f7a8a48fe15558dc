import { resourceMenus } from '@pawon/api-client/resourceMenus';
import { describe, expect, it } from 'vitest';
import { hasScreen, screenRoutes, tagOfFile } from './screenTable';

const resourceFiles = Object.keys(import.meta.glob('../features/*/*.resource.tsx'));

describe('the route table', () => {
  it('puts every resource file at its contract tag’s menu', () => {
    expect(resourceFiles.length).toBeGreaterThan(0);
    for (const file of resourceFiles) {
      const menu = (resourceMenus as Partial<Record<string, string>>)[tagOfFile(file)];
      expect(menu, `${file}: no contract tag of that name with one menu and a list`).toBeDefined();
      expect(hasScreen(menu!)).toBe(true);
    }
  });

  it('reads the tag from the file name', () => {
    expect(tagOfFile('../features/vendors/vendor.resource.tsx')).toBe('vendor');
    expect(tagOfFile('../features/stockProduct/stock.resource.tsx')).toBe('stock');
  });

  it('has one screen per path, and the plain resources of the spec at theirs', () => {
    const paths = screenRoutes.map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      '/items/vendor',
      '/category-management',
      '/position-management',
      '/items/ongkir',
      '/data-customer',
      '/items/produk',
      '/packaging',
      '/produksi',
      '/stock-product',
      '/transaction/data',
    ])
      expect(hasScreen(path), path).toBe(true);
  });

  it('loads a resource screen lazily, as its module’s default export', async () => {
    const vendor = screenRoutes.find((route) => route.path === '/items/vendor')!;
    const loaded = await vendor.load();
    expect(typeof loaded.default).toBe('function');
  });
});
