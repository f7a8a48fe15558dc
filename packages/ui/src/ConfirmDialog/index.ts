export { ConfirmDialog, type ConfirmDialogProps, type ConfirmReasonOptions } from './ConfirmDialog';
