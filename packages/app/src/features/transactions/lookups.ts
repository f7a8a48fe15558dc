import type { DatasOf } from '@pawon/api-client';

/** What `stock/available` answers of one product (the order form's stock hints, `stockHints.ts`). */
export type AvailableRow = DatasOf<'stockAvailable'> extends Array<infer R> ? R : never;
