import type { SidebarMenu } from './Sidebar';

/** A realistic menu tree (as the server sends it) for stories and tests. */
export const sampleMenus: SidebarMenu[] = [
  {
    name: 'Utama',
    url: null,
    icon: null,
    level: 'header',
    items: [{ name: 'Dasbor', url: '/dasbor', icon: 'bx-home-circle', level: 'parent' }],
  },
  {
    name: 'Produksi',
    url: null,
    icon: null,
    level: 'header',
    items: [
      {
        name: 'Produk',
        url: null,
        icon: 'menu-icon tf-icons bx bx-package',
        level: 'parent',
        submenu: [
          { name: 'Daftar produk', url: '/produk', icon: null, level: 'submenu' },
          { name: 'Kategori produk', url: '/produk/kategori', icon: null, level: 'submenu' },
        ],
      },
      { name: 'Produksi harian', url: '/produksi', icon: 'bx-bowl-hot', level: 'parent' },
      { name: 'Bahan baku', url: '/bahan-baku', icon: 'bx-basket', level: 'parent' },
    ],
  },
  {
    name: 'Keuangan',
    url: null,
    icon: null,
    level: 'header',
    items: [
      { name: 'Transaksi', url: '/transaksi', icon: 'bx-receipt', level: 'parent' },
      {
        name: 'Laporan',
        url: null,
        icon: 'bx-bar-chart-alt-2',
        level: 'parent',
        submenu: [
          { name: 'Penjualan', url: '/laporan/penjualan', icon: null, level: 'submenu' },
          { name: 'Pengeluaran', url: '/laporan/pengeluaran', icon: null, level: 'submenu' },
        ],
      },
    ],
  },
  {
    name: 'Pengaturan',
    url: null,
    icon: null,
    level: 'header',
    items: [
      { name: 'Pengguna', url: '/pengguna', icon: 'bx-user', level: 'parent' },
      { name: 'Hak akses', url: '/hak-akses', icon: 'bx-lock-alt', level: 'parent' },
    ],
  },
];
