import { useSearchParams } from 'react-router-dom';

/**
 * A screen's state kept in the URL by name: `get('date')`, and `set({ date: '2026-11-28', page: null })`, which
 * drops a name set to null or '' and replaces the history entry (typing a search is not a step back).
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );
  return { get: (name: string) => params.get(name), set };
}
