/** Text of the order form's customer and product pickers (Indonesian). */
export const pickerMessages = {
  customerPlaceholder: 'Ketik nama, telepon atau wilayah',
  productPlaceholder: 'Ketik kode atau nama produk',
  searching: 'Mencari…',
  noCustomer: 'Tidak ada customer yang cocok',
  noProduct: 'Tidak ada produk yang cocok',
  failed: 'Gagal mencari. Coba ketik lagi.',
  /** The last row of a first page that is not all: the rest is found by typing more. */
  more: (n: string) => `${n} lainnya: ketik lebih banyak untuk mempersempit`,
  addCustomer: 'Tambah customer',
  addCustomerDenied: 'Anda tidak punya hak menambah customer (menu Data Customer).',
  customerChosen: (name: string) => `Customer baru ${name} dipilih.`,
};
