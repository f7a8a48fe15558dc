import type { UseQueryResult } from '@tanstack/react-query';
import type { Dispatch, SetStateAction } from 'react';
import { errorMessage } from './errors';

/** A DataTable's loading, error and retry from the query answering it (the last rows stay while the next load). */
export const answerState = (answer: UseQueryResult<unknown>) => ({
  loading: answer.isPending || answer.isPlaceholderData,
  error: answer.isLoadingError ? errorMessage(answer.error) : undefined,
  onRetry: () => void answer.refetch(),
});

/**
 * The props of a small server-paged table (a dialog's log or history): its rows and total from the answer, its page
 * and size from the caller's query state (a new size goes back to the first page), not virtualised.
 */
export function pagedTable<T, Q extends { page: number; perPage: number }>(
  answer: UseQueryResult<{ datas: T[]; total: number }>,
  query: Q,
  setQuery: Dispatch<SetStateAction<Q>>,
) {
  return {
    data: answer.data?.datas ?? [],
    total: answer.data?.total ?? 0,
    page: query.page,
    perPage: query.perPage,
    pageSizes: [10, 25, 50],
    onPageChange: ({ page }: { page: number }) => setQuery((q) => ({ ...q, page })),
    onPerPageChange: ({ perPage }: { perPage: number }) => setQuery((q) => ({ ...q, page: 1, perPage })),
    virtualize: false,
    ...answerState(answer),
  };
}
