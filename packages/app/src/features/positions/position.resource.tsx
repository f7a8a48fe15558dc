import { PositionInput, PositionListRequest } from '@pawon/api-client/constraints';
import { defineResource, type RecordOf } from '../../lib/resource/defineResource';
import idTexts from '../../i18n/catalogues/id/positions.json';
import { catalogueArea } from '../../i18n/area';

const tr = catalogueArea(idTexts);

/** Positions (jabatan): the resource kit's plainest declaration. */
export const positions = defineResource<RecordOf<'positionList'>>({
  key: 'position',
  rules: { input: PositionInput, query: PositionListRequest },
  text: () => ({
    title: tr('positions.title'),
    description: tr('positions.description'),
    singular: tr('positions.singular'),
    searchPlaceholder: tr('positions.searchPlaceholder'),
    emptyText: tr('positions.emptyText'),
    deleteText: (name) => tr('positions.deleteText', { name }),
    labels: {
      code: tr('positions.labels.code'),
      name: tr('positions.labels.name'),
      description: tr('positions.labels.description'),
      userCount: tr('positions.labels.userCount'),
    },
    hints: { code: tr('positions.hints.code') },
    patterns: { code: tr('positions.patterns.code') },
  }),
  columns: [
    { id: 'code', width: '8rem' },
    'name',
    { id: 'description', value: (p) => p.description ?? '–' },
    { id: 'userCount', kind: 'count' },
  ],
  fields: ['code', 'name', 'description'],
  extra: { historyEntity: 'position' },
  describe: (p) => `${p.code} – ${p.name}`,
});

export default positions.Screen;
