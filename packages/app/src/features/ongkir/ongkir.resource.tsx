import { OngkirInput, OngkirListRequest } from '@pawon/api-client/constraints';
import { defineResource, type RecordOf } from '../../lib/resource/defineResource';

/** Shipping brackets (ongkir): a distance label, its price, and how many customers use each. */
export const ongkir = defineResource<RecordOf<'ongkirList'>>({
  key: 'ongkir',
  rules: { input: OngkirInput, query: OngkirListRequest },
  text: {
    title: 'Ongkir',
    description: 'Tarif ongkos kirim menurut jarak, dipilih untuk setiap customer.',
    singular: 'ongkir',
    searchPlaceholder: 'Label atau keterangan ongkir',
    emptyText: 'Tambahkan tarif seperti "1 - 3 Km" seharga Rp 0 atau "3 - 5 Km" seharga Rp 5.000.',
    deleteText: (name) =>
      `Ongkir ${name} akan dihapus. Ongkir yang masih dipakai customer tidak dapat dihapus; ganti dulu ongkir customer tersebut.`,
    labels: { label: 'Label', price: 'Tarif', description: 'Keterangan', customerCount: 'Customer' },
    hints: { label: 'Misalnya 1 - 3 Km.' },
  },
  columns: [
    'label',
    { id: 'price', kind: 'money', width: '10rem' },
    { id: 'description', value: (o) => o.description ?? '–' },
    { id: 'customerCount', kind: 'count', width: '8rem' },
  ],
  fields: ['label', { name: 'price', kind: 'money' }, 'description'],
  defaultSort: { sortBy: 'price', sortDir: 'asc' },
  describe: (o) => o.label,
});

export default ongkir.Screen;
