import { CategoryInput, CategoryListRequest } from '@pawon/api-client/constraints';
import { defineResource, type RecordOf } from '../../lib/resource/defineResource';
import idTexts from '../../i18n/catalogues/id/categories.json';
import { catalogueText } from '../../lib/resource/catalogueText';

/** Product categories: name, description, image, and how many products use each. */
export const categories = defineResource<RecordOf<'categoryList'>>({
  key: 'category',
  rules: { input: CategoryInput, query: CategoryListRequest },
  text: catalogueText(idTexts),
  columns: [
    { id: 'imageThumb', kind: 'image' },
    'name',
    { id: 'description', value: (c) => c.description ?? '–' },
    { id: 'productCount', kind: 'count' },
  ],
  fields: ['name', 'description', { name: 'image', kind: 'image' }],
  extra: { historyEntity: 'category' },
  describe: (c) => c.name,
});

export default categories.Screen;
