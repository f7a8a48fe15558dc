import type { ResourceDescriptor } from '../../lib/resource/types';
import { positionApi, type Position, type PositionFormValues } from './api';
import { positionList } from './atoms';
import { positionColumns } from './columns';
import { positionMessages as m } from './messages';

export const positionResource: ResourceDescriptor<Position, PositionFormValues> = {
  key: 'position',
  menuUrl: '/position-management',
  messages: m,
  list: positionList,
  columns: positionColumns,
  defaultSort: { sortBy: 'code', sortDir: 'asc' },
  fields: [
    {
      name: 'code',
      label: m.fields.code,
      kind: 'text',
      required: true,
      minLength: 2,
      maxLength: 10,
      pattern: { value: /^[A-Za-z0-9_-]+$/, message: m.fields.codePattern },
      hint: m.fields.codeHint,
      autoComplete: 'off',
    },
    {
      name: 'name',
      label: m.fields.name,
      kind: 'text',
      required: true,
      minLength: 2,
      maxLength: 80,
      autoComplete: 'off',
    },
    { name: 'description', label: m.fields.description, kind: 'textarea', maxLength: 500 },
  ],
  toFormValues: (record) => ({
    code: record?.code ?? '',
    name: record?.name ?? '',
    description: record?.description ?? '',
  }),
  create: positionApi.create,
  update: positionApi.update,
  remove: positionApi.remove,
  describe: (record) => `${record.code} – ${record.name}`,
};
