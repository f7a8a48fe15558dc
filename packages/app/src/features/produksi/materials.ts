import { callOperation, type Schemas } from '@pawon/api-client';
import { useCallback, useMemo, useState } from 'react';
import { api } from '../../lib/client';
import { createByIdReader, useByIds } from '../../lib/byId';
import { useClient } from '../../lib/query/queryClient';

/**
 * A raw material as a line shows it: its usable stock once read (a material named by an edited run is known by name
 * and unit before its stock is read).
 */
export type MaterialOption = Pick<Schemas['Material'], 'id' | 'name' | 'unit'> &
  Partial<Pick<Schemas['Material'], 'available' | 'unitPrice'>>;

/** How many raw materials a search answers at most (the rest is found by typing more). */
export const MATERIAL_SEARCH_PAGE = 20;

/** How many materials one request by id may ask for (the contract's limit). */
export const MATERIAL_IDS_PER_REQUEST = 100;

/** The first page of raw materials whose name (or description) holds `query`, by name, with their stock. */
export async function searchRawMaterials(
  query: string,
): Promise<{ materials: MaterialOption[]; total: number }> {
  const search = query.trim();
  const page = await callOperation(api, 'bahanBakuList', {
    body: { perPage: MATERIAL_SEARCH_PAGE, sortBy: 'name', ...(search ? { search } : {}) },
  });
  return { materials: page.datas, total: page.total };
}

export interface LineMaterials {
  /** The materials the lines hold (or held), by id. */
  known: ReadonlyMap<number, MaterialOption>;
  /** Materials read elsewhere (a search's choice, a recipe's lines) with their stock. */
  remember: (materials: readonly MaterialOption[]) => void;
  /** Reading the lines' stock failed. */
  failed: boolean;
}

/** A raw material with its usable stock by id, through the cache (`useByIds`), asked together per request. */
const materialById = createByIdReader<MaterialOption>(
  'bahanBaku',
  'material',
  async (ids) => {
    const page = await callOperation(api, 'bahanBakuList', {
      body: { ids, perPage: MATERIAL_IDS_PER_REQUEST },
    });
    return new Map(page.datas.map((m) => [m.id, m]));
  },
  MATERIAL_IDS_PER_REQUEST,
);

/**
 * The raw materials on a form's lines: `seed` (an edited run's or recipe's own, known by name and unit) first, then
 * what was read elsewhere with its stock (a search's choice, a recipe's lines), then each line's material with its
 * usable stock, a query of the cache per id (≤ 100 per request), never the whole table. Each opening of the form
 * reads afresh; a run saved or a restock makes them stale.
 */
export function useLineMaterials(
  lineIds: ReadonlyArray<string | undefined>,
  seed: readonly MaterialOption[] = [],
): LineMaterials {
  const [seeded] = useState<ReadonlyMap<number, MaterialOption>>(() => new Map(seed.map((x) => [x.id, x])));
  // Stored as read by id: shown at once, not asked again.
  const client = useClient();
  const remember = useCallback(
    (materials: readonly MaterialOption[]) =>
      materials.forEach(
        (m) => m.available !== undefined && client.setQueryData(materialById(m.id).queryKey, m),
      ),
    [client],
  );
  const ids = [...new Set(lineIds.filter(Boolean).map(Number))].sort((a, b) => a - b);
  const read = useByIds(materialById, ids);
  const known = useMemo(() => new Map([...seeded, ...read.found]), [seeded, read.found]);
  return { known, remember, failed: read.failed };
}
