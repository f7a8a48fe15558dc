import { PositionInput, PositionListRequest } from '@pawon/api-client/constraints';
import { defineResource, type RecordOf } from '../../lib/resource/defineResource';
import idTexts from '../../i18n/catalogues/id/positions.json';
import { catalogueText } from '../../lib/resource/catalogueText';

/** Positions (jabatan): the resource kit's plainest declaration. */
export const positions = defineResource<RecordOf<'positionList'>>({
  key: 'position',
  rules: { input: PositionInput, query: PositionListRequest },
  text: catalogueText(idTexts),
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
