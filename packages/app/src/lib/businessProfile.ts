import { useQuery } from '@tanstack/react-query';
import { toFormData, type Schemas } from '@pawon/api-client';
import { unwrap } from './apiResult';
import { api } from './client';
import { createLookup } from './lookups';
import type { AppStore } from './store';
import { queryClientOf, useClient } from './query/queryClient';

/**
 * The business profile ("Profil usaha"): the name, address, phone, logo, payment text and footer that head every
 * invoice, receipt and export. Read once and shared (the print dialog, the profile screen) until it is saved.
 */
export type BusinessProfile = Schemas['BusinessProfile'];
export type BusinessProfileInput = Schemas['BusinessProfileInput'];

/** The menu of the profile screen (its rights are those of this url). */
export const BUSINESS_PROFILE_URL = '/business-profile';

export const businessProfileLookup = createLookup<BusinessProfile>(
  'businessProfile',
  'profile',
  async () => (await unwrap(api.GET('/api/business-profile'))).datas,
);

/** The profile in a component: loaded when first shown, from the cache after that. */
export const useBusinessProfile = () => useQuery(businessProfileLookup, useClient());

/** After a save: every screen shows the saved profile at once. */
export function keepBusinessProfile(store: AppStore, profile: BusinessProfile): void {
  queryClientOf(store).setQueryData(businessProfileLookup.queryKey, profile);
}

export const businessProfileApi = {
  async update(input: BusinessProfileInput & { version: number }): Promise<BusinessProfile> {
    return (await unwrap(api.POST('/api/business-profile/update', { body: input }))).datas;
  },
  async uploadLogo(logo: File): Promise<BusinessProfile> {
    return (
      await unwrap(api.POST('/api/business-profile/upload/', { body: { logo }, bodySerializer: toFormData }))
    ).datas;
  },
};
