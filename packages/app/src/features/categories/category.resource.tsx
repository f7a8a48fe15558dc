import { CategoryInput, CategoryListRequest } from '@pawon/api-client/constraints';
import { defineResource, type RecordOf } from '../../lib/resource/defineResource';
import idTexts from '../../i18n/catalogues/id/categories.json';
import { catalogueArea } from '../../i18n/area';

const tr = catalogueArea(idTexts);

/** Product categories: name, description, image, and how many products use each. */
export const categories = defineResource<RecordOf<'categoryList'>>({
  key: 'category',
  rules: { input: CategoryInput, query: CategoryListRequest },
  text: () => ({
    title: tr('categories.title'),
    description: tr('categories.description'),
    singular: tr('categories.singular'),
    searchPlaceholder: tr('categories.searchPlaceholder'),
    emptyText: tr('categories.emptyText'),
    deleteText: (name) => tr('categories.deleteText', { name }),
    labels: {
      imageThumb: tr('categories.labels.imageThumb'),
      image: tr('categories.labels.image'),
      name: tr('categories.labels.name'),
      description: tr('categories.labels.description'),
      productCount: tr('categories.labels.productCount'),
      updatedAt: tr('categories.labels.updatedAt'),
    },
    hints: { image: tr('categories.hints.image') },
  }),
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
