import { VendorInput, VendorListRequest } from '@pawon/api-client/constraints';
import { defineResource, type RecordOf } from '../../lib/resource/defineResource';
import idTexts from '../../i18n/catalogues/id/vendors.json';
import { catalogueArea } from '../../i18n/area';

const tr = catalogueArea(idTexts);

/** Vendors (merk / pemasok) of raw and packaging materials. */
export const vendors = defineResource<RecordOf<'vendorList'>>({
  key: 'vendor',
  rules: { input: VendorInput, query: VendorListRequest },
  text: () => ({
    title: tr('vendors.title'),
    description: tr('vendors.description'),
    singular: tr('vendors.singular'),
    searchPlaceholder: tr('vendors.searchPlaceholder'),
    emptyText: tr('vendors.emptyText'),
    deleteText: (name) => tr('vendors.deleteText', { name }),
    labels: {
      name: tr('vendors.labels.name'),
      description: tr('vendors.labels.description'),
      phone: tr('vendors.labels.phone'),
      address: tr('vendors.labels.address'),
      updatedAt: tr('vendors.labels.updatedAt'),
    },
    hints: { phone: tr('vendors.hints.phone') },
    patterns: { phone: tr('vendors.patterns.phone') },
  }),
  columns: [
    'name',
    { id: 'phone', value: (v) => v.phone ?? '–', width: '11rem' },
    { id: 'address', value: (v) => v.address ?? '–' },
    { id: 'description', value: (v) => v.description ?? '–' },
  ],
  fields: [
    'name',
    { name: 'phone', kind: 'tel', autoComplete: 'off' },
    { name: 'address', kind: 'textarea' },
    'description',
  ],
  extra: { historyEntity: 'vendor' },
  describe: (v) => v.name,
});

export default vendors.Screen;
