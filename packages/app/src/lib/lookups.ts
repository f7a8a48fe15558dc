import type { DataTag } from '@tanstack/react-query';

/**
 * A reference list, figure or report: query options keyed `[resource, 'lookup', name, param?]` (a parameter object
 * by value), read with `useQuery(lookup, useClient())` (`enabled: false` while there is nothing to ask), fresh for
 * the stale time of its first resource (the freshest it reads) and stale after a write to any of them
 * (`meta.resources`, read by `invalidateResource`).
 */
type Resources = string | readonly string[];
const lookup = <T>(resource: Resources, key: readonly unknown[], queryFn: () => Promise<T>) => {
  const resources = [resource].flat();
  // Tagged with the answer's type, as `queryOptions` tags it: the cache's `getQueryData(lookup.queryKey)` is typed.
  const queryKey = [resources[0], 'lookup', ...key] as DataTag<unknown[], T, Error>;
  return { queryKey, queryFn, meta: { resources } };
};
export type Lookup<T> = ReturnType<typeof lookup<T>>;
export const createLookup = <T>(resource: Resources, name: string, load: () => Promise<T>) =>
  lookup(resource, [name], load);
export const createLookupFamily =
  <P, T>(resource: Resources, name: string, load: (param: P) => Promise<T>) =>
  (param: P) =>
    lookup(resource, [name, param], () => load(param));
