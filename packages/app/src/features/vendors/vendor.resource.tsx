import { VendorInput, VendorListRequest } from '@pawon/api-client/constraints';
import { defineResource, type RecordOf } from '../../lib/resource/defineResource';
import { catalogueText } from '../../lib/resource/catalogueText';
import idTexts from '../../i18n/catalogues/id/vendors.json';

/** Vendors (merk / pemasok) of raw and packaging materials. */
export const vendors = defineResource<RecordOf<'vendorList'>>({
  key: 'vendor',
  rules: { input: VendorInput, query: VendorListRequest },
  text: catalogueText(idTexts),
  columns: ['name', { id: 'phone', width: '11rem' }, 'address', 'description'],
  fields: ['name', 'phone', 'address', 'description'],
  extra: { historyEntity: 'vendor' },
  describe: (v) => v.name,
});

export default vendors.Screen;
