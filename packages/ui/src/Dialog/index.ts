export {
  Dialog,
  useDialogLayer,
  type DialogBodyProps,
  type DialogFooterProps,
  type DialogHeaderProps,
  type DialogProps,
  type DialogSize,
} from './Dialog';
export type { ReturnFocusTarget } from './useReturnFocus';
