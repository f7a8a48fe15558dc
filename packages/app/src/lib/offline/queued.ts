/** The writes that may wait in the offline queue (their operations take an `Idempotency-Key`). */
export type QueuedOperation = 'transactionAdd' | 'transactionStatus' | 'customerAdd';

/** Why the server refused a queued write (4xx): shown in "perlu dicek" with what the user entered. */
export interface Refusal {
  status: number;
  message: string;
  code?: string;
}

/** One write kept in IndexedDB until the server has it (decision 039). */
export interface QueuedWrite {
  /** The `Idempotency-Key` it is sent with, every time (a UUID). */
  key: string;
  operation: QueuedOperation;
  /** The request body as the form made it. */
  body: unknown;
  /** When the user submitted it (ms since the epoch). */
  createdAt: number;
  /** Whose write it is: only that user's session sends it. */
  userId: number;
  /** What it is, for the list (the customer's name, the order's number). */
  label: string;
  /** `waiting`: to be sent; `refused`: the server said no (4xx), the user decides ("perlu dicek"). */
  state: 'waiting' | 'refused';
  refusal?: Refusal;
}

/**
 * Thrown by a write that could not reach the server and was queued instead: the form closes and says it waits for
 * the connection (not "failed": it will be sent, with the same key, when the network is back).
 */
export class QueuedOffline extends Error {
  override readonly name = 'QueuedOffline';
  constructor(
    readonly write: QueuedWrite,
    /** The toast's title ("Menunggu sinkron"); the message is its text. */
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

export const isQueuedOffline = (error: unknown): error is QueuedOffline =>
  error instanceof Error && error.name === 'QueuedOffline';
