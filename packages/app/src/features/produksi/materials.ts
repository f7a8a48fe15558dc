import { callOperation, type Schemas } from '@pawon/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/client';

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

/**
 * The raw materials on a form's lines: `seed` (an edited run's or recipe's own) first, then each line's material
 * with its usable stock, read by id (≤ 100 per request) for the lines whose stock is not known yet, never the
 * whole table. Each opening of the form reads afresh.
 */
export function useLineMaterials(
  lineIds: ReadonlyArray<string | undefined>,
  seed: readonly MaterialOption[] = [],
): LineMaterials {
  const [known, setKnown] = useState<ReadonlyMap<number, MaterialOption>>(
    () => new Map(seed.map((x) => [x.id, x])),
  );
  const [failed, setFailed] = useState(false);
  const asked = useRef(new Set<number>());
  const remember = useCallback((materials: readonly MaterialOption[]) => {
    if (materials.length === 0) return;
    setKnown((k) => new Map([...k, ...materials.map((x) => [x.id, x] as const)]));
  }, []);
  const wanted = [...new Set(lineIds.filter(Boolean).map(Number))]
    .filter((id) => known.get(id)?.available === undefined && !asked.current.has(id))
    .sort((a, b) => a - b);
  const key = wanted.join(',');
  useEffect(() => {
    const ids = key ? key.split(',').map(Number) : [];
    for (let i = 0; i < ids.length; i += MATERIAL_IDS_PER_REQUEST) {
      const chunk = ids.slice(i, i + MATERIAL_IDS_PER_REQUEST);
      chunk.forEach((id) => asked.current.add(id));
      callOperation(api, 'bahanBakuList', { body: { ids: chunk, perPage: MATERIAL_IDS_PER_REQUEST } }).then(
        (page) => {
          setFailed(false);
          remember(page.datas);
        },
        () => {
          chunk.forEach((id) => asked.current.delete(id));
          setFailed(true);
        },
      );
    }
  }, [key, remember]);
  return { known, remember, failed };
}
