import { useSetAtom } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { pickedNamesAtom, type CustomerPick, type OrderPicks, type ProductPick } from './pickers';

/** The customers and products a form starts with, by id. */
export interface Picks {
  customers: Map<number, CustomerPick>;
  products: Map<number, ProductPick>;
}

/**
 * The customers and products chosen in a form (for `OrderPicksContext`), starting with those of the record being
 * edited (`seed`), or, for a new one opened with values (a refused offline order to correct), with `opened`'s. Each
 * one picked is kept in `pickedNamesAtom` too, so that a stale save's notice can name it. Its own module: only the
 * forms' chunks load it.
 */
export function useFormPicks<R>(
  record: R | null,
  seed: (record: R) => Picks,
  opened: () => Picks,
): OrderPicks {
  const [state, setState] = useState(() => (record ? seed(record) : opened()));
  // Another record opened in the same form (or a newer version of it): its customer and products too.
  const [seeded, setSeeded] = useState(record);
  if (seeded !== record) {
    setSeeded(record);
    if (record) {
      const more = seed(record);
      setState((s) => ({
        customers: new Map([...s.customers, ...more.customers]),
        products: new Map([...s.products, ...more.products]),
      }));
    }
  }
  const setNames = useSetAtom(pickedNamesAtom);
  const rememberCustomer = useCallback<OrderPicks['rememberCustomer']>(
    (c) => {
      setState((s) => ({ ...s, customers: new Map(s.customers).set(c.id, c) }));
      setNames((n) => ({ ...n, customers: new Map(n.customers).set(c.id, c.name) }));
    },
    [setNames],
  );
  const rememberProduct = useCallback<OrderPicks['rememberProduct']>(
    (r) => {
      setState((s) => ({ ...s, products: new Map(s.products).set(r.id, r) }));
      setNames((n) => ({ ...n, products: new Map(n.products).set(r.id, { name: r.name, unit: r.unit }) }));
    },
    [setNames],
  );
  return useMemo(
    () => ({ ...state, rememberCustomer, rememberProduct }),
    [state, rememberCustomer, rememberProduct],
  );
}
