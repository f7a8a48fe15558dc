import { ApiError } from '@pawon/api-client';
import type { BodyOf } from '@pawon/api-client';
import { api } from '../client';
import { errorMessage } from '../errors';
import type { QueuedWrite } from './queued';
import type { SendOutcome } from './queue';

/** The server could not be reached (no network, a dropped connection, a failed answer). */
export const isNetworkFailure = (error: unknown): boolean =>
  error instanceof ApiError ? error.status === 0 : error instanceof TypeError;

/**
 * Sends a queued write with its `Idempotency-Key` (the paths are literal so that each body keeps its type). Resolves
 * with the answer; rejects with the client's ApiError.
 */
export async function sendWrite(write: QueuedWrite): Promise<unknown> {
  const params = { header: { 'Idempotency-Key': write.key } };
  switch (write.operation) {
    case 'transactionAdd':
      return (
        await api.POST('/api/transaction/add', { body: write.body as BodyOf<'transactionAdd'>, params })
      ).data;
    case 'transactionStatus':
      return (
        await api.POST('/api/transaction/status', {
          body: write.body as BodyOf<'transactionStatus'>,
          params,
        })
      ).data;
    case 'customerAdd':
      return (await api.POST('/api/customer/add', { body: write.body as BodyOf<'customerAdd'>, params }))
        .data;
  }
}

/**
 * A send as the queue sees it: 2xx sent; 4xx refused with the server's message (a 401 is not the write's fault:
 * the session ends and the write waits for the next sign-in); anything else (no network, 5xx, 429) unreachable.
 */
export async function sendForQueue(write: QueuedWrite): Promise<SendOutcome> {
  try {
    return { type: 'sent', answer: await sendWrite(write) };
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status >= 400 &&
      error.status < 500 &&
      error.status !== 401 &&
      error.status !== 429
    )
      return {
        type: 'refused',
        refusal: {
          status: error.status,
          message: errorMessage(error),
          ...(error.code ? { code: error.code } : {}),
        },
      };
    return { type: 'unreachable' };
  }
}
