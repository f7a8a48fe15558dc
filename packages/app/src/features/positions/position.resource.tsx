import { PositionInput, PositionListRequest } from '@pawon/api-client/constraints';
import { defineResource, type RecordOf } from '../../lib/resource/defineResource';

/** Positions (jabatan): the resource kit's plainest declaration. */
export const positions = defineResource<RecordOf<'positionList'>>({
  key: 'position',
  rules: { input: PositionInput, query: PositionListRequest },
  text: {
    title: 'Position Management',
    description: 'Jabatan yang dapat diberikan kepada pengguna.',
    singular: 'jabatan',
    searchPlaceholder: 'Kode atau nama jabatan',
    emptyText: 'Tambahkan jabatan seperti Owner, Admin atau Staff.',
    deleteText: (name) =>
      `Jabatan ${name} akan dihapus. Jabatan yang masih dipakai pengguna tidak dapat dihapus; ubah dulu jabatan pengguna tersebut.`,
    labels: { code: 'Kode', name: 'Nama jabatan', description: 'Keterangan', userCount: 'Pengguna' },
    hints: { code: '2–10 huruf, angka, - atau _, misalnya MGR.' },
    patterns: { code: 'Kode hanya boleh berisi huruf, angka, - atau _.' },
  },
  columns: [
    { id: 'code', width: '8rem' },
    'name',
    { id: 'description', value: (p) => p.description ?? '–' },
    { id: 'userCount', kind: 'count' },
  ],
  fields: ['code', 'name', 'description'],
  describe: (p) => `${p.code} – ${p.name}`,
});

export default positions.Screen;
