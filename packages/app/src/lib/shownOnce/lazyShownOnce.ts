import { lazyDialog } from '../lazyDialog';
import type { ShownOnceDialogProps } from './ShownOnceDialog';

/**
 * The shown-once dialog as its own chunk, fetched when the screen is idle: only a value just made (a new token, a
 * new or rotated webhook secret) opens it.
 */
export const LazyShownOnceDialog = lazyDialog<ShownOnceDialogProps>(
  () => import('./ShownOnceDialog').then((module) => module.ShownOnceDialog),
  ({ value }) => value !== null,
);
