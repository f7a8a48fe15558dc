import type { MenuHeader } from '../../lib/menus';
import type { MenuRight } from '../../lib/menus';
import type { IntegrationToken } from './api';

/** The owner's menus: a header, Data Customer and Produk under Master Data, and Token Integrasi. */
export const ownerMenus: MenuHeader[] = [
  {
    id: 1,
    name: 'Master Data',
    url: null,
    icon: 'bx-data',
    level: 'header',
    items: [
      { id: 11, name: 'Data Customer', url: '/customer', icon: 'bx-user', level: 'parent', submenu: [] },
      { id: 12, name: 'Produk', url: '/items/produk', icon: 'bx-package', level: 'parent', submenu: [] },
    ],
  },
  {
    id: 2,
    name: 'Pengaturan Aplikasi',
    url: null,
    icon: 'bx-cog',
    level: 'header',
    items: [
      {
        id: 21,
        name: 'Token Integrasi',
        url: '/integration-token',
        icon: 'bx-key',
        level: 'parent',
        submenu: [],
      },
    ],
  },
];

/** Every right on Data Customer and Token Integrasi; only view on Produk. */
export const ownerRights: MenuRight[] = [
  { url: '/customer', view: true, create: true, update: true, delete: true },
  { url: '/items/produk', view: true, create: false, update: false, delete: false },
  { url: '/integration-token', view: true, create: true, update: true, delete: true },
];

const owner = { id: 2, name: 'Owner Pawon', email: 'owner@pawon.test' };

export const tokenRows: IntegrationToken[] = [
  {
    id: 3,
    name: 'Toko Online',
    prefix: 'pwn_AbC12d',
    scopes: [
      {
        menuId: 11,
        name: 'Data Customer',
        url: '/customer',
        view: true,
        create: true,
        update: false,
        delete: false,
      },
      {
        menuId: 12,
        name: 'Produk',
        url: '/items/produk',
        view: true,
        create: false,
        update: false,
        delete: false,
      },
    ],
    expiresOn: '2027-06-30',
    ipRanges: ['203.0.113.0/24'],
    createdAt: '2026-12-01T03:15:00Z',
    createdBy: owner,
    lastUsedAt: '2026-12-06T01:07:00Z',
    revokedAt: null,
    state: 'active',
  },
  {
    id: 2,
    name: 'Skrip Gudang',
    prefix: 'pwn_x9Yz01',
    scopes: [
      {
        menuId: 12,
        name: 'Produk',
        url: '/items/produk',
        view: true,
        create: false,
        update: false,
        delete: false,
      },
    ],
    expiresOn: null,
    ipRanges: [],
    createdAt: '2026-11-20T02:00:00Z',
    createdBy: owner,
    lastUsedAt: null,
    revokedAt: null,
    state: 'active',
  },
  {
    id: 1,
    name: 'Uji Coba Lama',
    prefix: 'pwn_OldOne',
    scopes: [
      {
        menuId: 11,
        name: 'Data Customer',
        url: '/customer',
        view: true,
        create: false,
        update: false,
        delete: false,
      },
    ],
    expiresOn: '2026-11-30',
    ipRanges: ['10.0.0.0/8', '2001:db8::/32'],
    createdAt: '2026-10-01T02:00:00Z',
    createdBy: owner,
    lastUsedAt: '2026-11-02T09:30:00Z',
    revokedAt: null,
    state: 'expired',
  },
];

/** A token the server made: `pwn_` and 43 characters. */
export const newTokenValue = 'pwn_' + 'Q'.repeat(20) + 'w'.repeat(23);
