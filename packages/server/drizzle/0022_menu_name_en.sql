-- Menus get a name in English (issue 36): the sidebar shows it when the user reads English, and `name` without one.
ALTER TABLE "menus" ADD COLUMN "name_en" text;
--> statement-breakpoint
-- The seeded menus of a database made before this column get the seed's English names: a screen by its url and
-- still under its seeded name (a menu an administrator renamed keeps no English name and shows its own), a header or
-- group without a url by its seeded name. On a fresh database there are no menus yet and the seed writes them.
UPDATE "menus" m SET "name_en" = v."name_en"
FROM (VALUES
  ('Ringkasan', '/dashboard', 'Overview'),
  ('Kategori', '/category-management', 'Categories'),
  ('Produk', '/items/produk', 'Products'),
  ('Data Bahan Baku', '/items/bahan-baku/list', 'Raw Materials Data'),
  ('Restock Bahan Baku', '/items/bahan-baku/restock', 'Raw Materials Restock'),
  ('Penggunaan Bahan Baku', '/items/bahan-baku/used', 'Raw Materials Usage'),
  ('Data Bahan Kemasan', '/items/bahan-kemasan/list', 'Packaging Materials Data'),
  ('Restock Bahan Kemasan', '/items/bahan-kemasan/restock', 'Packaging Materials Restock'),
  ('Penggunaan Bahan Kemasan', '/items/bahan-kemasan/used', 'Packaging Materials Usage'),
  ('Data Transaksi', '/transaction/data', 'Orders'),
  ('Tandai Status Pesanan', '/transaction/status', 'Mark Order Status'),
  ('Batalkan Pengiriman', '/transaction/undeliver', 'Cancel Delivery'),
  ('Lihat HPP', '/transaction/cost', 'View Cost of Goods'),
  ('Stok Produk', '/stock-product', 'Product Stock'),
  ('Produksi', '/produksi', 'Production'),
  ('Stok Bahan Baku', '/items/bahan-baku/stock', 'Raw Materials Stock'),
  ('Stok Bahan Kemasan', '/items/bahan-kemasan/stock', 'Packaging Materials Stock'),
  ('Stok Packaging', '/packaging', 'Packaging Stock'),
  ('Laporan Penjualan', '/report', 'Sales Report'),
  ('Laporan Pengeluaran', '/report/expenses', 'Expense Report'),
  ('Laporan Laba Kotor', '/report/margin', 'Gross Margin Report'),
  ('Nilai Persediaan', '/report/valuation', 'Inventory Value'),
  ('Telusur Lot', '/report/trace', 'Lot Trace'),
  ('Data Customer', '/data-customer', 'Customers'),
  ('Menu Management', '/menuManagement', 'Menu Management'),
  ('Authorization Group', '/authorizationGroup', 'Authorization Group'),
  ('User Management', '/user-management', 'User Management'),
  ('Position Management', '/position-management', 'Position Management'),
  ('Profil Usaha', '/business-profile', 'Business Profile'),
  ('Riwayat Perubahan', '/change-history', 'History of Changes'),
  ('Cadangan Data', '/backup', 'Data Backup'),
  ('Vendor', '/items/vendor', 'Vendors'),
  ('Ongkir', '/items/ongkir', 'Shipping Rates')
) AS v("name", "url", "name_en")
WHERE m."url" = v."url" AND m."name" = v."name" AND m."name_en" IS NULL;
--> statement-breakpoint
UPDATE "menus" m SET "name_en" = v."name_en"
FROM (VALUES
  ('Dashboard', 'Dashboard'),
  ('Manajemen Item', 'Item Management'),
  ('Bahan Baku', 'Raw Materials'),
  ('Bahan Kemasan', 'Packaging Materials'),
  ('Manajemen Transaksi', 'Order Management'),
  ('Manajemen Stok', 'Stock Management'),
  ('Laporan', 'Reports'),
  ('Manajemen Customer', 'Customer Management'),
  ('Pengaturan Aplikasi', 'App Settings')
) AS v("name", "name_en")
WHERE m."url" IS NULL AND m."name" = v."name" AND m."name_en" IS NULL;
